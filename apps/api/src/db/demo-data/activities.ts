import { addDays, londonToday, weekday } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../client';
import { activity, activitySession, mediaFile, ticketType } from '../schema';
import { sceneSvg } from './images';

type ActivitySeed = {
  suffix: string;
  name: string;
  description: string;
  ownerOnly?: boolean;
  minHours?: number;
  maxHours?: number;
  capacity: number;
  tickets: { code: string; name: string; type: string; pricePence: number }[];
  /** Weekdays (0 = Sunday) and times of its sessions. */
  times: { days: number[]; start: string; end: string }[];
};

const ADULT_CHILD = (adult: number, child: number) => [
  { code: 'ADULT', name: 'Adult', type: 'adult', pricePence: adult },
  { code: 'CHILD', name: 'Child (4–17)', type: 'child', pricePence: child },
];

const ACTIVITIES: ActivitySeed[] = [
  {
    suffix: 'ARCH',
    name: 'Archery Taster',
    description:
      '<p>Learn to shoot a bow with our qualified instructors. <strong>All equipment provided.</strong></p><ul><li>Ages 8 and over</li><li>Wear flat shoes</li></ul>',
    minHours: 2,
    capacity: 12,
    tickets: ADULT_CHILD(800, 600),
    times: [
      { days: [0, 1, 2, 3, 4, 5, 6], start: '10:00', end: '11:00' },
      { days: [1, 3, 5, 6], start: '14:00', end: '15:00' },
    ],
  },
  {
    suffix: 'SWIM',
    name: 'Swimming Lessons',
    description: '<p>Small-group lessons in the indoor pool for confident and nervous swimmers alike.</p>',
    maxHours: 168,
    capacity: 6,
    tickets: [{ code: 'CHILD', name: 'Child (4–17)', type: 'child', pricePence: 500 }],
    times: [{ days: [1, 3, 5], start: '09:00', end: '09:45' }],
  },
  {
    suffix: 'BNGO',
    name: 'Family Bingo Night',
    description: '<p>Free entry: eyes down for prizes, then the disco until late.</p>',
    capacity: 80,
    tickets: ADULT_CHILD(0, 0),
    times: [{ days: [5, 6], start: '20:00', end: '23:30' }],
  },
  {
    suffix: 'STAR',
    name: 'Stargazing on the Cliffs',
    description:
      '<p>Telescopes, hot chocolate and the Milky Way.</p><img src="x" onerror="alert(\'pwned\')"><script>alert("pwned")</script>',
    capacity: 20,
    tickets: ADULT_CHILD(600, 400),
    times: [{ days: [6], start: '22:30', end: '00:30' }],
  },
  {
    suffix: 'WINE',
    name: 'Owners’ Wine Tasting',
    description: '<p>An evening of English wines for holiday-home owners.</p>',
    ownerOnly: true,
    capacity: 24,
    tickets: [{ code: 'ADULT', name: 'Adult', type: 'adult', pricePence: 1200 }],
    times: [{ days: [0], start: '17:00', end: '18:30' }],
  },
];

/** Days (from today) whose archery sessions are sold out: soon, and the first day of the demo guest's stay. */
const SOLD_OUT_DAYS = new Set([1, 2, 3, 63]);

/**
 * Activities at every park except the resort, with 90 days of sessions: paid and free ones, one
 * past midnight, an owner-only one, booking windows, and some archery sessions sold out.
 */
export async function seedActivities(db: Database, today: string = londonToday()) {
  const parks = rowsOf<{ id: number; park_code: string }>(
    await db.execute(sql`select id, park_code from park where park_code <> 'SR' order by id`),
  );
  let sessionNumber = 0;
  for (const [p, parkRow] of parks.entries()) {
    for (const [position, seed] of ACTIVITIES.entries()) {
      const code = `${parkRow.park_code}-${seed.suffix}`;
      await db.insert(mediaFile).values({
        path: `activities/${code}.svg`,
        contentType: 'image/svg+xml',
        body: Buffer.from(sceneSvg('park', p * 10 + position, seed.name)),
      });
      const [row] = await db
        .insert(activity)
        .values({
          activityCode: code,
          parkId: parkRow.id,
          name: seed.name,
          description: seed.description,
          imageUrl: `/media/activities/${code}.svg`,
          ownerOnly: seed.ownerOnly ?? false,
          minimumHoursBeforeBooking: seed.minHours ?? null,
          maximumHoursBeforeBooking: seed.maxHours ?? null,
          position,
        })
        .returning({ id: activity.id });
      await db.insert(ticketType).values(seed.tickets.map((t) => ({ ...t, activityId: row!.id })));
      const sessions: (typeof activitySession.$inferInsert)[] = [];
      for (let offset = 0; offset < 90; offset++) {
        const date = addDays(today, offset);
        for (const time of seed.times) {
          if (!time.days.includes(weekday(date))) continue;
          sessionNumber += 1;
          sessions.push({
            sessionNo: `S${String(sessionNumber).padStart(6, '0')}`,
            activityId: row!.id,
            date,
            startTime: time.start,
            endTime: time.end,
            capacity: seed.capacity,
            ticketsSold: seed.suffix === 'ARCH' && SOLD_OUT_DAYS.has(offset) ? seed.capacity : 0,
          });
        }
      }
      for (let i = 0; i < sessions.length; i += 500)
        await db.insert(activitySession).values(sessions.slice(i, i + 500));
    }
  }
}

import { addDays, DEFAULT_EVENTS_CALENDAR_ID, londonToday, weekday } from '@parkstays/contract';
import type { Database } from '../client';
import { event } from '../schema';

const REGULARS: {
  name: string;
  start: string;
  end: string;
  location: string;
  days: number[];
  description: string;
}[] = [
  {
    name: 'Family Bingo',
    start: '19:00',
    end: '20:30',
    location: 'Clubhouse',
    days: [1, 4],
    description: 'Eyes down for prizes and laughs.',
  },
  {
    name: "Kids' Disco",
    start: '18:00',
    end: '19:00',
    location: 'Entertainment Bar',
    days: [2, 5, 6],
    description: 'Dance-offs, musical statues and glow sticks.',
  },
  {
    name: 'Rockpool Ramble',
    start: '10:00',
    end: '11:30',
    location: 'Beach steps',
    days: [3, 6],
    description: 'Find crabs, anemones and starfish with our ranger.',
  },
  {
    name: 'Live Music Night',
    start: '20:30',
    end: '23:30',
    location: 'Entertainment Bar',
    days: [5, 6],
    description: 'Local bands every Friday and Saturday.',
  },
  {
    name: 'Sunday Carvery Quiz',
    start: '14:00',
    end: '15:30',
    location: 'Restaurant',
    days: [0],
    description: 'Test your wits between courses.',
  },
];

const SPECIALS: [string, string][] = [
  ['Farmers’ Market', 'Local cheese, bread, honey and crab sandwiches from producers down the road.'],
  ['Owners’ Coffee Morning', 'Meet the park team and your neighbours over coffee and cake.'],
  ['Fireworks on the Green', 'Wrap up warm: hot chocolate from half past seven, fireworks at eight.'],
  ['Sandcastle Competition', 'Buckets and spades provided; prizes for the tallest and the silliest.'],
  ['Guided Moorland Walk', 'Five miles with our ranger; bring boots and a packed lunch.'],
];

/**
 * A season of events on the website calendar: the regular entertainment at each park, a few
 * specials, one busy Saturday with more than three events, and the first version's sample "Test".
 */
export async function seedEvents(db: Database, today: string = londonToday()) {
  const parks = ['RH', 'GS', 'HM', 'WC', 'LW'];
  const rows: (typeof event.$inferInsert)[] = [];
  for (let offset = -30; offset <= 120; offset++) {
    const date = addDays(today, offset);
    const day = weekday(date);
    for (const [i, regular] of REGULARS.entries()) {
      if (!regular.days.includes(day)) continue;
      rows.push({
        calendarId: DEFAULT_EVENTS_CALENDAR_ID,
        name: regular.name,
        date,
        startTime: regular.start,
        endTime: regular.end,
        parkCode: parks[(i + offset + 60) % parks.length]!,
        location: regular.location,
        description: regular.description,
      });
    }
  }
  // The first Saturday from today is busy: every special happens that day.
  const busy = addDays(today, (6 - weekday(today) + 7) % 7 || 7);
  for (const [i, [name, description]] of SPECIALS.entries()) {
    rows.push({
      calendarId: DEFAULT_EVENTS_CALENDAR_ID,
      name,
      date: busy,
      startTime: `${String(9 + i * 2).padStart(2, '0')}:00`,
      endTime: `${String(10 + i * 2).padStart(2, '0')}:30`,
      parkCode: parks[i % parks.length]!,
      location: 'Village Green',
      description,
    });
  }
  rows.push({
    calendarId: DEFAULT_EVENTS_CALENDAR_ID,
    name: 'Test',
    date: addDays(today, 3),
    startTime: '09:00',
    endTime: '10:00',
    parkCode: 'RH',
    location: 'Reception',
    description: 'The sample event the first version always showed.',
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(event).values(rows.slice(i, i + 500));
}

import { addDays, londonToday, STANDARD_TERMS, STAY_LENGTHS } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../client';
import {
  accommodationType,
  arrivalRule,
  booking,
  bookingTerms,
  extra,
  facility,
  grade,
  gradeExtra,
  gradeFeature,
  gradeImage,
  holidayType,
  mediaFile,
  park,
  parkFacility,
  payment,
  promotionalCode,
  season,
  termsColumns,
  unit,
} from '../schema';
import { facilityIconSvg, sceneSvg } from './images';
import { seededRandom } from './random';

export const HOLIDAY_TYPES = [
  { id: 1, title: 'Caravan & Lodge Holidays' },
  { id: 2, title: 'Touring & Camping' },
  { id: 3, title: 'Glamping' },
  { id: 4, title: 'Hotel Breaks' },
  { id: 5, title: 'Resort' },
];

/**
 * Terms as UK parks usually write them: six weeks' notice for holiday homes and the resort, four
 * for touring pitches (cheaper, and sold again at short notice), the deposit kept before that.
 */
function demoTerms(holidayTypeId: number) {
  return {
    holidayTypeId,
    version: 1,
    ...termsColumns({
      ...STANDARD_TERMS,
      cancel_notice_days: holidayTypeId === 2 ? 28 : STANDARD_TERMS.cancel_notice_days,
    }),
  };
}

const ACCOMMODATION_TYPES = [
  { id: 1, title: 'Caravan', scene: 'caravan' },
  { id: 2, title: 'Lodge', scene: 'lodge' },
  { id: 3, title: 'Pitch', scene: 'pitch' },
  { id: 4, title: 'Glamping Pod', scene: 'pod' },
  { id: 5, title: 'Hotel Room', scene: 'room' },
] as const;

const FACILITIES = [
  { id: 1, title: 'Indoor Pool', mark: 'P', colour: '#1f7fa8' },
  { id: 2, title: 'Restaurant', mark: 'R', colour: '#b5532e' },
  { id: 3, title: 'Bar & Entertainment', mark: 'E', colour: '#8a4fa3' },
  { id: 4, title: "Kids' Club", mark: 'K', colour: '#d88a1d' },
  { id: 5, title: 'Play Area', mark: 'A', colour: '#3f8f4a' },
  { id: 6, title: 'Launderette', mark: 'L', colour: '#4b6478' },
  { id: 7, title: 'Shop', mark: 'S', colour: '#a5742a' },
  { id: 8, title: 'Free Wi-Fi', mark: 'W', colour: '#2d6e9e' },
  { id: 9, title: 'Dog Walk', mark: 'D', colour: '#6d5a3b' },
  { id: 10, title: 'Beach Access', mark: 'B', colour: '#c19a2e' },
  { id: 11, title: 'Fishing Lake', mark: 'F', colour: '#2f7d7a' },
  { id: 12, title: 'Spa', mark: 'Sp', colour: '#9b4a6c' },
];

type ParkSeed = {
  code: string;
  title: string;
  town: string;
  /** Where the park is and what is nearby, as its own brochure would say it. */
  setting: string;
  facilities: number[];
  hasOwners: boolean;
  map: boolean;
  types: number[];
};

export const DEMO_PARKS: ParkSeed[] = [
  {
    code: 'RH',
    title: "Robin Hood's Bay",
    town: "Robin Hood's Bay, North Yorkshire",
    setting:
      'Set on the cliff top above the old smugglers’ village, with the Cleveland Way passing the gate and rock pools below at low tide; Whitby is a twenty-minute drive up the coast.',
    facilities: [1, 2, 3, 4, 5, 7, 8, 10],
    hasOwners: true,
    map: true,
    types: [1, 2, 3],
  },
  {
    code: 'GS',
    title: 'Golden Sands',
    town: 'Mablethorpe, Lincolnshire',
    setting:
      'Behind the dunes on the Lincolnshire coast, a short walk from miles of sandy beach, the donkey rides and the amusements on Mablethorpe’s seafront.',
    facilities: [1, 3, 4, 5, 6, 7, 8, 10],
    hasOwners: true,
    map: true,
    types: [1, 2, 4],
  },
  {
    code: 'HM',
    title: 'Heather Moor',
    town: 'Goathland, North Yorkshire',
    setting:
      'High on the North York Moors, where the heather turns purple in late summer and steam trains stop at Goathland station, a few minutes’ walk from the park.',
    facilities: [2, 5, 8, 9, 11],
    hasOwners: true,
    map: true,
    types: [1, 3],
  },
  {
    code: 'WC',
    title: 'Whitecliff Cove',
    town: 'Swanage, Dorset',
    setting:
      'Above a quiet bay on the Jurassic Coast, with a path down to the shingle and Swanage’s sandy beach and steam railway ten minutes away.',
    facilities: [1, 2, 3, 6, 7, 8, 10, 12],
    hasOwners: false,
    map: true,
    types: [1, 2, 4],
  },
  {
    code: 'LW',
    title: 'Lakeside Woods',
    town: 'Windermere, Cumbria',
    setting:
      'In ancient woodland on the eastern shore of Windermere, with lake cruises from Bowness and fell walks starting from the park’s own gate.',
    facilities: [2, 5, 8, 9, 11, 12],
    hasOwners: true,
    map: false,
    types: [1, 3],
  },
  {
    code: 'SR',
    title: 'Seaview Resort',
    town: 'Newquay, Cornwall',
    setting: 'On the headland above Fistral Beach, close to Newquay’s surf schools and harbour.',
    facilities: [1, 2, 3, 4, 8, 10, 12],
    hasOwners: false,
    map: true,
    types: [5],
  },
];

type GradeSeed = {
  suffix: string;
  title: string;
  subtitle: string;
  typeId: number;
  accommodationTypeId: number;
  capacity: number;
  pets: boolean;
  nightlyPence: number;
  units: [number, number];
  features: string[];
};

/** The grades each park sells under each holiday type it offers. */
const GRADES_BY_TYPE: Record<number, GradeSeed[]> = {
  1: [
    {
      suffix: 'BRC',
      title: 'Bronze Caravan',
      subtitle: '2 bedrooms · sleeps 4',
      typeId: 1,
      accommodationTypeId: 1,
      capacity: 4,
      pets: true,
      nightlyPence: 4500,
      units: [18, 26],
      features: ['tv'],
    },
    {
      suffix: 'SLC',
      title: 'Silver Caravan',
      subtitle: '2 bedrooms · sleeps 6',
      typeId: 1,
      accommodationTypeId: 1,
      capacity: 6,
      pets: false,
      nightlyPence: 6200,
      units: [16, 22],
      features: ['tv', 'double_glazing'],
    },
    {
      suffix: 'GDC',
      title: 'Gold Caravan',
      subtitle: '3 bedrooms · sleeps 6',
      typeId: 1,
      accommodationTypeId: 1,
      capacity: 6,
      pets: true,
      nightlyPence: 7900,
      units: [10, 14],
      features: ['three_bedrooms', 'tv', 'central_heating', 'double_glazing', 'linen_included'],
    },
    {
      suffix: 'PLL',
      title: 'Platinum Lodge',
      subtitle: '3 bedrooms · hot tub · sleeps 8',
      typeId: 1,
      accommodationTypeId: 2,
      capacity: 8,
      pets: false,
      nightlyPence: 13900,
      units: [3, 5],
      features: [
        'three_bedrooms',
        'tv',
        'central_heating',
        'double_glazing',
        'linen_included',
        'entertainment_passes_included',
      ],
    },
    {
      suffix: 'FAL',
      title: 'Family Lodge',
      subtitle: '2 bedrooms · decking · sleeps 6',
      typeId: 1,
      accommodationTypeId: 2,
      capacity: 6,
      pets: true,
      nightlyPence: 9800,
      units: [8, 11],
      features: ['tv', 'central_heating', 'double_glazing', 'entertainment_passes_included'],
    },
  ],
  2: [
    {
      suffix: 'GRP',
      title: 'Grass Pitch',
      subtitle: 'Tents and trailer tents',
      typeId: 2,
      accommodationTypeId: 3,
      capacity: 6,
      pets: true,
      nightlyPence: 2200,
      units: [22, 32],
      features: [],
    },
    {
      suffix: 'HSE',
      title: 'Hardstanding Pitch with Electric',
      subtitle: 'Caravans and motorhomes · 16A hook-up',
      typeId: 2,
      accommodationTypeId: 3,
      capacity: 6,
      pets: true,
      nightlyPence: 3200,
      units: [20, 28],
      features: ['entertainment_passes_included'],
    },
  ],
  3: [
    {
      suffix: 'PDS',
      title: 'Glamping Pod',
      subtitle: 'Heated pod · sleeps 4',
      typeId: 3,
      accommodationTypeId: 4,
      capacity: 4,
      pets: false,
      nightlyPence: 5600,
      units: [8, 12],
      features: ['central_heating', 'linen_included'],
    },
    {
      suffix: 'SFT',
      title: 'Safari Tent',
      subtitle: 'Wood-burner · sleeps 5',
      typeId: 3,
      accommodationTypeId: 4,
      capacity: 5,
      pets: true,
      nightlyPence: 7400,
      units: [4, 6],
      features: ['linen_included'],
    },
  ],
  4: [
    {
      suffix: 'DBL',
      title: 'Double Room',
      subtitle: 'Sea or garden view · breakfast included',
      typeId: 4,
      accommodationTypeId: 5,
      capacity: 2,
      pets: false,
      nightlyPence: 8900,
      units: [12, 18],
      features: ['tv', 'central_heating', 'double_glazing', 'linen_included'],
    },
    {
      suffix: 'FMR',
      title: 'Family Room',
      subtitle: 'Double and bunks · breakfast included',
      typeId: 4,
      accommodationTypeId: 5,
      capacity: 4,
      pets: false,
      nightlyPence: 11900,
      units: [8, 12],
      features: [
        'tv',
        'central_heating',
        'double_glazing',
        'linen_included',
        'entertainment_passes_included',
      ],
    },
  ],
  5: [
    {
      suffix: 'RSV',
      title: 'Resort Villa',
      subtitle: 'Booked on the resort’s own site',
      typeId: 5,
      accommodationTypeId: 2,
      capacity: 8,
      pets: false,
      nightlyPence: 18900,
      units: [6, 8],
      features: ['three_bedrooms', 'tv', 'central_heating', 'double_glazing', 'linen_included'],
    },
  ],
};

const DESCRIPTIONS: Record<number, string> = {
  1: 'A bright, well-kept holiday home a short stroll from the park’s facilities, with a fitted kitchen, a comfortable lounge and a private outdoor space for long summer evenings.',
  2: 'A level, generous pitch with fresh water and waste points close by, heated shower blocks, and the park’s bar, shop and play areas a few minutes’ walk away.',
  3: 'Sleep under canvas or timber without giving up a proper bed: heated, lit and furnished, with a fire pit outside for toasting marshmallows.',
  4: 'A comfortable hotel room with an en-suite bathroom, full English breakfast in the restaurant each morning, and the whole park on your doorstep.',
  5: 'A spacious villa at our flagship resort, with every comfort included.',
};

/** The test calendar's default arrival weekdays by stay length (0 = Sunday): docs/product.md, "Test pages". */
const RH_TOURING_ARRIVAL_DAYS: [number, number[]][] = [
  [2, [5]],
  [3, [5]],
  [4, [1]],
  [7, [1, 5, 6]],
  [10, [5]],
  [11, [1]],
  [14, [1, 5, 6]],
];

/**
 * Seasons as (first day, last day, price factor, name), by month and day: school holidays dearer.
 * The named ones are also the back office's seasons (`seedSeasons`) to price by.
 */
const SEASONS: [string, string, number, string][] = [
  ['01-04', '02-10', 0.8, 'Winter'],
  ['02-14', '02-22', 1.2, 'February half term'],
  ['03-28', '04-19', 1.3, 'Easter holidays'],
  ['05-23', '05-31', 1.3, 'May half term'],
  ['07-18', '09-01', 1.6, 'Summer holidays'],
  ['10-24', '11-01', 1.25, 'October half term'],
  ['11-02', '12-12', 0.85, 'Late autumn'],
  ['12-20', '12-31', 1.4, 'Christmas'],
  ['01-01', '01-03', 1.4, 'New Year'],
];

export const PRICE_MONTHS = 18;

async function seedMedia(db: Database, rows: { path: string; svg: string }[]) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(mediaFile)
      .values(
        rows
          .slice(i, i + 200)
          .map((row) => ({ path: row.path, contentType: 'image/svg+xml', body: Buffer.from(row.svg) })),
      );
  }
}

/**
 * Parks, grades, units, 18 months of prices and a realistic scatter of existing bookings, all
 * dated from `today` so there is always something to book.
 */
export async function seedCatalogue(db: Database, today: string = londonToday()) {
  const random = seededRandom(20261121);
  await db.insert(holidayType).values(HOLIDAY_TYPES.map((t, i) => ({ ...t, position: i })));
  await db.insert(bookingTerms).values(HOLIDAY_TYPES.map((t) => demoTerms(t.id)));
  await db.insert(accommodationType).values(ACCOMMODATION_TYPES.map(({ id, title }) => ({ id, title })));
  await db
    .insert(facility)
    .values(FACILITIES.map((f) => ({ id: f.id, title: f.title, icon: `/media/facilities/${f.id}.svg` })));
  const media: { path: string; svg: string }[] = FACILITIES.map((f) => ({
    path: `facilities/${f.id}.svg`,
    svg: facilityIconSvg(f.mark, f.colour),
  }));

  const gradeRows: {
    id: number;
    nightlyPence: number;
    units: number;
    capacity: number;
    pets: boolean;
    typeId: number;
  }[] = [];
  let gradePosition = 0;
  for (const [parkIndex, seed] of DEMO_PARKS.entries()) {
    const slug = seed.title.toLowerCase().replace(/[^a-z]+/g, '-');
    const [parkRow] = await db
      .insert(park)
      .values({
        parkCode: seed.code,
        title: seed.title,
        parkUrl: `https://www.brackenbay.example/parks/${slug}/`,
        mapUrl: seed.map ? `${seed.title}, ${seed.town}, UK` : '',
        imageUrl: `/media/parks/${seed.code}.svg`,
        hasOwners: seed.hasOwners,
      })
      .returning({ id: park.id });
    const parkId = parkRow!.id;
    media.push({ path: `parks/${seed.code}.svg`, svg: sceneSvg('park', parkIndex, seed.title) });
    await db.insert(parkFacility).values(seed.facilities.map((facilityId) => ({ parkId, facilityId })));
    if (seed.code === 'RH') {
      await db.insert(arrivalRule).values(
        RH_TOURING_ARRIVAL_DAYS.map(([noOfNights, weekdays]) => ({
          parkId,
          holidayTypeId: 2,
          noOfNights,
          weekdays,
        })),
      );
    }

    for (const typeId of seed.types) {
      for (const g of GRADES_BY_TYPE[typeId] ?? []) {
        gradePosition += 1;
        const code = `${seed.code}-${g.suffix}`;
        const scene = ACCOMMODATION_TYPES.find((t) => t.id === g.accommodationTypeId)!.scene;
        const [gradeRow] = await db
          .insert(grade)
          .values({
            gradeCode: code,
            parkId,
            holidayTypeId: g.typeId,
            accommodationTypeId: g.accommodationTypeId,
            title: g.title,
            subtitle: g.subtitle,
            excerpt: `${g.title} at ${seed.title}: ${g.subtitle.toLowerCase()}.`,
            description: `${DESCRIPTIONS[g.typeId]} ${seed.setting}`,
            capacity: g.capacity,
            petsAllowed: g.pets,
            position: gradePosition,
          })
          .returning({ id: grade.id });
        const gradeId = gradeRow!.id;
        const pictures = [0, 1, 2].map((n) => ({
          path: `grades/${code}-${n + 1}.svg`,
          svg: sceneSvg(n === 2 ? 'park' : scene, gradePosition * 3 + n, n === 2 ? seed.title : g.title),
        }));
        media.push(...pictures);
        await db
          .insert(gradeImage)
          .values(pictures.map((p, position) => ({ gradeId, imageUrl: `/media/${p.path}`, position })));
        if (g.features.length)
          await db.insert(gradeFeature).values(g.features.map((feature) => ({ gradeId, feature })));
        const unitCount = random.int(g.units[0], g.units[1]);
        await db.insert(unit).values(
          Array.from({ length: unitCount }, (_, i) => ({
            gradeId,
            unitCode: `${g.suffix}${String(i + 1).padStart(3, '0')}`,
          })),
        );
        gradeRows.push({
          id: gradeId,
          nightlyPence: g.nightlyPence + random.int(-3, 3) * 100,
          units: unitCount,
          capacity: g.capacity,
          pets: g.pets,
          typeId: g.typeId,
        });
      }
    }
  }
  await seedMedia(db, media);
  await seedExtras(db, gradeRows);
  await seedPromotionalCodes(db, today);
  await seedPrices(db, gradeRows, today);
  await seedSeasons(db, today);
  await seedBookings(db, today, random);
}

export const EXTRAS = [
  {
    code: 'COT',
    description: 'Cot hire',
    unitPricePence: 1500,
    note: 'An additional £10 deposit for cot hire is payable on arrival.',
    position: 1,
  },
  { code: 'HCH', description: 'High chair hire', unitPricePence: 1000, note: '', position: 2 },
  {
    code: 'LIN',
    description: 'Bed linen and towels (per person)',
    unitPricePence: 1200,
    note: '',
    position: 3,
  },
  {
    code: 'PET',
    description: 'Dog (up to two per stay)',
    unitPricePence: 2500,
    note: 'Dogs must be kept on a lead on the park.',
    position: 4,
  },
];

/** Cots, high chairs and linen for holiday homes and rooms; a dog where pets are allowed. */
async function seedExtras(db: Database, grades: { id: number; pets: boolean; typeId: number }[]) {
  await db.insert(extra).values(EXTRAS);
  const rows = grades.flatMap((g) =>
    [...(g.typeId === 2 ? [] : ['COT', 'HCH', 'LIN']), ...(g.pets ? ['PET'] : [])].map((extraCode) => ({
      gradeId: g.id,
      extraCode,
    })),
  );
  if (rows.length) await db.insert(gradeExtra).values(rows);
}

async function seedPromotionalCodes(db: Database, today: string) {
  await db.insert(promotionalCode).values([
    {
      code: 'SUMMER10',
      description: '10% off any stay',
      percentOff: 10,
      validFrom: today,
      validTo: addDays(today, 550),
    },
    {
      code: 'WELCOME5',
      description: '5% off your first stay',
      percentOff: 5,
      validFrom: today,
      validTo: addDays(today, 550),
    },
    {
      code: 'SPRING20',
      description: 'Last spring’s offer',
      percentOff: 20,
      validFrom: addDays(today, -200),
      validTo: addDays(today, -30),
    },
  ]);
}

/** Loads the price list for every grade: nightly rate × nights × season, a little off for a week or more. */
async function seedPrices(db: Database, grades: { id: number; nightlyPence: number }[], today: string) {
  const last = addDays(today, Math.round(PRICE_MONTHS * 30.44));
  const gradeValues = sql.join(
    grades.map((g) => sql`(${g.id}::int, ${g.nightlyPence}::int)`),
    sql`, `,
  );
  const seasonValues = sql.join(
    SEASONS.map(([from, to, factor]) => sql`(${from}::text, ${to}::text, ${factor}::numeric)`),
    sql`, `,
  );
  const nights = sql.raw(`ARRAY[${STAY_LENGTHS.join(',')}]`);
  await db.execute(sql`
    INSERT INTO price (grade_id, arrival_date, no_of_nights, price_pence)
    SELECT g.grade_id, d::date, n,
      (round(g.nightly * n * coalesce(s.factor, 1)
        * CASE WHEN n >= 14 THEN 0.8 WHEN n >= 7 THEN 0.88 ELSE 1 END
        * CASE WHEN n <= 3 AND extract(dow FROM d) IN (5, 6) THEN 1.15 ELSE 1 END / 100) * 100)::int
    FROM (VALUES ${gradeValues}) AS g(grade_id, nightly)
    CROSS JOIN generate_series(${today}::date, ${last}::date, interval '1 day') AS d
    CROSS JOIN unnest(${nights}) AS n
    LEFT JOIN LATERAL (
      SELECT max(factor) AS factor FROM (VALUES ${seasonValues}) AS season(first_day, last_day, factor)
      WHERE to_char(d, 'MM-DD') BETWEEN season.first_day AND season.last_day
    ) AS s ON true`);
}

/** The named seasons over the priced months, as the back office's Prices screen offers them. */
async function seedSeasons(db: Database, today: string) {
  const last = addDays(today, Math.round(PRICE_MONTHS * 30.44));
  const firstYear = Number(today.slice(0, 4));
  const rows: (typeof season.$inferInsert)[] = [];
  for (let year = firstYear; year <= Number(last.slice(0, 4)); year++) {
    for (const [from, to, , name] of SEASONS) {
      const startDate = `${year}-${from}`;
      const endDate = `${year}-${to}`;
      if (endDate >= today && startDate <= last) rows.push({ name: `${name} ${year}`, startDate, endDate });
    }
  }
  rows.sort((a, b) => a.startDate.localeCompare(b.startDate));
  if (rows.length) await db.insert(season).values(rows);
}

/**
 * Demo references are drawn as real ones are (BK and seven random digits, `newBookingNo`), from a
 * fixed seed so the demo data set is the same everywhere: none says anything about the next, so
 * "Missing booking?" cannot be walked through them. `taken` are never drawn.
 */
function referenceDrawer(seed: number, taken: Iterable<string> = []) {
  const random = seededRandom(seed);
  const used = new Set(taken);
  return () => {
    for (;;) {
      const no = `BK${random.int(1_000_000, 9_999_999)}`;
      if (!used.has(no)) {
        used.add(no);
        return no;
      }
    }
  };
}

const guestReference = referenceDrawer(20260314);
/** The references of the demo's bookings that have a guest (README.md lists them). */
export const DEMO_BOOKING_REFERENCES = {
  /** The demo guest's: a stay coming up (deposit paid), one last summer, one made by phone. */
  guest: { upcoming: guestReference(), past: guestReference(), byPhone: guestReference() },
  /** Made by phone under an address no account has: "Missing booking?" e-mails it a link. */
  byPhoneWithoutAccount: { reference: guestReference(), email: 'morgan.family@brackenbay.example' },
} as const;
const allGuestReferences = [
  ...Object.values(DEMO_BOOKING_REFERENCES.guest),
  DEMO_BOOKING_REFERENCES.byPhoneWithoutAccount.reference,
];

/**
 * Existing bookings: each unit is taken for a stay now and then, busier in summer, and the small
 * lodge grades are nearly full for the next few weeks, so "Only N Left" and "Sold Out" appear.
 */
async function seedBookings(db: Database, today: string, random: ReturnType<typeof seededRandom>) {
  const units = rowsOf<{ id: number; grade_id: number; units_in_grade: number }>(
    await db.execute(sql`
    SELECT u.id, u.grade_id, count(*) OVER (PARTITION BY u.grade_id)::int AS units_in_grade
    FROM unit u ORDER BY u.id`),
  );
  const rows: (typeof booking.$inferInsert)[] = [];
  const reference = referenceDrawer(20260601, allGuestReferences);
  for (const u of units) {
    const busy = u.units_in_grade <= 5;
    let day = random.int(0, busy ? 2 : 12);
    while (day < 540) {
      const nights = random.pick([2, 3, 4, 7, 7, 14]);
      rows.push({
        bookingNo: reference(),
        gradeId: u.grade_id,
        unitId: u.id,
        arrivalDate: addDays(today, day),
        noOfNights: nights,
        status: 'confirmed',
      });
      day += nights + (busy && day < 60 ? random.int(0, 2) : random.int(4, 26));
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(booking).values(rows.slice(i, i + 1000));
}

/**
 * The demo guest's own bookings: a stay coming up (deposit paid), one last summer, and one made by
 * phone under their e-mail that "Missing booking?" adds to their account at once (their address
 * is confirmed). And a stay made by phone under an address no account has: "Missing booking?"
 * e-mails that address a link, which adds it to the account that asked.
 */
export async function seedGuestBookings(db: Database, today: string = londonToday()) {
  const [guest] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from user_account where email = 'guest@brackenbay.example'`),
  );
  if (!guest) return;
  const freeUnit = async (gradeCode: string, arrival: string, nights: number) =>
    rowsOf<{ unit_id: number; grade_id: number }>(
      await db.execute(sql`
        select u.id as unit_id, u.grade_id from unit u join grade g on g.id = u.grade_id
        where g.grade_code = ${gradeCode} and not exists (
          select 1 from booking b where b.unit_id = u.id and b.status in ('held', 'confirmed')
            and b.stay && daterange(${arrival}::date, ${arrival}::date + ${nights}::int, '[)'))
        order by u.id limit 1`),
    )[0];
  const emily = {
    firstName: 'Emily',
    surname: 'Carter',
    email: 'guest@brackenbay.example',
    phoneNo: '07700900123',
    address: '4 Cliff Terrace',
    city: 'Scarborough',
    postCode: 'YO112AB',
    countryCode: 'GB',
    noOfAdults: 2,
    noOfChildren: 2,
  };
  const morgans = {
    firstName: 'Gareth',
    surname: 'Morgan',
    email: DEMO_BOOKING_REFERENCES.byPhoneWithoutAccount.email,
    phoneNo: '07700900456',
    address: '12 Heol y Bryn',
    city: 'Cardiff',
    postCode: 'CF146AA',
    countryCode: 'GB',
    noOfAdults: 2,
    noOfChildren: 1,
  };
  const { guest: references, byPhoneWithoutAccount } = DEMO_BOOKING_REFERENCES;
  const stays = [
    {
      code: 'RH-GDC',
      offset: 63,
      nights: 7,
      standard: 69_300,
      paid: 14_000,
      userId: guest.id,
      no: references.upcoming,
      details: emily,
    },
    {
      code: 'GS-SLC',
      offset: -120,
      nights: 4,
      standard: 31_600,
      paid: 31_600,
      userId: guest.id,
      no: references.past,
      details: emily,
    },
    {
      code: 'HM-FAL',
      offset: 95,
      nights: 3,
      standard: 38_900,
      paid: 38_900,
      userId: null,
      no: references.byPhone,
      details: emily,
    },
    {
      code: 'GS-SLC',
      offset: 110,
      nights: 4,
      standard: 31_600,
      paid: 31_600,
      userId: null,
      no: byPhoneWithoutAccount.reference,
      details: morgans,
    },
  ];
  for (const stay of stays) {
    const arrival = addDays(today, stay.offset);
    const unitRow = await freeUnit(stay.code, arrival, stay.nights);
    if (!unitRow) continue;
    const [made] = await db
      .insert(booking)
      .values({
        ...stay.details,
        bookingNo: stay.no,
        gradeId: unitRow.grade_id,
        unitId: unitRow.unit_id,
        userId: stay.userId,
        arrivalDate: arrival,
        noOfNights: stay.nights,
        status: 'confirmed',
        standardPricePence: stay.standard,
        depositPence: stay.paid < stay.standard ? stay.paid : 0,
        paidPence: stay.paid,
        confirmedAt: new Date(`${addDays(today, Math.min(stay.offset, 0) - 30)}T10:00:00Z`),
      })
      .returning({ id: booking.id });
    await db.insert(payment).values({
      idempotencyKey: `demo-${stay.no}`,
      keyUserId: stay.userId,
      vendorTxCode: `${stay.no}-DEMO`,
      bookingId: made!.id,
      userId: stay.userId,
      type: stay.paid < stay.standard ? 'Deposit' : 'Initial',
      amountPence: stay.paid,
      status: 'authorised',
      providerTransactionId: `DEMO-${stay.no}`,
      statusCode: '0000',
      statusDetail: 'The Authorisation was Successful.',
    });
  }
}

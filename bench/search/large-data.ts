import pg from 'pg';

/** Stay lengths the price list covers (the search's NIGHT_CHOICES). */
const PRICED_NIGHTS = [1, 2, 3, 4, 7, 14, 21];
/** Stay lengths of the existing bookings. */
const BOOKED_NIGHTS = [2, 3, 4, 7, 14];

export const LARGE_DATA_SHAPE = {
  parks: 50,
  gradesPerPark: 20,
  unitsPerGrade: 20,
  facilities: 12,
  imagesPerGrade: 4,
  /** Price rows and bookings cover this many months from today. */
  months: 18,
  bookings: 200_000,
  /** Candidate booking slots laid out per unit, of which `bookings` are kept. */
  slotsPerUnit: 16,
  /** Seed for PostgreSQL's random(), so every run loads the same rows for the same day. */
  seed: 0.4242,
} as const;

export type DataSetSizes = Record<
  | 'holiday_type'
  | 'accommodation_type'
  | 'facility'
  | 'park'
  | 'park_facility'
  | 'grade'
  | 'grade_feature'
  | 'grade_image'
  | 'unit'
  | 'price'
  | 'booking',
  number
>;

type Step = { name: string; sql: string };

const S = LARGE_DATA_SHAPE;
const HORIZON = `(current_date + interval '${S.months} months')::date`;

const STEPS: Step[] = [
  {
    name: 'holiday types, accommodation types, facilities',
    sql: `
      INSERT INTO holiday_type (id, title, position) VALUES
        (1, 'Caravan & Lodge Holidays', 1), (2, 'Touring & Camping', 2), (3, 'Glamping', 3),
        (4, 'Hotel', 4), (5, 'Resort', 5);
      INSERT INTO accommodation_type (id, title) VALUES
        (1, 'Caravan'), (2, 'Lodge'), (3, 'Pitch'), (4, 'Pod'), (5, 'Room');
      INSERT INTO facility (id, title, icon)
      SELECT i, t, '/media/facilities/' || lower(replace(t, ' ', '-')) || '.svg'
      FROM unnest(ARRAY['Swimming Pool', 'Kids Club', 'Restaurant', 'Bar', 'Evening Entertainment',
        'Launderette', 'Shop', 'Wi-Fi', 'Play Area', 'Dog Walk', 'Beach Access', 'Fishing Lake'])
        WITH ORDINALITY AS f(t, i);`,
  },
  {
    name: 'parks and park facilities',
    sql: `
      INSERT INTO park (id, park_code, title, park_url, map_url, image_url, has_owners)
      SELECT p, 'P' || lpad(p::text, 2, '0'),
        (ARRAY['Golden', 'Heather', 'Robin', 'Silver', 'Bracken', 'Cliff', 'Harbour', 'Willow', 'Meadow', 'Oak'])
          [1 + (p - 1) % 10] || ' ' ||
        (ARRAY['Sands', 'Moor', 'Bay', 'Dunes', 'Valley'])[1 + (p - 1) / 10],
        'https://www.brackenbay.example/our-parks/park-' || p || '/',
        CASE WHEN p % 4 = 0 THEN '' ELSE 'https://maps.example/?park=' || p END,
        '/media/parks/park-' || p || '.jpg',
        p % 3 = 0
      FROM generate_series(1, ${S.parks}) AS p;
      INSERT INTO park_facility (park_id, facility_id)
      SELECT p, f FROM generate_series(1, ${S.parks}) AS p, generate_series(1, ${S.facilities}) AS f
      WHERE (p * 7 + f * 3) % 5 <> 0;`,
  },
  {
    name: 'grades, features, images',
    // Per park: grades 1–10 caravans and lodges, 11–14 touring pitches, 15–17 glamping pods, 18–20 hotel rooms.
    sql: `
      INSERT INTO grade (id, grade_code, park_id, holiday_type_id, accommodation_type_id, title, subtitle,
        excerpt, description, capacity, pets_allowed, position)
      SELECT (p - 1) * ${S.gradesPerPark} + g,
        'P' || lpad(p::text, 2, '0') || 'G' || lpad(g::text, 2, '0'),
        p, ht, at,
        (ARRAY['Bronze', 'Silver', 'Gold', 'Platinum', 'Deluxe'])[1 + (g + p) % 5] || ' ' ||
          (ARRAY['Caravan', 'Lodge', 'Pitch', 'Pod', 'Room'])[at] || ' ' || g,
        cap || ' guests, ' || (1 + cap / 3) || ' bedrooms',
        'A comfortable ' || lower((ARRAY['Caravan', 'Lodge', 'Pitch', 'Pod', 'Room'])[at]) ||
          ' close to the park''s facilities.',
        repeat('Spacious, well equipped and a short walk from the beach. ', 6),
        cap, (g + p) % 3 = 0, g
      FROM generate_series(1, ${S.parks}) AS p, generate_series(1, ${S.gradesPerPark}) AS g,
        LATERAL (SELECT CASE WHEN g <= 10 THEN 1 WHEN g <= 14 THEN 2 WHEN g <= 17 THEN 3 ELSE 4 END AS ht) AS t,
        LATERAL (SELECT CASE ht WHEN 1 THEN 1 + g % 2 WHEN 2 THEN 3 WHEN 3 THEN 4 ELSE 5 END AS at,
          2 + (g * 3 + p) % 9 AS cap) AS a;
      INSERT INTO grade_feature (grade_id, feature)
      SELECT gr.id, f.feature
      FROM grade AS gr,
        unnest(ARRAY['three_bedrooms', 'linen_included', 'entertainment_passes_included', 'central_heating',
          'double_glazing', 'tv']) WITH ORDINALITY AS f(feature, i)
      WHERE (gr.id * 5 + f.i * 7) % 3 <> 0 AND (f.feature <> 'three_bedrooms' OR gr.capacity >= 6);
      INSERT INTO grade_image (grade_id, image_url, position)
      SELECT gr.id, '/media/grades/' || lower(gr.grade_code) || '-' || i || '.jpg', i
      FROM grade AS gr, generate_series(1, ${S.imagesPerGrade}) AS i
      ORDER BY gr.id, i;`,
  },
  {
    name: 'units',
    sql: `
      INSERT INTO unit (id, grade_id, unit_code)
      SELECT (gr.id - 1) * ${S.unitsPerGrade} + u, gr.id, 'U' || lpad(u::text, 2, '0')
      FROM grade AS gr, generate_series(1, ${S.unitsPerGrade}) AS u
      ORDER BY 1;`,
  },
  {
    name: 'prices',
    // Pence per night from the grade's size and type, times a seasonal factor on the arrival date,
    // a weekend factor for short breaks, and a discount for long stays; whole pounds ending in 9.
    sql: `
      INSERT INTO price (grade_id, arrival_date, no_of_nights, price_pence)
      SELECT gr.id, d::date, n,
        (ceil(gr.nightly * n * season.f * weekend.f * (CASE WHEN n >= 14 THEN 0.8 WHEN n >= 7 THEN 0.85 ELSE 1 END)
          / 1000) * 1000 - 100)::int
      FROM (SELECT id, 2500 + capacity * 700 + CASE holiday_type_id WHEN 1 THEN 2000 WHEN 4 THEN 4000 ELSE 0 END
              AS nightly FROM grade) AS gr,
        generate_series(current_date, ${HORIZON} - 1, interval '1 day') AS d,
        unnest(ARRAY[${PRICED_NIGHTS.join(', ')}]::smallint[]) AS n,
        LATERAL (SELECT CASE
          WHEN extract(month FROM d) IN (7, 8) THEN 1.9
          WHEN extract(month FROM d) = 12 AND extract(day FROM d) >= 20 THEN 1.6
          WHEN extract(month FROM d) = 1 AND extract(day FROM d) <= 2 THEN 1.6
          WHEN extract(month FROM d) IN (4, 5, 6) THEN 1.3
          WHEN extract(month FROM d) IN (9, 10) THEN 1.1
          ELSE 0.85 END AS f) AS season,
        LATERAL (SELECT CASE WHEN n <= 3 AND extract(isodow FROM d) IN (5, 6) THEN 1.15 ELSE 1 END AS f) AS weekend
      ORDER BY gr.id, d, n;`,
  },
  {
    name: 'bookings',
    // Each unit gets consecutive candidate slots (a random gap, then a stay) from today on, so no two
    // overlap; those ending within the horizon are candidates and a random 200,000 of them are booked.
    sql: `
      INSERT INTO booking (id, booking_no, grade_id, unit_id, arrival_date, no_of_nights, status)
      WITH slots AS (
        SELECT u.id AS unit_id, u.grade_id, k,
          (ARRAY[${BOOKED_NIGHTS.join(', ')}])[1 + floor(random() * ${BOOKED_NIGHTS.length})::int] AS nights,
          floor(random() * 40)::int AS gap
        FROM unit AS u, generate_series(1, ${S.slotsPerUnit}) AS k
      ), placed AS (
        SELECT unit_id, grade_id, nights,
          (sum(gap + nights) OVER (PARTITION BY unit_id ORDER BY k))::int - nights AS start_offset
        FROM slots
      ), chosen AS (
        SELECT * FROM placed
        WHERE current_date + start_offset + nights <= ${HORIZON}
        ORDER BY random()
        LIMIT ${S.bookings}
      )
      SELECT row_number() OVER w, 'BB' || lpad((row_number() OVER w)::text, 8, '0'), grade_id, unit_id,
        current_date + start_offset, nights, 'confirmed'
      FROM chosen
      WINDOW w AS (ORDER BY current_date + start_offset, unit_id);`,
  },
  {
    name: 'sequences',
    sql: `
      SELECT setval(pg_get_serial_sequence('park', 'id'), (SELECT max(id) FROM park));
      SELECT setval(pg_get_serial_sequence('grade', 'id'), (SELECT max(id) FROM grade));
      SELECT setval(pg_get_serial_sequence('unit', 'id'), (SELECT max(id) FROM unit));
      SELECT setval(pg_get_serial_sequence('booking', 'id'), (SELECT max(id) FROM booking));`,
  },
];

async function countRows(client: pg.Client): Promise<DataSetSizes> {
  const tables = [
    'holiday_type',
    'accommodation_type',
    'facility',
    'park',
    'park_facility',
    'grade',
    'grade_feature',
    'grade_image',
    'unit',
    'price',
    'booking',
  ] as const;
  const { rows } = await client.query<Record<string, string>>(
    `SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`,
  );
  const row = rows[0]!;
  return Object.fromEntries(tables.map((t) => [t, Number(row[t])])) as DataSetSizes;
}

/**
 * Loads the large catalogue, price list and bookings into a migrated, empty database, all in SQL
 * (INSERT … SELECT over generate_series), then ANALYZEs. `onStep` hears each step's time.
 */
export async function loadLargeData(
  databaseUrl: string,
  onStep: (name: string, ms: number) => void = () => {},
): Promise<DataSetSizes> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'; SET synchronous_commit = off`,
    );
    await client.query('BEGIN');
    await client.query(`SELECT setseed(${S.seed})`);
    for (const step of STEPS) {
      const started = performance.now();
      await client.query(step.sql);
      onStep(step.name, performance.now() - started);
    }
    await client.query('COMMIT');
    const started = performance.now();
    await client.query('VACUUM (ANALYZE)');
    onStep('vacuum analyze', performance.now() - started);
    const sizes = await countRows(client);
    if (sizes.booking !== S.bookings) {
      throw new Error(`Only ${sizes.booking} of ${S.bookings} bookings fitted; raise slotsPerUnit`);
    }
    return sizes;
  } finally {
    await client.end().catch(() => {});
  }
}

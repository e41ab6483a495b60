import {
  availabilityColumns,
  formatPounds,
  londonToday,
  type TFindAvailabilityQuery,
  type TFindAvailabilityResponse,
} from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client';

/**
 * The reference query (decision 014's one SQL statement), which the availability engine
 * (decision 029) must answer the same as, from memory: the tests that compare the two hold them
 * equal, byte for byte.
 */

export type AvailabilityRow = {
  grade_code: string;
  park_code: string;
  arrival_date: string;
  price_pence: number;
  available_count: number;
};

export type AvailabilitySearch = {
  bookingType: number;
  parkCode: string;
  arrivalDates: string[];
  nights: number;
  partySize: number;
  withPets: boolean;
  now: Date;
};

/**
 * For every grade of the holiday type (and park) that takes the party, and every arrival date
 * on sale (price_on_sale) and allowed by the park's arrival-day rules: how many of its units are
 * free on every night of the stay. A retired unit is no stock (a unit cannot be retired while
 * stays are to come, and none can be booked, moved or blocked onto it after). A unit is free when
 * no live booking (confirmed, held and not yet expired, or held with money on it, which only the
 * refund job lets go) overlaps the stay, so a stay only two different units could cover together
 * counts 0.
 */
export async function referenceRows(db: Database, search: AvailabilitySearch): Promise<AvailabilityRow[]> {
  const result = await db.execute(sql`
    WITH col AS (
      SELECT c.ord, c.arrival::date AS arrival,
             daterange(c.arrival::date, c.arrival::date + ${search.nights}::int, '[)') AS stay
      FROM unnest(ARRAY[${sql.join(
        search.arrivalDates.map((d) => sql`${d}::text`),
        sql`, `,
      )}]) WITH ORDINALITY AS c(arrival, ord)
    ),
    fit AS (
      SELECT g.id, g.grade_code, g.park_id, g.position, p.park_code
      FROM grade g JOIN park p ON p.id = g.park_id
      WHERE g.holiday_type_id = ${search.bookingType}
        AND (${search.parkCode}::text = '' OR p.park_code = ${search.parkCode}::text)
        AND g.capacity >= ${search.partySize}
        AND (${search.withPets}::boolean = false OR g.pets_allowed)
    ),
    offer AS (
      SELECT f.id, f.grade_code, f.park_code, f.position, col.ord, col.arrival, col.stay, pr.price_pence
      FROM fit f
      CROSS JOIN col
      JOIN price_on_sale pr ON pr.grade_id = f.id AND pr.arrival_date = col.arrival
                   AND pr.no_of_nights = ${search.nights}
      WHERE NOT EXISTS (
        SELECT 1 FROM arrival_rule r
        WHERE r.park_id = f.park_id AND r.holiday_type_id = ${search.bookingType}
          AND r.no_of_nights = ${search.nights}
          AND NOT (extract(dow FROM col.arrival)::smallint = ANY (r.weekdays))
      )
    ),
    busy AS (
      SELECT o.id, o.ord, count(DISTINCT b.unit_id)::int AS units
      FROM offer o
      JOIN booking b ON b.grade_id = o.id AND b.stay && o.stay AND b.status IN ('held', 'confirmed')
      WHERE b.status = 'confirmed' OR b.hold_expires_at > ${search.now.toISOString()}::timestamptz
         OR b.paid_pence > 0 OR b.pending_pence > 0
      GROUP BY o.id, o.ord
    ),
    stock AS (
      SELECT u.grade_id, count(*)::int AS units FROM unit u
      WHERE u.grade_id IN (SELECT id FROM fit) AND u.retired_at IS NULL GROUP BY u.grade_id
    )
    SELECT o.grade_code, o.park_code, to_char(o.arrival, 'YYYY-MM-DD') AS arrival_date, o.price_pence,
           coalesce(stock.units, 0) - coalesce(busy.units, 0) AS available_count
    FROM offer o
    LEFT JOIN stock ON stock.grade_id = o.id
    LEFT JOIN busy ON busy.id = o.id AND busy.ord = o.ord
    ORDER BY o.position, o.grade_code, o.ord`);
  return rowsOf<AvailabilityRow>(result);
}

/**
 * Searches answered by the reference query, as the JSON text `SearchService.findAvailability`
 * answers (the same columns, the same order), for the moment `now` says.
 */
export function referenceSearch(db: Database, now: () => Date = () => new Date()) {
  return {
    async findAvailability(query: TFindAvailabilityQuery): Promise<string> {
      const at = now();
      const { displayType, dates } = availabilityColumns(
        query.arrival_date,
        query.no_of_nights,
        londonToday(at),
      );
      const rows = await referenceRows(db, {
        bookingType: query.booking_type,
        parkCode: query.park_code,
        arrivalDates: dates,
        nights: query.no_of_nights,
        partySize: query.no_of_adults + query.no_of_children,
        withPets: query.has_pets === 1,
        now: at,
      });
      const answer: TFindAvailabilityResponse = {
        success: true,
        display_type: displayType,
        columns: dates,
        data: rows.map((row) => ({
          arrival_date: row.arrival_date,
          price: formatPounds(row.price_pence),
          price_pence: row.price_pence,
          no_of_nights: query.no_of_nights,
          available_count: Math.max(0, row.available_count),
          grade_code: row.grade_code,
          park_code: row.park_code,
        })),
      };
      return JSON.stringify(answer);
    },
  };
}

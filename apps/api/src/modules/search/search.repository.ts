import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import {
  accommodationType,
  arrivalRule,
  facility,
  grade,
  gradeFeature,
  gradeImage,
  holidayType,
  park,
  parkFacility,
} from '../../db/schema';

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

export class SearchRepository {
  constructor(private readonly db: Database) {}

  /**
   * For every grade of the holiday type (and park) that takes the party, and every arrival date
   * with a price and allowed by the park's arrival-day rules: how many of its units are free on
   * every night of the stay. A unit is free when no live booking (confirmed, held and not yet
   * expired, or held with money on it, which only the refund job lets go) overlaps the stay, so a
   * stay only two different units could cover together counts 0.
   */
  async findAvailability(search: AvailabilitySearch): Promise<AvailabilityRow[]> {
    const result = await this.db.execute(sql`
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
        JOIN price pr ON pr.grade_id = f.id AND pr.arrival_date = col.arrival
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
        WHERE u.grade_id IN (SELECT id FROM fit) GROUP BY u.grade_id
      )
      SELECT o.grade_code, o.park_code, to_char(o.arrival, 'YYYY-MM-DD') AS arrival_date, o.price_pence,
             coalesce(stock.units, 0) - coalesce(busy.units, 0) AS available_count
      FROM offer o
      LEFT JOIN stock ON stock.grade_id = o.id
      LEFT JOIN busy ON busy.id = o.id AND busy.ord = o.ord
      ORDER BY o.position, o.grade_code, o.ord`);
    return rowsOf<AvailabilityRow>(result);
  }

  listArrivalRules(parkCode: string, bookingType: number) {
    return this.db
      .select({ no_of_nights: arrivalRule.noOfNights, weekdays: arrivalRule.weekdays })
      .from(arrivalRule)
      .innerJoin(park, eq(park.id, arrivalRule.parkId))
      .where(and(eq(park.parkCode, parkCode), eq(arrivalRule.holidayTypeId, bookingType)))
      .orderBy(asc(arrivalRule.noOfNights));
  }

  listHolidayTypes() {
    return this.db
      .select({ id: holidayType.id, title: holidayType.title })
      .from(holidayType)
      .orderBy(asc(holidayType.position));
  }

  listAccommodationTypes() {
    return this.db
      .select({ id: accommodationType.id, title: accommodationType.title })
      .from(accommodationType)
      .orderBy(asc(accommodationType.id));
  }

  listFacilities() {
    return this.db
      .select({ id: facility.id, title: facility.title, icon: facility.icon })
      .from(facility)
      .orderBy(asc(facility.title));
  }

  /** Parks with their facilities; with a holiday type, only parks that sell it. */
  async listParks(filter: { bookingType?: number; ownersOnly?: boolean; parkIds?: number[] }) {
    const conditions: SQL[] = [];
    if (filter.bookingType !== undefined) {
      conditions.push(
        sql`exists (select 1 from ${grade} where ${grade.parkId} = ${park.id} and ${grade.holidayTypeId} = ${filter.bookingType})`,
      );
    }
    if (filter.ownersOnly) conditions.push(eq(park.hasOwners, true));
    if (filter.parkIds) conditions.push(inArray(park.id, filter.parkIds.length ? filter.parkIds : [-1]));
    const parks = await this.db
      .select()
      .from(park)
      .where(and(...conditions))
      .orderBy(asc(park.title));
    const links = parks.length
      ? await this.db
          .select({
            parkId: parkFacility.parkId,
            id: facility.id,
            title: facility.title,
            icon: facility.icon,
          })
          .from(parkFacility)
          .innerJoin(facility, eq(facility.id, parkFacility.facilityId))
          .where(
            inArray(
              parkFacility.parkId,
              parks.map((p) => p.id),
            ),
          )
          .orderBy(asc(facility.title))
      : [];
    return parks.map((p) => ({
      ...p,
      facilities: links.filter((l) => l.parkId === p.id).map(({ id, title, icon }) => ({ id, title, icon })),
    }));
  }

  /** Grades with their images and features, by holiday type and park, or one by id or code. */
  async listGrades(filter: { bookingType?: number; parkCode?: string; idOrCode?: string }) {
    const conditions: SQL[] = [];
    if (filter.bookingType !== undefined) conditions.push(eq(grade.holidayTypeId, filter.bookingType));
    if (filter.parkCode) conditions.push(eq(park.parkCode, filter.parkCode));
    if (filter.idOrCode !== undefined) {
      conditions.push(
        /^\d+$/.test(filter.idOrCode)
          ? eq(grade.id, Number(filter.idOrCode))
          : eq(grade.gradeCode, filter.idOrCode.toUpperCase()),
      );
    }
    const grades = await this.db
      .select({ grade, parkCode: park.parkCode })
      .from(grade)
      .innerJoin(park, eq(park.id, grade.parkId))
      .where(and(...conditions))
      .orderBy(asc(grade.position), asc(grade.gradeCode));
    const ids = grades.map((g) => g.grade.id);
    if (!ids.length) return [];
    const [images, features] = await Promise.all([
      this.db
        .select()
        .from(gradeImage)
        .where(inArray(gradeImage.gradeId, ids))
        .orderBy(asc(gradeImage.position), asc(gradeImage.id)),
      this.db
        .select()
        .from(gradeFeature)
        .where(inArray(gradeFeature.gradeId, ids))
        .orderBy(asc(gradeFeature.id)),
    ]);
    return grades.map(({ grade: g, parkCode }) => ({
      ...g,
      parkCode,
      images: images.filter((i) => i.gradeId === g.id),
      features: features.filter((f) => f.gradeId === g.id),
    }));
  }
}

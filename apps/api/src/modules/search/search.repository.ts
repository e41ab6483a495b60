import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { type Listening, listenOn } from '../../db/notifications';
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

/** A grade as the availability engine keeps it; the catalogue's order is the answer's order. */
export type CatalogueGrade = {
  id: number;
  gradeCode: string;
  parkId: number;
  parkCode: string;
  holidayTypeId: number;
  capacity: number;
  petsAllowed: boolean;
  /** The grade's units let today (stock): retired units are offered to no one. */
  units: number;
};

/** An arrival-day rule: the weekdays (0 = Sunday) a stay of `nights` may start on. */
export type CatalogueRule = {
  parkId: number;
  holidayTypeId: number;
  nights: number;
  weekdays: (number | null)[];
};

/** One grade's prices for one stay length: arrival days (days since 1970-01-01, ascending) and pence. */
export type PriceRun = { gradeId: number; nights: number; days: number[]; pence: number[] };

/**
 * A booking that takes its unit's nights [first, first + nights) (days since 1970-01-01), for good
 * (`untilUs` infinite) or until its hold's end (µs since 1970), as `availability_kind` decides.
 */
export type StayFacts = {
  id: number;
  gradeId: number;
  unitId: number;
  first: number;
  nights: number;
  untilUs: number;
};

/** The channel migration 0016's triggers announce availability changes on. */
export const AVAILABILITY_CHANNEL = 'parkstays_availability';

const EPOCH_DAY_MS = 86_400_000;
const isoOfDay = (day: number) => new Date(day * EPOCH_DAY_MS).toISOString().slice(0, 10);
/** `grade_id = ANY(…)` for a list of ids, or nothing for all (one text parameter, not one per id). */
const ofGrades = (column: SQL, ids: readonly number[] | 'all') =>
  ids === 'all' ? sql`true` : sql`${column} = ANY(string_to_array(${ids.join(',')}::text, ',')::int[])`;

export class SearchRepository {
  constructor(private readonly db: Database) {}

  // The availability engine's reads (availability-engine/). Each reads a whole part at once, in
  // a handful of rows of text: far fewer rows to decode than one per price or booking.

  /** Grades in the answer's order (position, then code), with their parks and stock; the arrival-day rules. */
  async loadCatalogue(): Promise<{ grades: CatalogueGrade[]; rules: CatalogueRule[] }> {
    const grades = rowsOf<{
      id: number;
      grade_code: string;
      park_id: number;
      park_code: string;
      holiday_type_id: number;
      capacity: number;
      pets_allowed: boolean;
      units: number;
    }>(
      await this.db.execute(sql`
        SELECT g.id, g.grade_code, g.park_id, p.park_code, g.holiday_type_id, g.capacity, g.pets_allowed,
               coalesce(u.units, 0)::int AS units
        FROM grade g
        JOIN park p ON p.id = g.park_id
        LEFT JOIN (SELECT grade_id, count(*) AS units FROM unit WHERE retired_at IS NULL GROUP BY grade_id) AS u
          ON u.grade_id = g.id
        ORDER BY g.position, g.grade_code`),
    );
    const rules = rowsOf<{
      park_id: number;
      holiday_type_id: number;
      no_of_nights: number;
      weekdays: (number | null)[];
    }>(await this.db.execute(sql`SELECT park_id, holiday_type_id, no_of_nights, weekdays FROM arrival_rule`));
    return {
      grades: grades.map((g) => ({
        id: g.id,
        gradeCode: g.grade_code,
        parkId: g.park_id,
        parkCode: g.park_code,
        holidayTypeId: g.holiday_type_id,
        capacity: g.capacity,
        petsAllowed: g.pets_allowed,
        units: g.units,
      })),
      rules: rules.map((r) => ({
        parkId: r.park_id,
        holidayTypeId: r.holiday_type_id,
        nights: r.no_of_nights,
        weekdays: r.weekdays,
      })),
    };
  }

  /**
   * What is on sale from `fromDay` on (the view price_on_sale: the price list less stop-sold stays
   * and stays outside the stay limits), of some grades or all: one row per grade and stay length.
   * A stop-sell or stay limit changes it as a price does, and is heard the same way (migration 0021).
   */
  async loadPrices(gradeIds: readonly number[] | 'all', fromDay: number): Promise<PriceRun[]> {
    if (gradeIds !== 'all' && gradeIds.length === 0) return [];
    const rows = rowsOf<{ grade_id: number; nights: number; list: string }>(
      await this.db.execute(sql`
        SELECT grade_id, no_of_nights AS nights,
               string_agg((arrival_date - DATE '1970-01-01')::text || ':' || price_pence::text, ','
                          ORDER BY arrival_date) AS list
        FROM price_on_sale
        WHERE arrival_date >= ${isoOfDay(fromDay)}::date AND ${ofGrades(sql`grade_id`, gradeIds)}
        GROUP BY grade_id, no_of_nights`),
    );
    return rows.map((row) => {
      const numbers = parseNumbers(row.list);
      const days: number[] = [];
      const pence: number[] = [];
      for (let i = 0; i < numbers.length; i += 2) {
        days.push(numbers[i]!);
        pence.push(numbers[i + 1]!);
      }
      return { gradeId: row.grade_id, nights: row.nights, days, pence };
    });
  }

  /**
   * The bookings that take nights from `fromDay` on (availability_kind 1 or 2), of some grades or
   * all. Cross-domain read: see READS_ACROSS_DOMAINS.
   */
  async loadStays(gradeIds: readonly number[] | 'all', fromDay: number): Promise<StayFacts[]> {
    if (gradeIds !== 'all' && gradeIds.length === 0) return [];
    const rows = rowsOf<{ grade_id: number; list: string }>(
      await this.db.execute(sql`
        SELECT grade_id,
               string_agg(id || ' ' || unit_id || ' ' || (arrival_date - DATE '1970-01-01') || ' ' || no_of_nights
                          || ' ' || coalesce(until_us::text, 'f'), ',') AS list
        FROM (
          SELECT id, grade_id, unit_id, arrival_date, no_of_nights,
                 CASE availability_kind(status, hold_expires_at, paid_pence, pending_pence)
                   WHEN 1 THEN NULL WHEN 2 THEN availability_expiry_us(hold_expires_at) END AS until_us,
                 availability_kind(status, hold_expires_at, paid_pence, pending_pence) AS kind
          FROM booking
          WHERE status IN ('held', 'confirmed') AND arrival_date + no_of_nights > ${isoOfDay(fromDay)}::date
            AND ${ofGrades(sql`grade_id`, gradeIds)}
        ) AS live
        WHERE kind <> 0
        GROUP BY grade_id`),
    );
    const stays: StayFacts[] = [];
    for (const row of rows) {
      for (const entry of row.list.split(',')) {
        const [id, unitId, first, nights, until] = entry.split(' ');
        stays.push({
          id: Number(id),
          gradeId: row.grade_id,
          unitId: Number(unitId),
          first: Number(first),
          nights: Number(nights),
          untilUs: until === 'f' ? Number.POSITIVE_INFINITY : Number(until),
        });
      }
    }
    return stays;
  }

  /** Listens on AVAILABILITY_CHANNEL: every process hears each change any process commits. */
  watch(onMessage: (payload: string) => void, onLost: (error: unknown) => void): Promise<Listening> {
    return listenOn(this.db, AVAILABILITY_CHANNEL, onMessage, onLost);
  }

  /** The arrival-day rules of a holiday type, at one park (by code) or at every park (''). */
  listArrivalRules(parkCode: string, bookingType: number) {
    return this.db
      .select({
        park_code: park.parkCode,
        no_of_nights: arrivalRule.noOfNights,
        weekdays: arrivalRule.weekdays,
      })
      .from(arrivalRule)
      .innerJoin(park, eq(park.id, arrivalRule.parkId))
      .where(
        and(parkCode ? eq(park.parkCode, parkCode) : undefined, eq(arrivalRule.holidayTypeId, bookingType)),
      )
      .orderBy(asc(park.parkCode), asc(arrivalRule.noOfNights));
  }

  /** The weekdays a stay of `nights` in a grade may start on, or undefined when any day may. */
  async arrivalWeekdaysOfGrade(gradeCode: string, nights: number): Promise<number[] | undefined> {
    const [row] = await this.db
      .select({ weekdays: arrivalRule.weekdays })
      .from(arrivalRule)
      .innerJoin(
        grade,
        and(eq(grade.parkId, arrivalRule.parkId), eq(grade.holidayTypeId, arrivalRule.holidayTypeId)),
      )
      .where(and(eq(grade.gradeCode, gradeCode.toUpperCase()), eq(arrivalRule.noOfNights, nights)));
    return row?.weekdays;
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

/** The integers in text like "20500:12900,20501:13900" (any non-digit but '-' separates them). */
function parseNumbers(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let sign = 1;
  let inNumber = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      inNumber = true;
    } else if (code === 45) {
      sign = -1;
    } else {
      if (inNumber) numbers.push(sign * value);
      value = 0;
      sign = 1;
      inNumber = false;
    }
  }
  if (inNumber) numbers.push(sign * value);
  return numbers;
}

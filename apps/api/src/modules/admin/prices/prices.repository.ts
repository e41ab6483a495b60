import { STAY_LENGTHS } from '@parkstays/contract';
import { and, asc, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Database, rowsOf } from '../../../db/client';
import { arrivalRule, grade, holidayType, park, season, stayLimit, stopSell } from '../../../db/schema';

/** A grade as the price screens need it: its park and holiday type, by id and by name. */
export type PricedGradeRow = {
  id: number;
  gradeCode: string;
  title: string;
  parkId: number;
  parkCode: string;
  parkTitle: string;
  holidayTypeId: number;
  holidayTypeTitle: string;
};

/** One stay of the rate calendar. */
export type RateCellRow = {
  arrival_date: string;
  no_of_nights: number;
  price_pence: number | null;
  on_sale: boolean;
  stop_sold: boolean;
  outside_stay_limits: boolean;
  arrival_day_closed: boolean;
};

/** The stays a bulk edit covers: one grade, arrival dates on some weekdays, some stay lengths. */
export type BulkTarget = {
  gradeId: number;
  startDate: string;
  endDate: string;
  weekdays: readonly number[];
  nights: readonly number[];
};

export type BulkCounts = {
  matched: number;
  added: number;
  updated: number;
  removed: number;
  sample: {
    arrival_date: string;
    no_of_nights: number;
    before_pence: number | null;
    after_pence: number | null;
  }[];
};

export type SeasonRow = typeof season.$inferSelect;
export type ArrivalRuleRow = {
  id: number;
  parkId: number;
  parkCode: string;
  parkTitle: string;
  holidayTypeId: number;
  holidayTypeTitle: string;
  noOfNights: number;
  weekdays: number[];
};
export type StayLimitRow = {
  id: number;
  parkId: number;
  parkCode: string;
  parkTitle: string;
  holidayTypeId: number;
  holidayTypeTitle: string;
  startDate: string;
  endDate: string;
  minNights: number;
  maxNights: number;
};
export type StopSellRow = {
  id: number;
  gradeId: number;
  gradeCode: string;
  gradeTitle: string;
  parkCode: string;
  startDate: string;
  endDate: string;
  reason: string;
};

/** The rule tables edited here, each keyed by a serial `id`, by the name audit entries give them. */
const RULE_TABLES = { season, arrival_rule: arrivalRule, stay_limit: stayLimit, stop_sell: stopSell };
type RuleTable = (typeof RULE_TABLES)[RuleKind];
export type RuleKind = keyof typeof RULE_TABLES;
/** What a rule table's row is written from: every column but its id. */
export type RuleValues<K extends RuleKind> = Omit<(typeof RULE_TABLES)[K]['$inferInsert'], 'id'>;

/** A park's rule for a holiday type (arrival days, stay limits), with the park's and type's names. */
const parkRuleColumns = (table: typeof arrivalRule | typeof stayLimit) => ({
  id: table.id,
  parkId: table.parkId,
  parkCode: park.parkCode,
  parkTitle: park.title,
  holidayTypeId: table.holidayTypeId,
  holidayTypeTitle: holidayType.title,
});

/** A list of whole numbers as one text parameter (one parameter, whatever the count). */
const intArray = (values: readonly number[]) => sql`string_to_array(${values.join(',')}::text, ',')::int[]`;

/**
 * The back office's prices and the rules of what is on sale (decision 038): the price list, seasons,
 * arrival-day rules, stay limits and stop-sells, all the catalogue's (this domain's) tables. The
 * database's triggers tell every availability engine of each change (migrations 0016 and 0021).
 */
export class PricesRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, with this repository bound to it. */
  transaction<T>(work: (repository: PricesRepository, tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const bound = tx as unknown as Database;
      return work(new PricesRepository(bound), bound);
    });
  }

  /** Takes a lock that lasts until the transaction ends, for edits that check before they write. */
  async lock(name: string) {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}::text))`);
  }

  private gradeRows() {
    return this.db
      .select({
        id: grade.id,
        gradeCode: grade.gradeCode,
        title: grade.title,
        parkId: grade.parkId,
        parkCode: park.parkCode,
        parkTitle: park.title,
        holidayTypeId: grade.holidayTypeId,
        holidayTypeTitle: holidayType.title,
      })
      .from(grade)
      .innerJoin(park, eq(park.id, grade.parkId))
      .innerJoin(holidayType, eq(holidayType.id, grade.holidayTypeId));
  }

  /** Every grade, by park then the catalogue's order. */
  listGrades(): Promise<PricedGradeRow[]> {
    return this.gradeRows().orderBy(asc(park.title), asc(grade.position), asc(grade.gradeCode));
  }

  async gradeByCode(code: string): Promise<PricedGradeRow | undefined> {
    const [row] = await this.gradeRows().where(eq(grade.gradeCode, code));
    return row;
  }

  async parkByCode(code: string) {
    const [row] = await this.db.select().from(park).where(eq(park.parkCode, code));
    return row;
  }

  /** Whether the park sells the holiday type: it has a grade of it. */
  async parkSells(parkId: number, holidayTypeId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: grade.id })
      .from(grade)
      .where(and(eq(grade.parkId, parkId), eq(grade.holidayTypeId, holidayTypeId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * The rate calendar of a grade: every arrival date from `startDate` to `endDate` × every stay
   * length sold, with the price list's price and why the stay may not be on sale. `on_sale` is
   * read from the view price_on_sale itself, so the calendar shows what a guest can buy.
   */
  async rateCalendar(g: PricedGradeRow, startDate: string, endDate: string): Promise<RateCellRow[]> {
    return rowsOf<RateCellRow>(
      await this.db.execute(sql`
        SELECT to_char(c.d, 'YYYY-MM-DD') AS arrival_date, c.n AS no_of_nights, p.price_pence,
          EXISTS (SELECT 1 FROM price_on_sale o
                  WHERE o.grade_id = ${g.id}::int AND o.arrival_date = c.d AND o.no_of_nights = c.n) AS on_sale,
          EXISTS (SELECT 1 FROM stop_sell s
                  WHERE s.grade_id = ${g.id}::int AND s.start_date < c.d + c.n AND s.end_date >= c.d) AS stop_sold,
          EXISTS (SELECT 1 FROM stay_limit l
                  WHERE l.park_id = ${g.parkId}::int AND l.holiday_type_id = ${g.holidayTypeId}::int
                    AND c.d BETWEEN l.start_date AND l.end_date
                    AND (c.n < l.min_nights OR c.n > l.max_nights)) AS outside_stay_limits,
          EXISTS (SELECT 1 FROM arrival_rule r
                  WHERE r.park_id = ${g.parkId}::int AND r.holiday_type_id = ${g.holidayTypeId}::int
                    AND r.no_of_nights = c.n
                    AND NOT (extract(dow FROM c.d)::smallint = ANY (r.weekdays))) AS arrival_day_closed
        FROM (
          SELECT d::date AS d, n::int AS n
          FROM generate_series(${startDate}::date, ${endDate}::date, interval '1 day') AS d
          CROSS JOIN unnest(${intArray(STAY_LENGTHS)}) AS n
        ) AS c
        LEFT JOIN price p ON p.grade_id = ${g.id}::int AND p.arrival_date = c.d AND p.no_of_nights = c.n
        ORDER BY c.d, c.n`),
    );
  }

  /** The stays a bulk edit covers, as rows (arrival_date, no_of_nights). */
  private targetOf(t: BulkTarget): SQL {
    return sql`
      SELECT d::date AS arrival_date, n::smallint AS no_of_nights
      FROM generate_series(${t.startDate}::date, ${t.endDate}::date, interval '1 day') AS d
      CROSS JOIN unnest(${intArray(t.nights)}) AS n
      WHERE extract(dow FROM d)::int = ANY (${intArray(t.weekdays)})`;
  }

  /**
   * What a bulk edit would do to the price list: the stays it covers, how many get a price they
   * had not (added), another price (updated) or lose theirs (removed, `afterPence` null), and the
   * first few changes. Read inside the edit's own transaction when applying, so the counts are
   * what it changes.
   */
  async bulkCounts(t: BulkTarget, afterPence: number | null, sampleSize: number): Promise<BulkCounts> {
    const [row] = rowsOf<{
      matched: number;
      added: number;
      updated: number;
      removed: number;
      sample: BulkCounts['sample'] | string;
    }>(
      await this.db.execute(sql`
        WITH cells AS (
          SELECT t.arrival_date, t.no_of_nights, p.price_pence AS before_pence, ${afterPence}::int AS after_pence
          FROM (${this.targetOf(t)}) AS t
          LEFT JOIN price p ON p.grade_id = ${t.gradeId}::int AND p.arrival_date = t.arrival_date
                           AND p.no_of_nights = t.no_of_nights
        )
        SELECT
          (SELECT count(*) FROM cells)::int AS matched,
          (SELECT count(*) FROM cells WHERE before_pence IS NULL AND after_pence IS NOT NULL)::int AS added,
          (SELECT count(*) FROM cells WHERE before_pence <> after_pence)::int AS updated,
          (SELECT count(*) FROM cells WHERE before_pence IS NOT NULL AND after_pence IS NULL)::int AS removed,
          (SELECT coalesce(json_agg(json_build_object(
                    'arrival_date', to_char(s.arrival_date, 'YYYY-MM-DD'), 'no_of_nights', s.no_of_nights,
                    'before_pence', s.before_pence, 'after_pence', s.after_pence)
                    ORDER BY s.arrival_date, s.no_of_nights), '[]'::json)
           FROM (SELECT * FROM cells WHERE before_pence IS DISTINCT FROM after_pence
                 ORDER BY arrival_date, no_of_nights LIMIT ${sampleSize}::int) AS s) AS sample`),
    );
    const sample = typeof row!.sample === 'string' ? JSON.parse(row!.sample) : row!.sample;
    return { matched: row!.matched, added: row!.added, updated: row!.updated, removed: row!.removed, sample };
  }

  /** Gives every stay the edit covers the price `pricePence`: one statement, heard as one change. */
  async setPrices(t: BulkTarget, pricePence: number) {
    await this.db.execute(sql`
      INSERT INTO price (grade_id, arrival_date, no_of_nights, price_pence)
      SELECT ${t.gradeId}::int, t.arrival_date, t.no_of_nights, ${pricePence}::int FROM (${this.targetOf(t)}) AS t
      ON CONFLICT (grade_id, arrival_date, no_of_nights)
      DO UPDATE SET price_pence = EXCLUDED.price_pence WHERE price.price_pence <> EXCLUDED.price_pence`);
  }

  /** Takes every stay the edit covers off sale: their prices are removed. */
  async removePrices(t: BulkTarget) {
    await this.db.execute(sql`
      DELETE FROM price p USING (${this.targetOf(t)}) AS t
      WHERE p.grade_id = ${t.gradeId}::int AND p.arrival_date = t.arrival_date
        AND p.no_of_nights = t.no_of_nights`);
  }

  // Seasons ---------------------------------------------------------------------------------------

  /** Seasons that have not ended by `today`, earliest first. */
  listSeasons(today: string): Promise<SeasonRow[]> {
    return this.db
      .select()
      .from(season)
      .where(gte(season.endDate, today))
      .orderBy(asc(season.startDate), asc(season.id));
  }

  async seasonById(id: number): Promise<SeasonRow | undefined> {
    const [row] = await this.db.select().from(season).where(eq(season.id, id));
    return row;
  }

  // Arrival-day rules -----------------------------------------------------------------------------

  private arrivalRuleRows() {
    return this.db
      .select({
        ...parkRuleColumns(arrivalRule),
        noOfNights: arrivalRule.noOfNights,
        weekdays: arrivalRule.weekdays,
      })
      .from(arrivalRule)
      .innerJoin(park, eq(park.id, arrivalRule.parkId))
      .innerJoin(holidayType, eq(holidayType.id, arrivalRule.holidayTypeId));
  }

  async listArrivalRules(): Promise<ArrivalRuleRow[]> {
    const rows = await this.arrivalRuleRows().orderBy(
      asc(park.title),
      asc(holidayType.position),
      asc(arrivalRule.noOfNights),
    );
    return rows.map(toArrivalRule);
  }

  async arrivalRuleById(id: number): Promise<ArrivalRuleRow | undefined> {
    const [row] = await this.arrivalRuleRows().where(eq(arrivalRule.id, id));
    return row && toArrivalRule(row);
  }

  /** The rule for a park, holiday type and length other than `exceptId`, if there is one. */
  async arrivalRuleFor(parkId: number, holidayTypeId: number, nights: number, exceptId = 0) {
    const [row] = await this.db
      .select({ id: arrivalRule.id })
      .from(arrivalRule)
      .where(
        and(
          eq(arrivalRule.parkId, parkId),
          eq(arrivalRule.holidayTypeId, holidayTypeId),
          eq(arrivalRule.noOfNights, nights),
          ne(arrivalRule.id, exceptId),
        ),
      );
    return row;
  }

  // Stay limits -----------------------------------------------------------------------------------

  private stayLimitRows() {
    return this.db
      .select({
        ...parkRuleColumns(stayLimit),
        startDate: stayLimit.startDate,
        endDate: stayLimit.endDate,
        minNights: stayLimit.minNights,
        maxNights: stayLimit.maxNights,
      })
      .from(stayLimit)
      .innerJoin(park, eq(park.id, stayLimit.parkId))
      .innerJoin(holidayType, eq(holidayType.id, stayLimit.holidayTypeId));
  }

  /** Limits that have not ended by `today`, by park, holiday type and start. */
  listStayLimits(today: string): Promise<StayLimitRow[]> {
    return this.stayLimitRows()
      .where(gte(stayLimit.endDate, today))
      .orderBy(asc(park.title), asc(holidayType.position), asc(stayLimit.startDate));
  }

  async stayLimitById(id: number): Promise<StayLimitRow | undefined> {
    const [row] = await this.stayLimitRows().where(eq(stayLimit.id, id));
    return row;
  }

  /** A limit of the park and holiday type, other than `exceptId`, whose dates overlap these. */
  async overlappingStayLimit(
    parkId: number,
    holidayTypeId: number,
    startDate: string,
    endDate: string,
    exceptId = 0,
  ): Promise<StayLimitRow | undefined> {
    const [row] = await this.stayLimitRows()
      .where(
        and(
          eq(stayLimit.parkId, parkId),
          eq(stayLimit.holidayTypeId, holidayTypeId),
          ne(stayLimit.id, exceptId),
          sql`${stayLimit.startDate} <= ${endDate}::date AND ${stayLimit.endDate} >= ${startDate}::date`,
        ),
      )
      .orderBy(asc(stayLimit.startDate))
      .limit(1);
    return row;
  }

  // Stop-sells ------------------------------------------------------------------------------------

  private stopSellRows() {
    return this.db
      .select({
        id: stopSell.id,
        gradeId: stopSell.gradeId,
        gradeCode: grade.gradeCode,
        gradeTitle: grade.title,
        parkCode: park.parkCode,
        startDate: stopSell.startDate,
        endDate: stopSell.endDate,
        reason: stopSell.reason,
      })
      .from(stopSell)
      .innerJoin(grade, eq(grade.id, stopSell.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId));
  }

  /** Stop-sells whose last night is `today` or later, soonest first. */
  listStopSells(today: string): Promise<StopSellRow[]> {
    return this.stopSellRows()
      .where(gte(stopSell.endDate, today))
      .orderBy(asc(stopSell.startDate), asc(grade.gradeCode), asc(stopSell.id));
  }

  async stopSellById(id: number): Promise<StopSellRow | undefined> {
    const [row] = await this.stopSellRows().where(eq(stopSell.id, id));
    return row;
  }

  // Rows of the rule tables, each keyed by its serial id --------------------------------------------

  async insertRule<K extends RuleKind>(kind: K, values: RuleValues<K>): Promise<number> {
    const table: RuleTable = RULE_TABLES[kind];
    const [row] = await this.db
      .insert(table)
      .values(values as PgInsertValue<RuleTable>)
      .returning({ id: table.id });
    return row!.id;
  }

  /** Answers whether the row was there. */
  async updateRule<K extends RuleKind>(kind: K, id: number, values: RuleValues<K>) {
    const table: RuleTable = RULE_TABLES[kind];
    const rows = await this.db
      .update(table)
      .set(values as PgUpdateSetSource<RuleTable>)
      .where(eq(table.id, id))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  /** Answers whether the row was there. */
  async deleteRule(kind: RuleKind, id: number) {
    const table: RuleTable = RULE_TABLES[kind];
    const rows = await this.db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    return rows.length > 0;
  }
}

function toArrivalRule(
  row: Omit<ArrivalRuleRow, 'weekdays'> & { weekdays: (number | null)[] },
): ArrivalRuleRow {
  return { ...row, weekdays: row.weekdays.filter((day): day is number => day !== null) };
}

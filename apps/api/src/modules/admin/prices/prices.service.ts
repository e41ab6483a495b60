import {
  BULK_EDIT_DAYS_MAX,
  BULK_EDIT_SAMPLE_SIZE,
  daysBetween,
  describeNights,
  describeWeekdays,
  formatPounds,
  londonToday,
  STAY_LENGTHS,
  type TArrivalRule,
  type TArrivalRuleInput,
  type TBulkPriceEdit,
  type TBulkPriceOutcome,
  type TPricedGrade,
  type TRateCalendarResponse,
  type TSeason,
  type TSeasonInput,
  type TStayLimit,
  type TStayLimitInput,
  type TStopSell,
  type TStopSellInput,
} from '@parkstays/contract';
import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import type { StaffService } from '../../audit/audit.service';
import type { SearchService } from '../../search/search.service';
import type {
  ArrivalRuleRow,
  PricedGradeRow,
  PricesAdminRepository,
  SeasonRow,
  StayLimitRow,
  StopSellRow,
} from './prices.repository';

type SeasonInput = TSeasonInput;
type ArrivalRuleInput = TArrivalRuleInput;
type StayLimitInput = TStayLimitInput;
type StopSellInput = TStopSellInput;

export type PricesAdminServiceOptions = {
  repository: PricesAdminRepository;
  /** Records what staff change, in the change's own transaction. */
  audit: Pick<StaffService, 'recordChange'>;
  /**
   * Told after every change, so this process's next search shows it (the engine waits to have
   * heard it; without the engine the answer cache is emptied). Other processes hear it through
   * the database's notifications.
   */
  search: Pick<SearchService, 'invalidate'>;
  now?: () => Date;
};

/** dd/mm/yyyy, as the back office shows dates. */
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

const toGrade = (g: PricedGradeRow): TPricedGrade => ({
  grade_code: g.gradeCode,
  title: g.title,
  park_code: g.parkCode,
  park_title: g.parkTitle,
  holiday_type_id: g.holidayTypeId,
  holiday_type_title: g.holidayTypeTitle,
});
const toSeason = (row: SeasonRow): TSeason => ({
  id: row.id,
  name: row.name,
  start_date: row.startDate,
  end_date: row.endDate,
});
const toArrivalRule = (row: ArrivalRuleRow): TArrivalRule => ({
  id: row.id,
  park_code: row.parkCode,
  park_title: row.parkTitle,
  holiday_type_id: row.holidayTypeId,
  holiday_type_title: row.holidayTypeTitle,
  no_of_nights: row.noOfNights,
  weekdays: row.weekdays,
});
const toStayLimit = (row: StayLimitRow): TStayLimit => ({
  id: row.id,
  park_code: row.parkCode,
  park_title: row.parkTitle,
  holiday_type_id: row.holidayTypeId,
  holiday_type_title: row.holidayTypeTitle,
  start_date: row.startDate,
  end_date: row.endDate,
  min_nights: row.minNights,
  max_nights: row.maxNights,
});
const toStopSell = (row: StopSellRow): TStopSell => ({
  id: row.id,
  grade_code: row.gradeCode,
  grade_title: row.gradeTitle,
  park_code: row.parkCode,
  start_date: row.startDate,
  end_date: row.endDate,
  reason: row.reason,
});

/**
 * The operator's prices and the rules of what is on sale (decision 038, admins): the rate calendar and
 * its bulk editor, seasons, arrival-day rules, stay limits and stop-sells. Every change is made
 * and audited in one transaction, and guests' searches show it at once. Prices apply to new
 * bookings only: a stay already booked keeps booking.standard_price_pence.
 */
export class PricesAdminService {
  private readonly now: () => Date;

  constructor(private readonly options: PricesAdminServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  private get repository() {
    return this.options.repository;
  }

  private today() {
    return londonToday(this.now());
  }

  /** A change was committed: this process's next search must show it. */
  private changed() {
    this.options.search.invalidate();
  }

  async grades(): Promise<TPricedGrade[]> {
    return (await this.repository.listGrades()).map(toGrade);
  }

  private async grade(code: string, field?: string): Promise<PricedGradeRow> {
    const found = await this.repository.gradeByCode(code);
    if (found) return found;
    const message = `There is no accommodation grade ${code}`;
    throw field ? fieldError(field, message) : notFound(message);
  }

  async rateCalendar(query: {
    grade_code: string;
    start_date: string;
    end_date: string;
  }): Promise<TRateCalendarResponse['data']> {
    const g = await this.grade(query.grade_code);
    const rows = await this.repository.rateCalendar(g, query.start_date, query.end_date);
    const days: TRateCalendarResponse['data']['days'] = [];
    for (const row of rows) {
      let day = days.at(-1);
      if (day?.arrival_date !== row.arrival_date) {
        day = {
          arrival_date: row.arrival_date,
          weekday: new Date(`${row.arrival_date}T00:00:00Z`).getUTCDay(),
          cells: [],
        };
        days.push(day);
      }
      day.cells.push({
        no_of_nights: row.no_of_nights,
        price_pence: row.price_pence,
        on_sale: row.on_sale,
        stop_sold: row.stop_sold,
        outside_stay_limits: row.outside_stay_limits,
        arrival_day_closed: row.arrival_day_closed,
      });
    }
    return { grade: toGrade(g), nights: [...STAY_LENGTHS], days };
  }

  /**
   * The stays a bulk edit covers: its grade, and its dates (a season's, or as given) from today
   * on. Refused, naming the field, when the grade or season is unknown, the dates have all passed
   * or the season is longer than a bulk edit may be.
   */
  private async bulkTarget(edit: TBulkPriceEdit) {
    const g = await this.grade(edit.grade_code, 'grade_code');
    let start = edit.start_date;
    let end = edit.end_date;
    let seasonName: string | undefined;
    if (edit.season_id !== undefined) {
      const found = await this.repository.seasonById(edit.season_id);
      if (!found) throw fieldError('season_id', 'There is no such season: choose another');
      if (daysBetween(found.startDate, found.endDate) > BULK_EDIT_DAYS_MAX)
        throw fieldError(
          'season_id',
          `The season is longer than ${BULK_EDIT_DAYS_MAX} days: enter dates instead`,
        );
      start = found.startDate;
      end = found.endDate;
      seasonName = found.name;
    }
    const today = this.today();
    if (end! < today)
      throw fieldError(
        edit.season_id === undefined ? 'end_date' : 'season_id',
        'These arrival dates have passed',
      );
    if (start! < today) start = today;
    return {
      grade: g,
      seasonName,
      target: {
        gradeId: g.id,
        startDate: start!,
        endDate: end!,
        weekdays: edit.weekdays,
        nights: edit.nights,
      },
    };
  }

  private outcome(
    edit: TBulkPriceEdit,
    found: Awaited<ReturnType<PricesAdminService['bulkTarget']>>,
    counts: Awaited<ReturnType<PricesAdminRepository['bulkCounts']>>,
  ): TBulkPriceOutcome {
    const { target, seasonName } = found;
    const when = `${describeWeekdays(target.weekdays)} from ${ukDate(target.startDate)} to ${ukDate(target.endDate)}${seasonName ? ` (${seasonName})` : ''}`;
    const what = edit.action === 'set_price' ? `£${formatPounds(edit.price_pence!)}` : 'taken off sale';
    const whenText = when.charAt(0).toUpperCase() + when.slice(1);
    return {
      grade_code: found.grade.gradeCode,
      start_date: target.startDate,
      end_date: target.endDate,
      summary: `${found.grade.title}: ${whenText}, ${describeNights(target.nights)}: ${what}`,
      cells_matched: counts.matched,
      cells_changed: counts.added + counts.updated + counts.removed,
      cells_added: counts.added,
      cells_updated: counts.updated,
      cells_removed: counts.removed,
      sample: counts.sample,
    };
  }

  /** What a bulk edit would change, changing nothing. */
  async previewBulk(edit: TBulkPriceEdit): Promise<TBulkPriceOutcome> {
    const found = await this.bulkTarget(edit);
    const after = edit.action === 'set_price' ? edit.price_pence! : null;
    const counts = await this.repository.bulkCounts(found.target, after, BULK_EDIT_SAMPLE_SIZE);
    return this.outcome(edit, found, counts);
  }

  /**
   * Applies a bulk edit in one transaction with one audit entry that sums it up (what was asked,
   * how many prices changed, a sample before and after), not one per price.
   */
  async applyBulk(
    staffUserId: number,
    edit: TBulkPriceEdit,
  ): Promise<{ message: string; outcome: TBulkPriceOutcome }> {
    const found = await this.bulkTarget(edit);
    const after = edit.action === 'set_price' ? edit.price_pence! : null;
    const outcome = await this.repository.transaction(async (repository, tx) => {
      // One grade's bulk edits one after another, so each one's counts are what it changed.
      await repository.lock(`price_list:${found.grade.id}`);
      const counts = await repository.bulkCounts(found.target, after, BULK_EDIT_SAMPLE_SIZE);
      if (after === null) await repository.removePrices(found.target);
      else await repository.setPrices(found.target, after);
      const result = this.outcome(edit, found, counts);
      const asked = {
        start_date: result.start_date,
        end_date: result.end_date,
        season_id: edit.season_id ?? null,
        weekdays: found.target.weekdays,
        nights: found.target.nights,
      };
      await this.options.audit.recordChange(tx, {
        staffUserId,
        action: after === null ? 'prices.take_off_sale' : 'prices.set',
        entityType: 'price_list',
        entityId: found.grade.gradeCode,
        before: {
          ...asked,
          prices: result.sample.map((c) => [c.arrival_date, c.no_of_nights, c.before_pence]),
        },
        after: {
          ...asked,
          price_pence: after,
          summary: result.summary,
          cells_changed: result.cells_changed,
          cells_added: result.cells_added,
          cells_updated: result.cells_updated,
          cells_removed: result.cells_removed,
        },
      });
      return result;
    });
    this.changed();
    const count = outcome.cells_changed;
    const message =
      count === 0
        ? 'Nothing to change: those stays already had that price.'
        : `Saved: ${count} ${count === 1 ? 'price' : 'prices'} changed. Guests see ${count === 1 ? 'it' : 'them'} now; stays already booked keep their price.`;
    return { message, outcome };
  }

  // Seasons ---------------------------------------------------------------------------------------

  async seasons(): Promise<TSeason[]> {
    return (await this.repository.listSeasons(this.today())).map(toSeason);
  }

  async createSeason(staffUserId: number, input: SeasonInput): Promise<TSeason> {
    return this.repository.transaction(async (repository, tx) => {
      const row = await repository.insertSeason({
        name: input.name,
        startDate: input.start_date,
        endDate: input.end_date,
      });
      await this.record(tx, staffUserId, 'season.create', 'season', row.id, null, toSeason(row));
      return toSeason(row);
    });
  }

  async updateSeason(staffUserId: number, id: number, input: SeasonInput): Promise<TSeason> {
    return this.repository.transaction(async (repository, tx) => {
      const before = await repository.seasonById(id);
      if (!before) throw notFound('There is no such season');
      const row = (await repository.updateSeason(id, {
        name: input.name,
        startDate: input.start_date,
        endDate: input.end_date,
      }))!;
      await this.record(tx, staffUserId, 'season.update', 'season', id, toSeason(before), toSeason(row));
      return toSeason(row);
    });
  }

  async deleteSeason(staffUserId: number, id: number): Promise<TSeason> {
    return this.repository.transaction(async (repository, tx) => {
      const row = await repository.deleteSeason(id);
      if (!row) throw notFound('There is no such season');
      await this.record(tx, staffUserId, 'season.delete', 'season', id, toSeason(row), null);
      return toSeason(row);
    });
  }

  // Arrival-day rules -----------------------------------------------------------------------------

  async arrivalRules(): Promise<TArrivalRule[]> {
    return (await this.repository.listArrivalRules()).map(toArrivalRule);
  }

  /** The park and holiday type of a rule or limit: the park must exist and sell the holiday type. */
  private async parkAndType(repository: PricesAdminRepository, parkCode: string, holidayTypeId: number) {
    const found = await repository.parkByCode(parkCode);
    if (!found) throw fieldError('park_code', `There is no park ${parkCode}`);
    if (!(await repository.parkSells(found.id, holidayTypeId)))
      throw fieldError('holiday_type_id', `${found.title} sells no holidays of that type: choose another`);
    return found;
  }

  private async saveArrivalRule(
    staffUserId: number,
    id: number | undefined,
    input: ArrivalRuleInput,
  ): Promise<TArrivalRule> {
    const saved = await this.repository.transaction(async (repository, tx) => {
      const before = id === undefined ? undefined : await repository.arrivalRuleById(id);
      if (id !== undefined && !before) throw notFound('There is no such arrival-day rule');
      const p = await this.parkAndType(repository, input.park_code, input.holiday_type_id);
      await repository.lock(`arrival_rule:${p.id}:${input.holiday_type_id}`);
      if (await repository.arrivalRuleFor(p.id, input.holiday_type_id, input.no_of_nights, id))
        throw fieldError(
          'no_of_nights',
          `${p.title} already has a rule for ${describeNights([input.no_of_nights])}: change that one`,
        );
      const values = {
        parkId: p.id,
        holidayTypeId: input.holiday_type_id,
        noOfNights: input.no_of_nights,
        weekdays: input.weekdays,
      };
      const savedId = id ?? (await repository.insertArrivalRule(values));
      if (id !== undefined) await repository.updateArrivalRule(id, values);
      const after = (await repository.arrivalRuleById(savedId))!;
      await this.record(
        tx,
        staffUserId,
        id === undefined ? 'arrival_rule.create' : 'arrival_rule.update',
        'arrival_rule',
        savedId,
        before ? toArrivalRule(before) : null,
        toArrivalRule(after),
      );
      return toArrivalRule(after);
    });
    this.changed();
    return saved;
  }

  createArrivalRule(staffUserId: number, input: ArrivalRuleInput) {
    return this.saveArrivalRule(staffUserId, undefined, input);
  }

  updateArrivalRule(staffUserId: number, id: number, input: ArrivalRuleInput) {
    return this.saveArrivalRule(staffUserId, id, input);
  }

  async deleteArrivalRule(staffUserId: number, id: number): Promise<TArrivalRule> {
    const removed = await this.repository.transaction(async (repository, tx) => {
      const before = await repository.arrivalRuleById(id);
      if (!before || !(await repository.deleteArrivalRule(id)))
        throw notFound('There is no such arrival-day rule');
      await this.record(
        tx,
        staffUserId,
        'arrival_rule.delete',
        'arrival_rule',
        id,
        toArrivalRule(before),
        null,
      );
      return toArrivalRule(before);
    });
    this.changed();
    return removed;
  }

  // Stay limits -----------------------------------------------------------------------------------

  async stayLimits(): Promise<TStayLimit[]> {
    return (await this.repository.listStayLimits(this.today())).map(toStayLimit);
  }

  private async saveStayLimit(
    staffUserId: number,
    id: number | undefined,
    input: StayLimitInput,
  ): Promise<TStayLimit> {
    const saved = await this.repository.transaction(async (repository, tx) => {
      const before = id === undefined ? undefined : await repository.stayLimitById(id);
      if (id !== undefined && !before) throw notFound('There is no such stay limit');
      const p = await this.parkAndType(repository, input.park_code, input.holiday_type_id);
      // Limits of one park and holiday type never overlap: each arrival date has one limit.
      await repository.lock(`stay_limit:${p.id}:${input.holiday_type_id}`);
      const overlap = await repository.overlappingStayLimit(
        p.id,
        input.holiday_type_id,
        input.start_date,
        input.end_date,
        id,
      );
      if (overlap)
        throw fieldError(
          'start_date',
          `These dates overlap the limit from ${ukDate(overlap.startDate)} to ${ukDate(overlap.endDate)}: change that one, or choose other dates`,
        );
      const values = {
        parkId: p.id,
        holidayTypeId: input.holiday_type_id,
        startDate: input.start_date,
        endDate: input.end_date,
        minNights: input.min_nights,
        maxNights: input.max_nights,
      };
      const savedId = id ?? (await repository.insertStayLimit(values));
      if (id !== undefined) await repository.updateStayLimit(id, values);
      const after = (await repository.stayLimitById(savedId))!;
      await this.record(
        tx,
        staffUserId,
        id === undefined ? 'stay_limit.create' : 'stay_limit.update',
        'stay_limit',
        savedId,
        before ? toStayLimit(before) : null,
        toStayLimit(after),
      );
      return toStayLimit(after);
    });
    this.changed();
    return saved;
  }

  createStayLimit(staffUserId: number, input: StayLimitInput) {
    return this.saveStayLimit(staffUserId, undefined, input);
  }

  updateStayLimit(staffUserId: number, id: number, input: StayLimitInput) {
    return this.saveStayLimit(staffUserId, id, input);
  }

  async deleteStayLimit(staffUserId: number, id: number): Promise<TStayLimit> {
    const removed = await this.repository.transaction(async (repository, tx) => {
      const before = await repository.stayLimitById(id);
      if (!before || !(await repository.deleteStayLimit(id))) throw notFound('There is no such stay limit');
      await this.record(tx, staffUserId, 'stay_limit.delete', 'stay_limit', id, toStayLimit(before), null);
      return toStayLimit(before);
    });
    this.changed();
    return removed;
  }

  // Stop-sells ------------------------------------------------------------------------------------

  async stopSells(): Promise<TStopSell[]> {
    return (await this.repository.listStopSells(this.today())).map(toStopSell);
  }

  private async saveStopSell(
    staffUserId: number,
    id: number | undefined,
    input: StopSellInput,
  ): Promise<TStopSell> {
    if (input.end_date < this.today()) throw fieldError('end_date', 'The last night has passed');
    const g = await this.grade(input.grade_code, 'grade_code');
    const saved = await this.repository.transaction(async (repository, tx) => {
      const before = id === undefined ? undefined : await repository.stopSellById(id);
      if (id !== undefined && !before) throw notFound('There is no such stop-sell');
      const values = {
        gradeId: g.id,
        startDate: input.start_date,
        endDate: input.end_date,
        reason: input.reason,
      };
      const savedId = id ?? (await repository.insertStopSell(values));
      if (id !== undefined) await repository.updateStopSell(id, values);
      const after = (await repository.stopSellById(savedId))!;
      await this.record(
        tx,
        staffUserId,
        id === undefined ? 'stop_sell.create' : 'stop_sell.update',
        'stop_sell',
        savedId,
        before ? toStopSell(before) : null,
        toStopSell(after),
      );
      return toStopSell(after);
    });
    this.changed();
    return saved;
  }

  createStopSell(staffUserId: number, input: StopSellInput) {
    return this.saveStopSell(staffUserId, undefined, input);
  }

  updateStopSell(staffUserId: number, id: number, input: StopSellInput) {
    return this.saveStopSell(staffUserId, id, input);
  }

  async deleteStopSell(staffUserId: number, id: number): Promise<TStopSell> {
    const removed = await this.repository.transaction(async (repository, tx) => {
      const before = await repository.stopSellById(id);
      if (!before || !(await repository.deleteStopSell(id))) throw notFound('There is no such stop-sell');
      await this.record(tx, staffUserId, 'stop_sell.delete', 'stop_sell', id, toStopSell(before), null);
      return toStopSell(before);
    });
    this.changed();
    return removed;
  }

  private record(
    tx: Database,
    staffUserId: number,
    action: string,
    entityType: 'season' | 'arrival_rule' | 'stay_limit' | 'stop_sell',
    entityId: number,
    before: unknown,
    after: unknown,
  ) {
    return this.options.audit.recordChange(tx, { staffUserId, action, entityType, entityId, before, after });
  }
}

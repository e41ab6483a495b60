import {
  BULK_EDIT_DAYS_MAX,
  BULK_EDIT_SAMPLE_SIZE,
  daysBetween,
  describeNights,
  describeWeekdays,
  formatPounds,
  STAY_LENGTHS,
  type TBulkPriceEdit,
  type TBulkPriceOutcome,
  type TPricedGrade,
  type TRateCalendarResponse,
} from '@parkstays/contract';
import type { AuditService } from '../../audit/audit.service';
import type { SearchService } from '../../search/search.service';
import { Service } from '../../service';
import type { PricedGradeRow, PricesRepository } from './prices.repository';
import { type RuleTableContext, RuleTableService } from './rule-table.service';
import {
  ARRIVAL_RULES,
  fieldError,
  gradeByCode,
  SEASONS,
  STAY_LIMITS,
  STOP_SELLS,
  ukDate,
} from './rule-tables';

export type PricesServiceOptions = {
  repository: PricesRepository;
  /** Records what staff change, in the change's own transaction. */
  audit: Pick<AuditService, 'recordChange'>;
  /**
   * Told after every change of what is on sale, so this process's next search shows it (the
   * engine waits to have heard it). Other processes hear it through the database's notifications.
   */
  search: Pick<SearchService, 'invalidate'>;
  now?: () => Date;
};

const toGrade = (g: PricedGradeRow): TPricedGrade => ({
  grade_code: g.gradeCode,
  title: g.title,
  park_code: g.parkCode,
  park_title: g.parkTitle,
  holiday_type_id: g.holidayTypeId,
  holiday_type_title: g.holidayTypeTitle,
});

/**
 * The operator's prices and the rules of what is on sale (decision 038, admins): the rate calendar and
 * its bulk editor, seasons, arrival-day rules, stay limits and stop-sells. Every change is made
 * and audited in one transaction, and guests' searches show it at once. Prices apply to new
 * bookings only: a stay already booked keeps booking.standard_price_pence.
 */
export class PricesService extends Service<PricesServiceOptions> {
  readonly seasons;
  readonly arrivalRules;
  readonly stayLimits;
  readonly stopSells;

  constructor(options: PricesServiceOptions) {
    super(options);
    const context: RuleTableContext = {
      repository: options.repository,
      audit: options.audit,
      today: () => this.today(),
      changed: () => this.changed(),
    };
    this.seasons = new RuleTableService(SEASONS, context);
    this.arrivalRules = new RuleTableService(ARRIVAL_RULES, context);
    this.stayLimits = new RuleTableService(STAY_LIMITS, context);
    this.stopSells = new RuleTableService(STOP_SELLS, context);
  }

  /** A change was committed: this process's next search must show it. */
  private changed() {
    this.options.search.invalidate();
  }

  async grades(): Promise<TPricedGrade[]> {
    return (await this.repository.listGrades()).map(toGrade);
  }

  private grade(code: string, field?: string): Promise<PricedGradeRow> {
    return gradeByCode(this.repository, code, field);
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
    found: Awaited<ReturnType<PricesService['bulkTarget']>>,
    counts: Awaited<ReturnType<PricesRepository['bulkCounts']>>,
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
}

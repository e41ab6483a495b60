import {
  describeNights,
  type TArrivalRule,
  type TArrivalRuleInput,
  type TSeason,
  type TSeasonInput,
  type TStayLimit,
  type TStayLimitInput,
  type TStopSell,
  type TStopSellInput,
  ZArrivalRuleRequest,
  ZArrivalRuleResponse,
  ZArrivalRulesAdminResponse,
  ZSeasonRequest,
  ZSeasonResponse,
  ZSeasonsResponse,
  ZStayLimitRequest,
  ZStayLimitResponse,
  ZStayLimitsResponse,
  ZStopSellRequest,
  ZStopSellResponse,
  ZStopSellsResponse,
} from '@parkstays/contract';
import { badRequest, notFound } from '../../../http/errors';
import type {
  ArrivalRuleRow,
  PricedGradeRow,
  PricesRepository,
  RuleKind,
  SeasonRow,
  StayLimitRow,
  StopSellRow,
} from './prices.repository';
import type { RuleTableRoutes } from './rule-table.routes';
import type { RuleTableRules } from './rule-table.service';

/** dd/mm/yyyy, as the back office shows dates. */
export const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** A grade by its code: refused naming `field` when there is one, else 404. */
export async function gradeByCode(
  repository: PricesRepository,
  code: string,
  field?: string,
): Promise<PricedGradeRow> {
  const found = await repository.gradeByCode(code);
  if (found) return found;
  const message = `There is no accommodation grade ${code}`;
  throw field ? fieldError(field, message) : notFound(message);
}

/** The park and holiday type of a rule or limit: the park must exist and sell the holiday type. */
async function parkAndType(repository: PricesRepository, parkCode: string, holidayTypeId: number) {
  const found = await repository.parkByCode(parkCode);
  if (!found) throw fieldError('park_code', `There is no park ${parkCode}`);
  if (!(await repository.parkSells(found.id, holidayTypeId)))
    throw fieldError('holiday_type_id', `${found.title} sells no holidays of that type: choose another`);
  return found;
}

/** "… is added.", "… is saved.", "… is removed." */
const changes = (what: string) => ({
  created: () => `${what} is added.`,
  saved: () => `${what} is saved.`,
  removed: () => `${what} is removed.`,
});

/** A park's rule for a holiday type, as answered: the rule, its park and its holiday type. */
const parkRule = (row: ArrivalRuleRow | StayLimitRow) => ({
  id: row.id,
  park_code: row.parkCode,
  park_title: row.parkTitle,
  holiday_type_id: row.holidayTypeId,
  holiday_type_title: row.holidayTypeTitle,
});

/** A rule table: its routes' words and schemas, and its service's rules. */
type RuleTable<K extends RuleKind, Input, Row, Answer, Prepared = undefined> = RuleTableRoutes<Answer> &
  RuleTableRules<K, Input, Row, Answer, Prepared>;

export const SEASONS: RuleTable<'season', TSeasonInput, SeasonRow, TSeason> = {
  kind: 'season',
  path: '/api/admin/seasons',
  schemas: { list: ZSeasonsResponse, request: ZSeasonRequest, one: ZSeasonResponse },
  summaries: {
    list: 'Seasons that have not ended, to price by (admin)',
    create: 'Adds a season (admin)',
    update: 'Changes a season (admin)',
    remove: 'Removes a season; no price changes (admin)',
  },
  messages: {
    created: (season) => `${season.name} is added.`,
    saved: (season) => `${season.name} is saved.`,
    removed: (season) => `${season.name} is removed.`,
  },
  missing: 'There is no such season',
  // Seasons only name dates for bulk edits: what is on sale does not change with them.
  onSale: false,
  toAnswer: (row) => ({ id: row.id, name: row.name, start_date: row.startDate, end_date: row.endDate }),
  list: (repository, today) => repository.listSeasons(today),
  byId: (repository, id) => repository.seasonById(id),
  values: async (input) => ({ name: input.name, startDate: input.start_date, endDate: input.end_date }),
};

export const ARRIVAL_RULES: RuleTable<'arrival_rule', TArrivalRuleInput, ArrivalRuleRow, TArrivalRule> = {
  kind: 'arrival_rule',
  path: '/api/admin/arrival-rules',
  schemas: { list: ZArrivalRulesAdminResponse, request: ZArrivalRuleRequest, one: ZArrivalRuleResponse },
  summaries: {
    list: 'Every arrival-day rule, by park, holiday type and stay length (admin)',
    create: 'Adds the arrival weekdays for a stay length at a park and holiday type (admin)',
    update: 'Changes an arrival-day rule (admin)',
    remove: 'Removes an arrival-day rule: stays of that length may then start on any day (admin)',
  },
  messages: changes('The arrival-day rule'),
  missing: 'There is no such arrival-day rule',
  onSale: true,
  toAnswer: (row) => ({ ...parkRule(row), no_of_nights: row.noOfNights, weekdays: row.weekdays }),
  list: (repository) => repository.listArrivalRules(),
  byId: (repository, id) => repository.arrivalRuleById(id),
  values: async (input, { repository, id }) => {
    const p = await parkAndType(repository, input.park_code, input.holiday_type_id);
    await repository.lock(`arrival_rule:${p.id}:${input.holiday_type_id}`);
    if (await repository.arrivalRuleFor(p.id, input.holiday_type_id, input.no_of_nights, id))
      throw fieldError(
        'no_of_nights',
        `${p.title} already has a rule for ${describeNights([input.no_of_nights])}: change that one`,
      );
    return {
      parkId: p.id,
      holidayTypeId: input.holiday_type_id,
      noOfNights: input.no_of_nights,
      weekdays: input.weekdays,
    };
  },
};

export const STAY_LIMITS: RuleTable<'stay_limit', TStayLimitInput, StayLimitRow, TStayLimit> = {
  kind: 'stay_limit',
  path: '/api/admin/stay-limits',
  schemas: { list: ZStayLimitsResponse, request: ZStayLimitRequest, one: ZStayLimitResponse },
  summaries: {
    list: 'Stay limits that have not ended, by park and holiday type (admin)',
    create: 'Adds the shortest and longest stay for arrivals over some dates (admin)',
    update: 'Changes a stay limit (admin)',
    remove: 'Removes a stay limit (admin)',
  },
  messages: changes('The stay limit'),
  missing: 'There is no such stay limit',
  onSale: true,
  toAnswer: (row) => ({
    ...parkRule(row),
    start_date: row.startDate,
    end_date: row.endDate,
    min_nights: row.minNights,
    max_nights: row.maxNights,
  }),
  list: (repository, today) => repository.listStayLimits(today),
  byId: (repository, id) => repository.stayLimitById(id),
  values: async (input, { repository, id }) => {
    const p = await parkAndType(repository, input.park_code, input.holiday_type_id);
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
    return {
      parkId: p.id,
      holidayTypeId: input.holiday_type_id,
      startDate: input.start_date,
      endDate: input.end_date,
      minNights: input.min_nights,
      maxNights: input.max_nights,
    };
  },
};

export const STOP_SELLS: RuleTable<'stop_sell', TStopSellInput, StopSellRow, TStopSell, PricedGradeRow> = {
  kind: 'stop_sell',
  path: '/api/admin/stop-sells',
  schemas: { list: ZStopSellsResponse, request: ZStopSellRequest, one: ZStopSellResponse },
  summaries: {
    list: 'Stop-sells whose last night has not passed, soonest first (admin)',
    create: 'Takes a grade off sale for some nights; stays already booked keep them (admin)',
    update: 'Changes a stop-sell (admin)',
    remove: 'Ends a stop-sell: its nights are on sale again (admin)',
  },
  messages: {
    created: (stop) => `${stop.grade_title} is off sale on those nights.`,
    saved: () => 'The stop-sell is saved.',
    removed: (stop) => `${stop.grade_title} is back on sale on those nights.`,
  },
  missing: 'There is no such stop-sell',
  onSale: true,
  toAnswer: (row) => ({
    id: row.id,
    grade_code: row.gradeCode,
    grade_title: row.gradeTitle,
    park_code: row.parkCode,
    start_date: row.startDate,
    end_date: row.endDate,
    reason: row.reason,
  }),
  list: (repository, today) => repository.listStopSells(today),
  byId: (repository, id) => repository.stopSellById(id),
  prepare: async (input, { repository, today }) => {
    if (input.end_date < today) throw fieldError('end_date', 'The last night has passed');
    return gradeByCode(repository, input.grade_code, 'grade_code');
  },
  values: async (input, { prepared: grade }) => ({
    gradeId: grade.id,
    startDate: input.start_date,
    endDate: input.end_date,
    reason: input.reason,
  }),
};

import {
  describeWeekdays,
  STAY_LENGTHS,
  type TArrivalRule,
  WEEKDAY_NAMES,
  WEEKDAYS_MONDAY_FIRST,
  ZArrivalRuleRequest,
  ZArrivalRuleResponse,
  ZArrivalRulesAdminResponse,
} from '@parkstays/contract';
import { formatNights } from '../../../../lib/format';
import { RuleTable, type RuleTableConfig } from '../components/rule-table';
import { holidayTypeField, numberOrNaN, parkField } from './questions';

type Answers = { park_code: string; holiday_type_id: string; no_of_nights: string; weekdays: string[] };

const ruleTitle = (rule: TArrivalRule) =>
  `${rule.park_title}, ${rule.holiday_type_title}: ${formatNights(rule.no_of_nights).toLowerCase()}`;

const arrivalRules: RuleTableConfig<TArrivalRule, Answers, typeof ZArrivalRuleRequest> = {
  api: {
    path: '/api/admin/arrival-rules',
    list: ZArrivalRulesAdminResponse,
    request: ZArrivalRuleRequest,
    one: ZArrivalRuleResponse,
  },
  heading: 'Arrival days',
  list: {
    label: 'Arrival-day rules',
    empty: 'No arrival-day rules: guests may arrive on any day for any stay length.',
    title: ruleTitle,
    facts: (rule) => [['Guests arrive on', describeWeekdays(rule.weekdays)]],
    removeQuestion: (rule) => `Remove the rule for ${ruleTitle(rule)}?`,
    removeWarning: (rule) =>
      `Guests will be able to arrive on any day for ${formatNights(rule.no_of_nights).toLowerCase()} at ${rule.park_title}.`,
    removeLabel: 'Remove',
  },
  idPrefix: 'arrival-rule',
  formTitle: (rule) => (rule ? 'Change the arrival days' : 'Add arrival days'),
  submitLabel: (rule) => (rule ? 'Save arrival days' : 'Add arrival days'),
  fields: [
    parkField,
    [
      holidayTypeField,
      {
        kind: 'select',
        name: 'no_of_nights',
        label: 'Stay length',
        placeholder: () => 'Choose a stay length',
        options: () => STAY_LENGTHS.map((n) => ({ value: String(n), label: formatNights(n) })),
      },
    ],
    {
      kind: 'checkboxes',
      name: 'weekdays',
      legend: 'Guests may arrive on',
      choices: WEEKDAYS_MONDAY_FIRST.map((day) => ({ value: String(day), label: WEEKDAY_NAMES[day] })),
    },
  ],
  blank: () => ({ park_code: '', holiday_type_id: '', no_of_nights: '', weekdays: [] }),
  answersOf: (rule) => ({
    park_code: rule.park_code,
    holiday_type_id: String(rule.holiday_type_id),
    no_of_nights: String(rule.no_of_nights),
    weekdays: rule.weekdays.map(String),
  }),
  toBody: (answers) => ({
    park_code: answers.park_code,
    holiday_type_id: numberOrNaN(answers.holiday_type_id),
    no_of_nights: numberOrNaN(answers.no_of_nights),
    weekdays: answers.weekdays.map(Number),
  }),
};

/**
 * Arrival-day rules: at a park, for a holiday type and stay length, the weekdays guests may arrive
 * on. The guest search, its calendar and bookings follow them as soon as they are saved; a length
 * without a rule may start on any day.
 */
export function ArrivalRulesPanel() {
  return <RuleTable table={arrivalRules} />;
}

import {
  type TStopSell,
  type TStopSellRequest,
  ZStopSellRequest,
  ZStopSellResponse,
  ZStopSellsResponse,
} from '@parkstays/contract';
import { formatDate } from '../../../../lib/format';
import { gradeOptions } from '../choices';
import { RuleTable, type RuleTableConfig } from '../components/rule-table';

type Answers = Required<TStopSellRequest>;

const nightsText = (stop: TStopSell) =>
  stop.start_date === stop.end_date
    ? `The night of ${formatDate(stop.start_date)}`
    : `${formatDate(stop.start_date)} to ${formatDate(stop.end_date)}`;

const stopSells: RuleTableConfig<TStopSell, Answers, typeof ZStopSellRequest> = {
  api: {
    path: '/api/admin/stop-sells',
    list: ZStopSellsResponse,
    request: ZStopSellRequest,
    one: ZStopSellResponse,
  },
  heading: 'Stop-sells',
  list: {
    label: 'Stop-sells',
    empty: 'Nothing is stop-sold: every priced stay is on sale.',
    title: (stop) => `${stop.grade_title} (${stop.grade_code})`,
    facts: (stop) => [
      ['Nights', nightsText(stop)],
      ...(stop.reason ? ([['Reason', stop.reason]] as [string, string][]) : []),
    ],
    removeQuestion: (stop) => `Put ${stop.grade_title} back on sale?`,
    removeWarning: (stop) => `${nightsText(stop)}: guests can book them again at once.`,
    removeLabel: 'End stop-sell',
  },
  idPrefix: 'stop-sell',
  formTitle: (stop) => (stop ? 'Change the stop-sell' : 'Stop selling a grade'),
  submitLabel: (stop) => (stop ? 'Save stop-sell' : 'Stop selling'),
  fields: [
    {
      kind: 'select',
      name: 'grade_code',
      label: 'Accommodation',
      placeholder: ({ loadingGrades }) => (loadingGrades ? 'Loading grades…' : 'Choose a grade'),
      options: ({ grades }) => gradeOptions(grades),
    },
    [
      { kind: 'date', name: 'start_date', label: 'First night off sale', fromToday: true },
      { kind: 'date', name: 'end_date', label: 'Last night off sale', fromToday: true },
    ],
    {
      kind: 'text',
      name: 'reason',
      label: 'Reason (optional)',
      hint: 'For staff only, for example Drainage works',
    },
  ],
  blank: (gradeCode) => ({ grade_code: gradeCode, start_date: '', end_date: '', reason: '' }),
  answersOf: ({ grade_code, start_date, end_date, reason }) => ({ grade_code, start_date, end_date, reason }),
  toBody: (answers) => answers,
};

/**
 * Stop-sells: a grade taken off sale for some nights. No new stay that spends one of them there is
 * sold from the moment it is saved; stays already booked keep their nights. A new one starts on
 * the grade the screen shows.
 */
export function StopSellsPanel({ gradeCode }: { gradeCode: string }) {
  return <RuleTable table={stopSells} gradeCode={gradeCode} />;
}

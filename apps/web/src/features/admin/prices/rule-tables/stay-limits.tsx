import {
  STAY_NIGHTS_MAX,
  type TStayLimit,
  ZStayLimitRequest,
  ZStayLimitResponse,
  ZStayLimitsResponse,
} from '@parkstays/contract';
import { formatDate, formatNights } from '../../../../lib/format';
import { RuleTable, type RuleTableConfig } from '../components/rule-table';
import { holidayTypeField, numberOrNaN, parkField } from './questions';

type Answers = {
  park_code: string;
  holiday_type_id: string;
  start_date: string;
  end_date: string;
  min_nights: string;
  max_nights: string;
};

const NIGHT_OPTIONS = Array.from({ length: STAY_NIGHTS_MAX }, (_, i) => ({
  value: String(i + 1),
  label: formatNights(i + 1),
}));

const limitTitle = (limit: TStayLimit) => `${limit.park_title}, ${limit.holiday_type_title}`;

const stayLimits: RuleTableConfig<TStayLimit, Answers, typeof ZStayLimitRequest> = {
  api: {
    path: '/api/admin/stay-limits',
    list: ZStayLimitsResponse,
    request: ZStayLimitRequest,
    one: ZStayLimitResponse,
  },
  heading: 'Stay limits',
  list: {
    label: 'Stay limits',
    empty: 'No stay limits: every priced stay length is on sale.',
    title: limitTitle,
    facts: (limit) => [
      ['Arrivals', `${formatDate(limit.start_date)} to ${formatDate(limit.end_date)}`],
      [
        'Stays of',
        limit.min_nights === limit.max_nights
          ? `${formatNights(limit.min_nights).toLowerCase()} only`
          : `${limit.min_nights} to ${limit.max_nights} nights`,
      ],
    ],
    removeQuestion: (limit) => `Remove the stay limit for ${limitTitle(limit)}?`,
    removeWarning: () => 'Every priced stay length for those arrivals goes back on sale.',
    removeLabel: 'Remove',
  },
  idPrefix: 'stay-limit',
  formTitle: (limit) => (limit ? 'Change the stay limit' : 'Add a stay limit'),
  submitLabel: (limit) => (limit ? 'Save stay limit' : 'Add stay limit'),
  fields: [
    parkField,
    holidayTypeField,
    [
      { kind: 'date', name: 'start_date', label: 'First arrival date' },
      { kind: 'date', name: 'end_date', label: 'Last arrival date' },
    ],
    [
      { kind: 'select', name: 'min_nights', label: 'Shortest stay', options: () => NIGHT_OPTIONS },
      { kind: 'select', name: 'max_nights', label: 'Longest stay', options: () => NIGHT_OPTIONS },
    ],
  ],
  blank: () => ({
    park_code: '',
    holiday_type_id: '',
    start_date: '',
    end_date: '',
    min_nights: '1',
    max_nights: String(STAY_NIGHTS_MAX),
  }),
  answersOf: (limit) => ({
    park_code: limit.park_code,
    holiday_type_id: String(limit.holiday_type_id),
    start_date: limit.start_date,
    end_date: limit.end_date,
    min_nights: String(limit.min_nights),
    max_nights: String(limit.max_nights),
  }),
  toBody: (answers) => ({
    park_code: answers.park_code,
    holiday_type_id: numberOrNaN(answers.holiday_type_id),
    start_date: answers.start_date,
    end_date: answers.end_date,
    min_nights: numberOrNaN(answers.min_nights),
    max_nights: numberOrNaN(answers.max_nights),
  }),
};

/**
 * Stay limits: for arrivals between two dates at a park under a holiday type, the shortest and
 * longest stay on sale. Stays outside them leave the guest search at once; bookings made keep theirs.
 */
export function StayLimitsPanel() {
  return <RuleTable table={stayLimits} />;
}

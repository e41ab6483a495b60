import {
  type TSeason,
  type TSeasonRequest,
  ZSeasonRequest,
  ZSeasonResponse,
  ZSeasonsResponse,
} from '@parkstays/contract';
import { formatDate } from '../../../../lib/format';
import type { RuleApi } from '../api/rule-api';
import { RuleTable, type RuleTableConfig } from '../components/rule-table';

/** The seasons on the API; the bulk editor offers them too. */
export const seasonsApi: RuleApi<TSeason, typeof ZSeasonRequest> = {
  path: '/api/admin/seasons',
  list: ZSeasonsResponse,
  request: ZSeasonRequest,
  one: ZSeasonResponse,
};

const seasons: RuleTableConfig<TSeason, TSeasonRequest, typeof ZSeasonRequest> = {
  api: seasonsApi,
  heading: 'Seasons',
  list: {
    label: 'Seasons',
    empty: 'No seasons yet: add one to choose it in the bulk editor.',
    title: (season) => season.name,
    facts: (season) => [['Dates', `${formatDate(season.start_date)} to ${formatDate(season.end_date)}`]],
    removeQuestion: (season) => `Remove ${season.name}?`,
    removeWarning: () => 'No price changes: the season is only a name for its dates.',
    removeLabel: 'Remove',
  },
  idPrefix: 'season',
  formTitle: (season) => (season ? `Change ${season.name}` : 'Add a season'),
  submitLabel: (season) => (season ? 'Save season' : 'Add season'),
  fields: [
    { kind: 'text', name: 'name', label: 'Name', hint: 'For example Summer holidays 2027' },
    [
      { kind: 'date', name: 'start_date', label: 'First day' },
      { kind: 'date', name: 'end_date', label: 'Last day' },
    ],
  ],
  blank: () => ({ name: '', start_date: '', end_date: '' }),
  answersOf: ({ name, start_date, end_date }) => ({ name, start_date, end_date }),
  toBody: (answers) => answers,
};

/** Seasons: named date ranges the bulk editor offers ("Summer holidays"). They change no price themselves. */
export function SeasonsPanel() {
  return <RuleTable table={seasons} />;
}

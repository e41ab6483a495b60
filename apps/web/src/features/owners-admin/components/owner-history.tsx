import type { TAuditEntry } from '@parkstays/contract';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatPence } from '../../../lib/format';
import { useOwnerHistory } from '../api/get-owner-history';
import { OwnerSection } from './owner-section';
import styles from './owners-admin.module.css';

const ACTIONS: Record<string, string> = {
  'owner.create': 'Added the owner',
  'owner.update': 'Changed the details',
  'owner.current_deal': 'Changed the current deal',
  'owner.link_code_send': 'Sent a link code',
  'deal.create': 'Added a deal',
  'deal.update': 'Changed a deal',
  'ledger_entry.post': 'Posted to the ledger',
  'owner_visit.create': 'Added a visit',
  'owner_visit.change_dates': "Changed a visit's dates",
  'owner_visit.cancel': 'Cancelled a visit',
};

const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  phone_no: 'Phone',
  address: 'Address',
  address_2: 'Address line 2',
  city: 'Town or city',
  county: 'County',
  post_code: 'Post code',
  country_region_code: 'Country',
  document_type: 'Type',
  reason_code: 'Reason',
  park_code: 'Park',
  plot_no: 'Plot',
  sub_park: 'Sub-park',
  completed_date: 'Completed',
  site_fee_contribtuion: 'Site fee contribution',
  unit_no: 'Unit',
  document_no: 'Document',
  description: 'Description',
  amount_pence: 'Amount',
  posting_date: 'Posted',
  due_date: 'Due',
  account_email: 'For the account',
  sent_to: 'Sent to',
  deal_no: 'Deal',
  current_deal_no: 'Current deal',
  start_date: 'Start',
  end_date: 'End',
};

const show = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'number' && key.endsWith('_pence')) return formatPence(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The fields a change touched, as "label: before → after" (only what changed, when both are known). */
function changes(entry: TAuditEntry): string[] {
  const before = (entry.before && typeof entry.before === 'object' ? entry.before : {}) as Record<
    string,
    unknown
  >;
  const after = (entry.after && typeof entry.after === 'object' ? entry.after : {}) as Record<
    string,
    unknown
  >;
  const all = new Set([...Object.keys(before), ...Object.keys(after)]);
  // Money is recorded as text and in pence (a deal's deposit_amount and deposit_amount_pence): the pence are shown.
  const keys = [...all].filter(
    (key) =>
      key !== 'id' &&
      !key.endsWith('_id') &&
      key !== 'entry_no' &&
      key !== 'customer_no' &&
      !all.has(`${key}_pence`),
  );
  const lines: string[] = [];
  for (const key of keys) {
    const label = LABELS[key] ?? key.replace(/_(pence|amount)$/, '').replace(/_/g, ' ');
    const had = key in before;
    const has = key in after;
    if (had && has && JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (had && has) lines.push(`${label}: ${show(key, before[key])} → ${show(key, after[key])}`);
    else if (has && entry.before === null) {
      if (after[key] !== null && after[key] !== '' && after[key] !== 0)
        lines.push(`${label}: ${show(key, after[key])}`);
    } else if (had) lines.push(`${label}: ${show(key, before[key])}`);
  }
  return lines;
}

/** What staff have done to the owner's record, newest first. */
export function OwnerHistory({ customerNo }: { customerNo: string }) {
  const history = useOwnerHistory(customerNo);
  return (
    <OwnerSection title="History">
      {history.isPending ? (
        <div aria-busy="true">
          <Skeleton />
          <Skeleton short />
        </div>
      ) : history.isError ? (
        <Alert variant="error">{errorMessage(history.error)}</Alert>
      ) : history.data.length === 0 ? (
        <p className={styles.muted}>Staff have not changed this owner yet.</p>
      ) : (
        <ol className={styles.plainList}>
          {history.data.map((entry) => (
            <li key={entry.id} className={styles.history}>
              <p className={styles.strong}>{ACTIONS[entry.action] ?? entry.action.replace(/[._]/g, ' ')}</p>
              <p className={styles.secondLine}>
                {entry.staff.name || entry.staff.email}, {formatDateTime(entry.at)}
              </p>
              {changes(entry).length ? (
                <ul className={styles.changes}>
                  {changes(entry).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </OwnerSection>
  );
}

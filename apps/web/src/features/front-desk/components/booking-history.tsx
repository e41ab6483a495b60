import type { TAuditEntry } from '@parkstays/contract';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatPence } from '../../../lib/format';
import { useBookingHistory } from '../api/get-booking-history';
import { DeskSection } from './booking-details';
import styles from './front-desk.module.css';

const ACTIONS: Record<string, string> = {
  'booking.change': 'Changed the booking',
  'booking.move': 'Moved the booking',
  'booking.cancel': 'Cancelled the booking',
  'booking.refund': 'Refunded a payment',
  'booking.payment': 'Took a payment',
  'booking.note': 'Added a note',
  'booking.check_in': 'Checked the party in',
  'booking.resend_confirmation': 'Sent the confirmation again',
  'unit_block.create': 'Blocked the unit',
  'unit_block.remove': 'Removed the unit block',
};

const FIELD_LABELS: Record<string, string> = {
  arrival_date: 'Arrival',
  no_of_nights: 'Nights',
  grade: 'Accommodation',
  unit: 'Unit',
  no_of_adults: 'Adults',
  no_of_children: 'Children',
  has_pets: 'Pets',
  extras: 'Extras',
  total_pence: 'Total',
  note: 'Note',
  to: 'Sent to',
  status: 'Status',
};

/** An action's name in plain words; one we do not know yet is shown as it is recorded. */
export function describeAction(action: string): string {
  return ACTIONS[action] ?? action.replace(/[._]/g, ' ');
}

/** One recorded value in plain words: money, dates, yes/no. */
export function describeValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && key.endsWith('_pence')) return formatPence(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields a change touched, each as "label: before → after" (or just the value when new). */
export function describeChanges(entry: Pick<TAuditEntry, 'before' | 'after'>): string[] {
  const before = (entry.before && typeof entry.before === 'object' ? entry.before : {}) as Record<
    string,
    unknown
  >;
  const after = (entry.after && typeof entry.after === 'object' ? entry.after : {}) as Record<
    string,
    unknown
  >;
  // The database keeps JSON keys in its own order: put them back in the order of the form.
  const order = Object.keys(FIELD_LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !key.endsWith('_id'))
    .sort((a, b) => rank(a) - rank(b));
  return keys.map((key) => {
    const label = FIELD_LABELS[key] ?? key.replace(/_/g, ' ');
    if (!(key in before)) return `${label}: ${describeValue(key, after[key])}`;
    if (!(key in after)) return `${label}: ${describeValue(key, before[key])} (removed)`;
    return `${label}: ${describeValue(key, before[key])} → ${describeValue(key, after[key])}`;
  });
}

/** What staff have done to the booking, newest first: who, when, what, before → after. */
export function BookingHistory({ bookingNo }: { bookingNo: string }) {
  const history = useBookingHistory(bookingNo);
  return (
    <DeskSection title="History">
      {history.isPending ? (
        <div aria-busy="true">
          <Skeleton />
          <Skeleton short />
        </div>
      ) : history.isError ? (
        <Alert variant="error">{errorMessage(history.error)}</Alert>
      ) : history.data.length === 0 ? (
        <p className={styles.muted}>Staff have not changed this booking yet.</p>
      ) : (
        <ol className={styles.plainList}>
          {history.data.map((entry) => (
            <li key={entry.id} className={styles.note}>
              <p className={styles.strong}>{describeAction(entry.action)}</p>
              <p className={styles.secondLine}>
                {entry.staff.name || entry.staff.email}, {formatDateTime(entry.at)}
              </p>
              {describeChanges(entry).length ? (
                <ul className={styles.changes}>
                  {describeChanges(entry).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </DeskSection>
  );
}

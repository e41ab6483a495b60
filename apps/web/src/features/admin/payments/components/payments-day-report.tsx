import type { TMoneyMovement } from '@parkstays/contract';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { backOfficeBookingPath } from '../../../../config/back-office-paths';
import { formatDateTime, formatLongDate, formatPence, formatTime } from '../../../../lib/format';
import { usePaymentsDay } from '../api/get-payments-day';
import line from './money-line.module.css';
import { movementMethodWords, statusGroupWords, statusWords } from './money-words';
import styles from './payments-day-report.module.css';

export type PaymentsDayReportProps = {
  /** The London day, yyyy-mm-dd. */
  date: string;
};

function PaidFor({ movement }: { movement: TMoneyMovement }) {
  const { paid_for: paidFor } = movement;
  const label =
    paidFor.kind === 'stay'
      ? `${paidFor.reference}${paidFor.name ? `, ${paidFor.name}` : ''}`
      : paidFor.kind === 'activity'
        ? `Activity booking ${paidFor.reference}${paidFor.booking_no ? ` (stay ${paidFor.booking_no})` : ''}`
        : `Owner's invoice ${paidFor.reference}`;
  const to = paidFor.booking_no ? backOfficeBookingPath(paidFor.booking_no) : undefined;
  return to ? <Link to={to}>{label}</Link> : <span>{label}</span>;
}

/**
 * A day's money at the desk: what came in by online and telephone card, what went back, every
 * payment and refund, and the ones the reconciliation job is still working on with what it decided.
 */
export function PaymentsDayReport({ date }: PaymentsDayReportProps) {
  const day = usePaymentsDay(date);
  if (day.isPending)
    return (
      <LoadingSkeleton
        className={styles.report}
        label="Loading the day's payments…"
        shapes={['block', 'line', 'short']}
        announce
      />
    );
  if (day.isError) return <LoadFailed title="The day's payments could not be loaded" query={day} inline />;
  const { totals, movements, open, by_status: byStatus } = day.data;
  return (
    <div className={styles.report}>
      <section aria-labelledby="day-totals" className={styles.section}>
        <h2 id="day-totals" className={styles.heading}>
          Totals for {formatLongDate(date)}
        </h2>
        <ul className={styles.totals}>
          <li className={styles.total}>
            <span className={styles.totalLabel}>Online card</span>
            <span className={styles.totalAmount}>{formatPence(totals.online_card.amount_pence)}</span>
            <span className={styles.totalCount}>{totals.online_card.count} taken</span>
          </li>
          <li className={styles.total}>
            <span className={styles.totalLabel}>Telephone card</span>
            <span className={styles.totalAmount}>{formatPence(totals.telephone_card.amount_pence)}</span>
            <span className={styles.totalCount}>{totals.telephone_card.count} taken</span>
          </li>
          <li className={styles.total}>
            <span className={styles.totalLabel}>Refunds</span>
            <span className={styles.totalAmount}>{formatPence(totals.refunds.amount_pence)}</span>
            <span className={styles.totalCount}>{totals.refunds.count} given back</span>
          </li>
          <li className={styles.total}>
            <span className={styles.totalLabel}>Net</span>
            <span className={styles.totalAmount}>{formatPence(totals.net_pence)}</span>
            <span className={styles.totalCount}>Card payments less refunds</span>
          </li>
        </ul>
        {byStatus.length > 0 ? (
          <ul className={styles.statuses} aria-label="By status">
            {byStatus.map((group) => (
              <li key={`${group.kind}.${group.status}`}>
                {`${statusGroupWords(group.kind, group.status)}: ${group.count}, ${formatPence(group.amount_pence)}`}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {open.length > 0 ? (
        <section aria-labelledby="day-open" className={`${styles.section} ${styles.open}`}>
          <h2 id="day-open" className={styles.heading}>
            Still being checked ({open.length})
          </h2>
          <p className={styles.note}>
            The card processor has not answered these yet. The reconciliation job asks it every few minutes;
            its latest decision is shown.
          </p>
          <ul className={styles.list}>
            {open.map((movement) => (
              <li key={`${movement.kind}-${movement.id}`} className={styles.item}>
                <div className={line.row}>
                  <span className={line.amount}>
                    {movement.kind === 'refund' ? 'Refund ' : ''}
                    {formatPence(movement.amount_pence)}
                  </span>
                  <span className={styles.badge}>{statusWords(movement.kind, movement.status)}</span>
                </div>
                <p className={styles.meta}>
                  <PaidFor movement={movement} /> · {movementMethodWords(movement)}
                </p>
                <p className={styles.meta}>
                  Last decision ({formatDateTime(movement.updated_at)}):{' '}
                  {movement.status_detail || 'Not checked yet'}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="day-movements" className={styles.section}>
        <h2 id="day-movements" className={styles.heading}>
          Payments and refunds
        </h2>
        {movements.length === 0 ? (
          <EmptyState>No payments or refunds on this day. Choose another day to see its money.</EmptyState>
        ) : (
          <ul className={styles.list}>
            {movements.map((movement) => (
              <li
                key={`${movement.kind}-${movement.id}`}
                className={`${styles.item} ${movement.open ? styles.itemOpen : ''}`}
              >
                <div className={line.row}>
                  <span className={line.amount}>
                    {movement.kind === 'refund'
                      ? `Refund ${formatPence(movement.amount_pence)}`
                      : formatPence(movement.amount_pence)}
                  </span>
                  <span className={styles.badge}>{statusWords(movement.kind, movement.status)}</span>
                </div>
                <p className={styles.meta}>
                  {formatTime(movement.at)} · <PaidFor movement={movement} /> ·{' '}
                  {movementMethodWords(movement)}
                </p>
                {movement.reason ? <p className={styles.meta}>Reason: {movement.reason}</p> : null}
                {movement.open ? (
                  <p className={styles.meta}>
                    Being checked: {movement.status_detail || 'waiting for the card processor'}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import type { TBookingView } from '@parkstays/contract';
import type { ReactNode } from 'react';
import { formatDateTime, formatPence } from '../../../lib/format';
import { paymentStatusWords, refundStatusWords } from '../payment-status';
import styles from './payment-history.module.css';

type Payment = TBookingView['payments'][number];
type Refund = TBookingView['refunds'][number];

/**
 * Every payment of a booking, refunds and failed attempts included, with its status in words,
 * newest first. A table on a wide screen; a list of cards on a phone (each cell says what it is).
 */
export function PaymentHistory({
  payments,
  refunds = [],
  labelledBy,
}: {
  payments: Payment[];
  /** Money staff gave back on those payments: each is a row of its own, as a minus amount. */
  refunds?: Refund[];
  labelledBy: string;
}) {
  // Payments in the order the API gives (newest first); each refund goes in before the first
  // payment older than it.
  const waiting = [...refunds].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const rows: ReactNode[] = [];
  const refundRow = (refund: Refund) => <RefundRow key={`refund-${refund.id}`} refund={refund} />;
  for (const payment of payments) {
    while (waiting.length && Date.parse(waiting[0]!.created_at) >= Date.parse(payment.created_at))
      rows.push(refundRow(waiting.shift()!));
    rows.push(<PaymentRow key={payment.id} payment={payment} />);
  }
  rows.push(...waiting.map(refundRow));
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Payment</th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const words = paymentStatusWords(payment.status);
  const amount = formatPence(payment.amount_pence);
  return (
    <tr className={words.money === 'none' ? styles.noMoney : undefined}>
      <td data-label="Date">{formatDateTime(payment.created_at)}</td>
      <td data-label="Payment">
        No. {payment.id}
        {payment.elite_payment_id ? (
          <span className={styles.reference}>Reference {payment.elite_payment_id}</span>
        ) : null}
      </td>
      <td data-label="Amount" className={styles.amount}>
        {words.money === 'none' ? (
          <>
            Nothing taken
            <span className={styles.detail}>{amount} tried</span>
          </>
        ) : (
          amount
        )}
      </td>
      <StatusCell words={words} />
    </tr>
  );
}

function RefundRow({ refund }: { refund: Refund }) {
  return (
    <tr>
      <td data-label="Date">{formatDateTime(refund.created_at)}</td>
      <td data-label="Payment">
        Refund of payment No. {refund.payment_id}
        {refund.reason ? <span className={styles.reference}>{refund.reason}</span> : null}
      </td>
      <td data-label="Amount" className={styles.amount}>
        −{formatPence(refund.amount_pence)}
      </td>
      <StatusCell words={refundStatusWords(refund.status)} />
    </tr>
  );
}

function StatusCell({ words }: { words: ReturnType<typeof paymentStatusWords> }) {
  return (
    <td data-label="Status">
      <span className={`${styles.status} ${styles[words.money]}`}>{words.label}</span>
      {words.note ? <span className={styles.detail}>{words.note}</span> : null}
    </td>
  );
}

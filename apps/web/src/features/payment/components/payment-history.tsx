import type { TBookingView } from '@parkstays/contract';
import { formatDateTime, formatPence } from '../../../lib/format';
import { paymentStatusWords } from '../payment-status';
import styles from './payment-history.module.css';

type Payment = TBookingView['payments'][number];

/**
 * Every payment of a booking, refunds and failed attempts included, with its status in words. A
 * table on a wide screen; a list of cards on a phone (each cell says what it is).
 */
export function PaymentHistory({ payments, labelledBy }: { payments: Payment[]; labelledBy: string }) {
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
      <tbody>
        {payments.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} />
        ))}
      </tbody>
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
      <td data-label="Status">
        <span className={`${styles.status} ${styles[words.money]}`}>{words.label}</span>
        {words.note ? <span className={styles.detail}>{words.note}</span> : null}
      </td>
    </tr>
  );
}

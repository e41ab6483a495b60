import type { TBookingView } from '@parkstays/contract';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { formatDateTime, formatPence } from '../../../lib/format';
import { paymentStatusWords, refundStatusWords } from '../payment-status';
import styles from './payment-history.module.css';

type Payment = TBookingView['payments'][number];
type Refund = TBookingView['refunds'][number];
type Row = { kind: 'payment'; payment: Payment } | { kind: 'refund'; refund: Refund };

const wordsOf = (row: Row) =>
  row.kind === 'payment' ? paymentStatusWords(row.payment.status) : refundStatusWords(row.refund.status);

const COLUMNS: DataColumn<Row>[] = [
  {
    key: 'date',
    header: 'Date',
    className: styles.date,
    cell: (row) => formatDateTime(row.kind === 'payment' ? row.payment.created_at : row.refund.created_at),
  },
  {
    key: 'payment',
    header: 'Payment',
    cell: (row) =>
      row.kind === 'payment' ? (
        <>
          No. {row.payment.id}
          {row.payment.elite_payment_id ? (
            <span className={styles.reference}>Reference {row.payment.elite_payment_id}</span>
          ) : null}
        </>
      ) : (
        <>
          Refund of payment No. {row.refund.payment_id}
          {row.refund.reason ? <span className={styles.reference}>{row.refund.reason}</span> : null}
        </>
      ),
  },
  {
    key: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (row) => {
      if (row.kind === 'refund') return `−${formatPence(row.refund.amount_pence)}`;
      const amount = formatPence(row.payment.amount_pence);
      if (wordsOf(row).money !== 'none') return amount;
      return (
        <>
          Nothing taken
          <span className={styles.detail}>{amount} tried</span>
        </>
      );
    },
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const words = wordsOf(row);
      return (
        <>
          <span className={`${styles.status} ${styles[words.money]}`}>{words.label}</span>
          {words.note ? <span className={styles.detail}>{words.note}</span> : null}
        </>
      );
    },
  },
];

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
  const rows: Row[] = [];
  for (const payment of payments) {
    while (waiting.length && Date.parse(waiting[0]!.created_at) >= Date.parse(payment.created_at))
      rows.push({ kind: 'refund', refund: waiting.shift()! });
    rows.push({ kind: 'payment', payment });
  }
  rows.push(...waiting.map((refund) => ({ kind: 'refund' as const, refund })));
  return (
    <DataTable
      labelledBy={labelledBy}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => (row.kind === 'payment' ? row.payment.id : `refund-${row.refund.id}`)}
    />
  );
}

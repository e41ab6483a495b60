import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FactList } from '../../../../components/ui/fact-list';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { formatDateTime, formatPence } from '../../../../lib/format';
import { useBookingPayments } from '../api/get-booking-payments';
import styles from './booking-money-panel.module.css';
import line from './money-line.module.css';
import { methodWords, statusWords } from './money-words';
import { CancelDialog, RefundDialog } from './refund-dialogs';
import { TakePaymentDialog } from './take-payment-dialog';

export type BookingMoneyPanelProps = {
  /** The stay's reference (BK…). */
  bookingNo: string;
};

type Open = 'refund' | 'take-payment' | 'cancel' | undefined;

/**
 * A stay's money at the desk: what was paid and how, what was refunded and by whom, with the
 * actions reception takes (refund, take a payment by telephone, cancel with a refund).
 */
export function BookingMoneyPanel({ bookingNo }: BookingMoneyPanelProps) {
  const money = useBookingPayments(bookingNo);
  const [open, setOpen] = useState<Open>();
  const headingId = `money-${bookingNo}`;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Payments and refunds
      </h2>
      {money.isPending ? (
        <LoadingSkeleton label="Loading payments…" shapes={['line', 'short', 'block']} announce />
      ) : money.isError ? (
        <LoadFailed title="The payments could not be loaded" query={money} inline />
      ) : (
        <>
          {/* The stay's total, paid and balance are the booking's own (its page shows them beside
              this panel); here is what only the payments can say. */}
          <FactList stackOnPhone className={styles.facts}>
            <dt>Refunded</dt>
            <dd>
              {formatPence(money.data.refunded_pence)}
              {money.data.refund_pending_pence > 0
                ? ` (and ${formatPence(money.data.refund_pending_pence)} being checked)`
                : ''}
            </dd>
            <dt>Can be refunded</dt>
            <dd>{formatPence(money.data.refundable_pence)}</dd>
          </FactList>
          {money.data.status === 'cancelled' ? (
            <Alert variant="info">This booking is cancelled. What was kept can still be refunded.</Alert>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => setOpen('refund')}
              disabled={money.data.refundable_pence <= 0}
            >
              Refund
            </Button>
            {money.data.status === 'held' || money.data.status === 'confirmed' ? (
              <>
                <Button
                  variant="secondary"
                  onClick={() => setOpen('take-payment')}
                  disabled={money.data.balance_due_pence <= 0 || money.data.in_flight_pence > 0}
                >
                  Take a payment
                </Button>
                <Button variant="secondary" onClick={() => setOpen('cancel')}>
                  Cancel booking
                </Button>
              </>
            ) : null}
          </div>
          {money.data.payments.length === 0 ? (
            <EmptyState>No payments yet. Take a payment by telephone when the guest calls.</EmptyState>
          ) : (
            <ul className={styles.list}>
              {money.data.payments.map((payment) => (
                <li key={payment.id} className={styles.payment}>
                  <div className={line.row}>
                    <span className={line.amount}>{formatPence(payment.amount_pence)}</span>
                    <span className={`${styles.status} ${styles[payment.status] ?? ''}`}>
                      {statusWords('payment', payment.status)}
                    </span>
                  </div>
                  <p className={styles.meta}>
                    {formatDateTime(payment.at)} · {methodWords(payment)}
                    {payment.card_last_four ? ` · card ending ${payment.card_last_four}` : ''}
                    {payment.refunded_pence > 0 ? ` · ${formatPence(payment.refunded_pence)} refunded` : ''}
                  </p>
                  {payment.status !== 'authorised' && payment.status_detail ? (
                    <p className={styles.meta}>{payment.status_detail}</p>
                  ) : null}
                  {payment.refunds.length > 0 ? (
                    <ul
                      className={styles.refunds}
                      aria-label={`Refunds of the ${formatPence(payment.amount_pence)} payment`}
                    >
                      {payment.refunds.map((refund) => (
                        <li key={refund.id} className={styles.refund}>
                          <div className={line.row}>
                            <span>Refund {formatPence(refund.amount_pence)}</span>
                            <span className={`${styles.status} ${styles[`refund-${refund.status}`] ?? ''}`}>
                              {statusWords('refund', refund.status)}
                            </span>
                          </div>
                          <p className={styles.meta}>
                            {formatDateTime(refund.at)} · by {refund.by.name} · {refund.reason}
                          </p>
                          {refund.status !== 'refunded' && refund.status_detail ? (
                            <p className={styles.meta}>{refund.status_detail}</p>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <RefundDialog
            bookingNo={bookingNo}
            open={open === 'refund'}
            onClose={() => setOpen(undefined)}
            refundablePence={money.data.refundable_pence}
          />
          <TakePaymentDialog
            bookingNo={bookingNo}
            open={open === 'take-payment'}
            onClose={() => setOpen(undefined)}
            duePence={money.data.balance_due_pence}
          />
          <CancelDialog
            bookingNo={bookingNo}
            open={open === 'cancel'}
            onClose={() => setOpen(undefined)}
            refundablePence={money.data.refundable_pence}
          />
        </>
      )}
    </section>
  );
}

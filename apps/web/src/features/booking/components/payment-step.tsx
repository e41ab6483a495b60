import type { TBookingView } from '@parkstays/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { BookingSummary } from './booking-summary';
import { CouponForm } from './coupon-form';
import { HoldCountdown } from './hold-countdown';
import styles from './payment-step.module.css';

/**
 * Step 3: the summary, the coupon box, the payment options and the card form. The screen passes
 * the card form (`children`), shown while there is something to pay.
 */
export function PaymentStep({ view, children }: { view: TBookingView; children?: ReactNode }) {
  const { booking } = view;
  const attributes = view.eliteData['@attributes'];
  const paid = attributes.confirmed === 'true' && attributes.outstanding_amount_pence <= 0;

  return (
    <div>
      {booking.status === 'held' && booking.hold_expires_at ? (
        <HoldCountdown expiresAt={booking.hold_expires_at} />
      ) : null}
      <BookingSummary view={view} />
      {paid ? (
        <Alert variant="success">This booking is paid in full.</Alert>
      ) : (
        <>
          <CouponForm bookingId={booking.id} appliedCode={attributes.promotional_code} />
          <section aria-labelledby="payment-heading" className={styles.payment}>
            <h2 id="payment-heading" className={styles.heading}>
              Payment
            </h2>
            {view.payment_options.length === 0 ? (
              <Alert variant="warning">There is nothing to pay on this booking right now.</Alert>
            ) : (
              children
            )}
          </section>
        </>
      )}
    </div>
  );
}

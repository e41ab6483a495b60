import type { TBookingView } from '@parkstays/contract';
import { Alert } from '../../../components/ui/alert';
import { parseAmount } from '../../../lib/format';
import { CardPaymentForm } from '../../payment/components/card-payment-form';
import { BookingSummary } from './booking-summary';
import { CouponForm } from './coupon-form';
import { HoldCountdown } from './hold-countdown';
import styles from './payment-step.module.css';
import { useAfterPayment } from './use-after-payment';

/** Step 3: the summary, the coupon box, the payment options and the card form. */
export function PaymentStep({ view }: { view: TBookingView }) {
  const { booking } = view;
  const attributes = view.eliteData['@attributes'];
  const onPaid = useAfterPayment(booking.id);
  const paid = attributes.confirmed === 'true' && parseAmount(attributes.outstanding_amount) <= 0;

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
              <CardPaymentForm
                idPrefix="booking-payment"
                mode="options"
                paymentOptions={view.payment_options}
                bookingNumber={String(booking.id)}
                country={booking.country_code}
                defaults={{
                  first_name: attributes.first_name,
                  last_name: attributes.surname,
                  address: attributes.address,
                  city: attributes.city,
                  post_code: attributes.post_code,
                }}
                onPaid={onPaid}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}

import { type TBookingView, ZBookingParams } from '@parkstays/contract';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { pathTo } from '../../../config/paths';
import {
  BOOKING_LOAD,
  BookingSummary,
  BookingTerms,
  leadGuestAddress,
  useAfterPayment,
  useBooking,
} from '../../../features/booking';
import { useGetSupportPhone } from '../../../features/cms';
import { CardPaymentForm, PaymentHistory } from '../../../features/payment';
import { formatPence } from '../../../lib/format';
import { paramsRoute, QueryPage } from '../../loaded-page';
import styles from './booking-pages.module.css';

/** /booking/{id}: titled My Bookings; park info, payments, details, and paying the balance. */
export const ViewBookingRoute = paramsRoute(ZBookingParams, ({ id }) => <ViewBooking bookingId={id} />);

function ViewBooking({ bookingId }: { bookingId: number }) {
  return (
    <QueryPage {...BOOKING_LOAD} title="My Bookings" className={styles.page} query={useBooking(bookingId)}>
      {(view) => <BookingDetails view={view} />}
    </QueryPage>
  );
}

function BookingDetails({ view }: { view: TBookingView }) {
  const { booking, payments, refunds } = view;
  const attributes = view.eliteData['@attributes'];
  const outstanding = attributes.outstanding_amount_pence;
  const supportPhone = useGetSupportPhone();
  const onPaid = useAfterPayment(booking.id, supportPhone);
  const open = booking.status === 'held' || booking.status === 'confirmed';
  const activitiesHref = open ? pathTo('activities', { id: booking.id }) : undefined;
  const bookedHref = open ? pathTo('booked_activities', { id: booking.id }) : undefined;

  return (
    <>
      <Panel as="section" className={styles.park} aria-labelledby="park-heading">
        {booking.park.image_url ? (
          <img className={styles.parkImage} src={booking.park.image_url} alt="" width={192} height={120} />
        ) : null}
        <div>
          <h2 id="park-heading" className={styles.parkTitle}>
            {booking.park.title}
          </h2>
          <p>
            Booking number <strong>{attributes.booking_no}</strong>
            {attributes.confirmed === 'true' ? ' · Confirmed' : ' · Not confirmed yet'}
          </p>
          {booking.park.park_url ? (
            <a href={booking.park.park_url}>
              View park page<span className="visually-hidden">: {booking.park.title}</span>
            </a>
          ) : null}
          {activitiesHref && bookedHref ? (
            <p className={styles.actions}>
              <Link to={activitiesHref}>Book Activities</Link>
              <Link to={bookedHref}>Booked Activities</Link>
            </p>
          ) : null}
        </div>
      </Panel>

      <Panel>
        <BookingSummary view={view} />
      </Panel>

      <Panel>
        <BookingTerms terms={view.terms} />
      </Panel>

      <Panel as="section" aria-labelledby="payments-heading">
        <h2 id="payments-heading">Payments</h2>
        {payments.length === 0 ? (
          <p>No payments yet.</p>
        ) : (
          <PaymentHistory payments={payments} refunds={refunds} labelledBy="payments-heading" />
        )}
      </Panel>

      <Panel as="section" aria-labelledby="pay-balance-heading">
        <h2 id="pay-balance-heading">Pay balance</h2>
        {outstanding > 0 ? (
          <>
            <p>Outstanding: {formatPence(outstanding)}</p>
            <CardPaymentForm
              idPrefix="balance-payment"
              mode="amount"
              type="Additional"
              maxPence={outstanding}
              bookingNumber={String(booking.id)}
              country={booking.country_code}
              defaults={leadGuestAddress(view)}
              onPaid={onPaid}
            />
          </>
        ) : (
          <Alert variant="success">This booking is paid in full.</Alert>
        )}
      </Panel>
    </>
  );
}

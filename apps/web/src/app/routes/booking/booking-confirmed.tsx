import { type TBookingView, ZBookingParams } from '@parkstays/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/panel';
import { pathTo } from '../../../config/paths';
import { BOOKING_LOAD, BookingSummary, useBooking } from '../../../features/booking';
import { useSiteSettings } from '../../../features/cms';
import { purchaseEvent, pushToDataLayerOnce } from '../../../lib/data-layer';
import { formatPence, telHref } from '../../../lib/format';
import { paramsRoute, QueryPage } from '../../loaded-page';
import styles from './booking-pages.module.css';

/** The purchase event of the confirmation page (docs/product.md, "My Bookings and View booking"). */
function stayPurchaseEvent(view: TBookingView) {
  const attributes = view.eliteData['@attributes'];
  return purchaseEvent({
    transactionId: attributes.booking_no,
    value: attributes.total_price_pence / 100,
    item: { name: view.booking.accommodation.title, category: 'Self-catering' },
  });
}

/** /booking-confirmed/{id}: "Booking Confirmed", with the purchase pushed once to the data layer. */
export const BookingConfirmedRoute = paramsRoute(ZBookingParams, ({ id }) => (
  <BookingConfirmed bookingId={id} />
));

function BookingConfirmed({ bookingId }: { bookingId: number }) {
  return (
    <QueryPage
      {...BOOKING_LOAD}
      title="Booking Confirmed"
      className={styles.page}
      query={useBooking(bookingId)}
    >
      {(view) => <Confirmation view={view} bookingId={bookingId} />}
    </QueryPage>
  );
}

function Confirmation({ view, bookingId }: { view: TBookingView; bookingId: number }) {
  const settings = useSiteSettings();

  useEffect(() => {
    pushToDataLayerOnce(`purchase:${view.eliteData['@attributes'].booking_no}`, stayPurchaseEvent(view));
  }, [view]);

  return (
    <>
      <Panel>
        <p className={styles.lead}>
          Thank you, {view.eliteData['@attributes'].first_name}. Your booking number is{' '}
          <strong>{view.eliteData['@attributes'].booking_no}</strong>.
        </p>
        <p>
          We've sent a confirmation to {view.eliteData['@attributes'].email}. Paid so far:{' '}
          {formatPence(
            view.eliteData['@attributes'].total_price_pence -
              view.eliteData['@attributes'].outstanding_amount_pence,
          )}
          .
        </p>
        <BookingSummary view={view} />
        <p className={styles.actions}>
          <Link to={pathTo('viewBooking', { id: bookingId }) ?? `/booking/${bookingId}`}>
            View your booking
          </Link>
          {pathTo('myBookings') ? <Link to={pathTo('myBookings') ?? '/'}>My Bookings</Link> : null}
        </p>
      </Panel>
      {settings.data ? (
        <Panel as="section" aria-labelledby="help-heading">
          <h2 id="help-heading">Need help?</h2>
          <dl className={styles.contacts}>
            {settings.data.phone_primary ? (
              <>
                <dt>Call us</dt>
                <dd>
                  <a href={telHref(settings.data.phone_primary)}>{settings.data.phone_primary}</a>
                </dd>
              </>
            ) : null}
            {settings.data.owner_services_email ? (
              <>
                <dt>Owner services</dt>
                <dd>
                  <a href={`mailto:${settings.data.owner_services_email}`}>
                    {settings.data.owner_services_email}
                  </a>
                </dd>
              </>
            ) : null}
            {settings.data.help_email ? (
              <>
                <dt>Help</dt>
                <dd>
                  <a href={`mailto:${settings.data.help_email}`}>{settings.data.help_email}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </Panel>
      ) : null}
    </>
  );
}

import { addDays, STAY_NOT_PAID_MESSAGE, type TBookingView, ZBookingParams } from '@parkstays/contract';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { pathTo } from '../../../config/paths';
import { sessionRange } from '../../../features/activities';
import { BookActivities } from '../../../features/activities/catalogue';
import { useBooking } from '../../../features/booking';
import { formatDate } from '../../../lib/format';
import { paramsRoute, QueryPage } from '../../loaded-page';
import styles from './activity-pages.module.css';

/** /booking/{id}/activities: the Book Activities page of a stay (docs/product.md, "Book Activities"). */
export const BookActivitiesRoute = paramsRoute(ZBookingParams, ({ id }) => (
  <BookActivitiesForStay bookingId={id} />
));

function BookActivitiesForStay({ bookingId }: { bookingId: number }) {
  return (
    <QueryPage title="Book Activities" className={styles.page} query={useBooking(bookingId)} what="booking">
      {(view) => <StayActivities view={view} />}
    </QueryPage>
  );
}

function StayActivities({ view }: { view: TBookingView }) {
  const { booking } = view;
  const bookingNo = view.eliteData['@attributes'].booking_no;
  const arrival = booking.arrival_date.slice(0, 10);
  const departure = addDays(arrival, booking.no_of_nights);
  // A held stay takes tickets once its deposit is paid (decision 045): nothing to offer until then.
  const bookable = booking.status === 'confirmed';
  const booked = pathTo('booked_activities', { id: booking.id });
  const viewBooking = pathTo('viewBooking', { id: booking.id });
  return (
    <>
      <p className={styles.lead}>
        {booking.park.title} · Booking {bookingNo} · {formatDate(arrival)} to {formatDate(departure)}
      </p>
      <p className={styles.links}>
        {booked ? <Link to={booked}>Booked Activities</Link> : null}
        {viewBooking ? <Link to={viewBooking}>Back to your booking</Link> : null}
      </p>
      {bookable ? (
        <BookActivities
          parkId={booking.park.id}
          range={sessionRange(arrival, departure)}
          target={{ booking_no: bookingNo }}
          period="stay"
        />
      ) : booking.status === 'held' ? (
        <Alert variant="info">
          <p>{STAY_NOT_PAID_MESSAGE}</p>
          {viewBooking ? (
            <p>
              <Link to={viewBooking}>Pay for your stay</Link>
            </p>
          ) : null}
        </Alert>
      ) : (
        <Alert variant="info">This booking is {booking.status}, so no activities can be booked for it.</Alert>
      )}
    </>
  );
}

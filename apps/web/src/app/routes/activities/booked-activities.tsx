import { addDays, ZBookingParams } from '@parkstays/contract';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { pathTo } from '../../../config/paths';
import { usePopup } from '../../../features/account';
import { ActivityBookingCards, useStayActivityBookings } from '../../../features/activities';
import { useBooking } from '../../../features/booking';
import { formatDate } from '../../../lib/format';
import { LoadError, paramsRoute } from '../../loaded-page';
import styles from './activity-pages.module.css';

/** /booking/{id}/booked-activities: the activity bookings of a stay, as cards (docs/product.md, "Booked Activities"). */
export const BookedActivitiesRoute = paramsRoute(ZBookingParams, ({ id }) => (
  <BookedActivities bookingId={id} />
));

function BookedActivities({ bookingId }: { bookingId: number }) {
  const booking = useBooking(bookingId);
  const list = useStayActivityBookings(bookingId);
  const { openPopup } = usePopup();
  const bookActivities = pathTo('activities', { id: bookingId });
  const viewBooking = pathTo('viewBooking', { id: bookingId });
  const stay = booking.data?.booking;
  const arrival = stay?.arrival_date.slice(0, 10);

  return (
    <article className={styles.narrow}>
      <title>Booked Activities</title>
      <h1>Booked Activities</h1>
      {stay && arrival ? (
        <p className={styles.lead}>
          {stay.park.title} · Booking {booking.data?.eliteData['@attributes'].booking_no} ·{' '}
          {formatDate(arrival)} to {formatDate(addDays(arrival, stay.no_of_nights))}
        </p>
      ) : null}
      <p className={styles.links}>
        {bookActivities ? <Link to={bookActivities}>Book Activities</Link> : null}
        {viewBooking ? <Link to={viewBooking}>Back to your booking</Link> : null}
      </p>
      {list.isPending ? (
        <div className={styles.cards} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your activities…
          </span>
          {[1, 2].map((n) => (
            <Panel className={styles.panel} key={n}>
              <Skeleton />
              <Skeleton />
              <Skeleton short />
            </Panel>
          ))}
        </div>
      ) : null}
      {list.isError ? <LoadError query={list} what="booking" onSignIn={() => openPopup('signIn')} /> : null}
      {list.data && list.data.length === 0 ? (
        <Panel className={styles.panel}>
          <p>You have not booked any activities for this stay yet.</p>
          {bookActivities ? (
            <p>
              <ButtonLink outlined to={bookActivities}>
                Book Activities
              </ButtonLink>
            </p>
          ) : null}
        </Panel>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ActivityBookingCards records={list.data} headingLevel={2} className={styles.cards} />
      ) : null}
    </article>
  );
}

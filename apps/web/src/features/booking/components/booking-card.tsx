import { addDays, type ZBookingSummary } from '@parkstays/contract';
import { Link } from 'react-router';
import type { z } from 'zod';
import { pathTo } from '../../../config/paths';
import { formatDate, formatNights, formatPence } from '../../../lib/format';
import styles from './booking-card.module.css';

export type BookingSummaryRow = z.infer<typeof ZBookingSummary>;

/**
 * A booking on My Bookings: where, when, how much is left to pay, and where to go next. The first
 * card's photo is the page's largest paint: `eager` loads it straight away, first.
 */
export function BookingCard({
  booking,
  upcoming,
  eager = false,
}: {
  booking: BookingSummaryRow;
  upcoming: boolean;
  eager?: boolean;
}) {
  const arrival = booking.arrival_date.slice(0, 10);
  const outstanding = booking.outstanding_amount_pence;
  const view = pathTo('viewBooking', { id: booking.id }) ?? `/booking/${booking.id}`;
  const booked = upcoming ? pathTo('booked_activities', { id: booking.id }) : undefined;
  const activities = upcoming ? pathTo('activities', { id: booking.id }) : undefined;
  const headingId = `booking-card-${booking.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {booking.park.image_url ? (
        <img
          className={styles.image}
          src={booking.park.image_url}
          alt=""
          width={320}
          height={200}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      ) : null}
      <div className={styles.body}>
        <h3 id={headingId} className={styles.title}>
          {booking.accommodation.title}
        </h3>
        <p className={styles.park}>{booking.park.title}</p>
        <dl className={styles.facts}>
          <dt>Booking number</dt>
          <dd>{booking.booking_no}</dd>
          <dt>Dates</dt>
          <dd>
            {formatDate(arrival)} to {formatDate(addDays(arrival, booking.no_of_nights))} (
            {formatNights(booking.no_of_nights)})
          </dd>
          <dt>Total</dt>
          <dd>{formatPence(booking.total_price_pence)}</dd>
          <dt>Outstanding</dt>
          <dd className={outstanding > 0 ? styles.owing : undefined}>{formatPence(outstanding)}</dd>
          <dt>Status</dt>
          <dd>{booking.confirmed === 'true' ? 'Confirmed' : 'Not confirmed'}</dd>
        </dl>
        <p className={styles.links}>
          <Link to={view}>
            View booking<span className="visually-hidden">{` ${booking.booking_no}`}</span>
          </Link>
          {booked ? (
            <Link to={booked}>
              Booked activities<span className="visually-hidden">{` for ${booking.booking_no}`}</span>
            </Link>
          ) : null}
          {activities ? (
            <Link to={activities}>
              Book activities<span className="visually-hidden">{` for ${booking.booking_no}`}</span>
            </Link>
          ) : null}
        </p>
      </div>
    </article>
  );
}

import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { BookingCard, splitBookings, useBookings } from '../../../features/booking';
import { MissingBookingForm } from '../../../features/booking/forms';
import styles from './my-bookings.module.css';

/** /my-bookings: the signed-in user's holidays, refreshed every 20 seconds. */
export function MyBookingsRoute() {
  const bookings = useBookings();
  const [missingOpen, setMissingOpen] = useState(false);
  const { upcoming, previous } = splitBookings(bookings.data ?? []);

  return (
    <div className={styles.page}>
      <title>My Bookings</title>
      <div className={styles.top}>
        <h1 className={styles.heading}>My Bookings</h1>
        <Button variant="secondary" onClick={() => setMissingOpen(true)}>
          Missing booking?
        </Button>
      </div>
      {bookings.isError ? <LoadFailed title="We could not load your bookings" query={bookings} /> : null}
      <section aria-labelledby="upcoming-heading" className={styles.section} aria-busy={bookings.isPending}>
        <h2 id="upcoming-heading">Your upcoming holidays</h2>
        {bookings.isPending ? (
          <div className={styles.loading}>
            <span className="visually-hidden" role="status">
              Loading your bookings…
            </span>
            <Skeleton shape="block" />
            <Skeleton />
            <Skeleton short />
          </div>
        ) : upcoming.length === 0 && !bookings.isError ? (
          <p>You have no upcoming holidays.</p>
        ) : (
          <ul className={styles.list}>
            {upcoming.map((booking, index) => (
              <li key={booking.id}>
                <BookingCard booking={booking} upcoming eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {!bookings.isPending ? (
        <section aria-labelledby="previous-heading" className={styles.section}>
          <h2 id="previous-heading">Your previous holidays</h2>
          {previous.length === 0 && !bookings.isError ? (
            <p>You have no previous holidays.</p>
          ) : (
            <ul className={styles.list}>
              {previous.map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} upcoming={false} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <Modal open={missingOpen} onClose={() => setMissingOpen(false)} title="Missing booking?">
        <MissingBookingForm />
      </Modal>
    </div>
  );
}

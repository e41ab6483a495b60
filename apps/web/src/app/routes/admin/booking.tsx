import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { backOfficePaths } from '../../../config/back-office-paths';
import {
  BookingHistory,
  BookingMoneyPanel,
  BookingNotes,
  ChangeBookingDialog,
  DeskSection,
  EmailsSent,
  ExtrasList,
  GuestFacts,
  MoneySummary,
  ResendConfirmationButton,
  StayActivityBookings,
  StayFacts,
  statusLabel,
  useDeskBooking,
} from '../../../features/admin/bookings';
import styles from './booking.module.css';
import { RecordUnavailable } from './record-unavailable';

/** Reception's page for one booking: everything about the stay, its history, and what can be done. */
export function AdminBookingRoute() {
  const { booking_no: bookingNo = '' } = useParams();
  const booking = useDeskBooking(bookingNo);
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState('');
  const changeButton = useRef<HTMLButtonElement>(null);

  if (booking.isPending || booking.isError) {
    return (
      <RecordUnavailable
        query={booking}
        heading={`Booking ${bookingNo}`}
        loading="Loading the booking…"
        missing={{
          title: 'No booking has this reference',
          text: `Check the reference ${bookingNo}, or find the booking by the guest's name.`,
        }}
        failedTitle="The booking could not be loaded"
        find={{ to: backOfficePaths.bookings, label: 'Find a booking' }}
        className={styles.page}
        titleClassName={styles.title}
      />
    );
  }

  const stay = booking.data;
  const live = stay.status === 'held' || stay.status === 'confirmed';
  const guestName = `${stay.guest.first_name} ${stay.guest.last_name}`.trim();
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={backOfficePaths.bookings}>Back to bookings</Link>
      </p>
      <header className={styles.header}>
        <h1 className={styles.title}>Booking {stay.booking_no}</h1>
        <p className={styles.subtitle}>
          {guestName || 'No name given'} · {statusLabel(stay.status)}
        </p>
      </header>
      {changed ? (
        <Alert variant="success" takeFocus>
          {changed}
        </Alert>
      ) : null}
      <div className={styles.layout}>
        <div className={`${styles.column} ${styles.aside}`}>
          <DeskSection title="Actions">
            <div className={styles.actions}>
              <Button
                ref={changeButton}
                block
                disabled={!live}
                onClick={() => {
                  setChanged('');
                  setChanging(true);
                }}
              >
                Change booking
              </Button>
              <ResendConfirmationButton bookingNo={stay.booking_no} disabled={stay.status !== 'confirmed'} />
              {!live ? (
                <p className={styles.muted}>
                  A {statusLabel(stay.status).toLowerCase()} booking cannot be changed.
                </p>
              ) : null}
            </div>
          </DeskSection>
          <MoneySummary booking={stay} />
          <BookingMoneyPanel bookingNo={stay.booking_no} />
        </div>
        <div className={`${styles.column} ${styles.main}`}>
          <StayFacts booking={stay} />
          <GuestFacts booking={stay} />
          <ExtrasList booking={stay} />
          <StayActivityBookings booking={stay} />
          <EmailsSent booking={stay} />
          <BookingNotes booking={stay} />
          <BookingHistory bookingNo={stay.booking_no} />
        </div>
      </div>
      <ChangeBookingDialog
        booking={stay}
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={(message) => setChanged(message)}
        returnFocusTo={changeButton.current}
      />
    </div>
  );
}

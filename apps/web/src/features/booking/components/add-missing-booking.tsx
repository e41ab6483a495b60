import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { useAddMissingBooking, useMissingBookingLink } from '../api/missing-booking-link';
import styles from './add-missing-booking.module.css';

const nightsText = (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`);

/**
 * The page the link e-mailed by "Missing booking?" opens, for whoever reads the booking's mailbox:
 * which booking would go into whose account. The booking is added when the person chooses to, not
 * on opening the page: mail scanners open links too.
 */
export function AddMissingBooking({ token }: { token: string }) {
  const link = useMissingBookingLink(token);
  const add = useAddMissingBooking();

  return (
    <section className={styles.card} aria-labelledby="add-missing-booking-heading">
      <title>Add a booking to an account</title>
      <h1 id="add-missing-booking-heading">Add a booking to an account</h1>
      {add.isSuccess ? (
        <>
          <Alert variant="success" title="Booking added" takeFocus>
            <p>{add.data.message}</p>
          </Alert>
          <p>
            Signed in as {add.data.data.account_email}? <Link to={paths.myBookings}>Go to My Bookings</Link>.
            Otherwise, <Link to={paths.home}>go to the home page</Link>.
          </p>
        </>
      ) : link.isPending ? (
        <Spinner label="Checking the link…" />
      ) : link.isError ? (
        <>
          <Alert variant="error">{errorMessage(link.error)}</Alert>
          <p>
            <Link to={paths.home}>Go to the home page</Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.question}>
            Add booking <strong>{link.data.booking_no}</strong> to the account of{' '}
            <strong>{link.data.account_email}</strong>?
          </p>
          <dl className={styles.facts}>
            <dt>Booking</dt>
            <dd>{link.data.booking_no}</dd>
            <dt>Park</dt>
            <dd>{link.data.park_title}</dd>
            <dt>Arriving</dt>
            <dd>{formatLongDate(link.data.arrival_date)}</dd>
            <dt>Stay</dt>
            <dd>{nightsText(link.data.no_of_nights)}</dd>
          </dl>
          <p>
            Someone signed in as {link.data.account_email} asked for this booking with "Missing booking?".
            Once it is added, that account can see the booking, pay its balance and book activities for the
            stay.
          </p>
          {add.isError ? <Alert variant="error">{errorMessage(add.error)}</Alert> : null}
          <Button block busy={add.isPending} busyText="Adding…" onClick={() => add.mutate({ token })}>
            Add the booking
          </Button>
          <p className={styles.note}>
            If you did not expect this, close this page: nothing is added unless you choose to.
          </p>
        </>
      )}
    </section>
  );
}

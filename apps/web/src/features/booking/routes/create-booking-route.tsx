import { addDays, decodeAvailability } from '@parkstays/contract';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatNights, formatPence } from '../../../lib/format';
import { useAccommodation } from '../api/get-accommodation';
import styles from './create-booking-route.module.css';

/**
 * /create-booking/{availability}: the stay a Book Now link carried (grade, arrival, nights, price),
 * with the accommodation it belongs to. The booking form joins it with the booking issue.
 */
export function CreateBookingRoute() {
  const { availability = '' } = useParams();
  const stay = decodeAvailability(availability);
  const accommodation = useAccommodation(stay?.grade_code ?? '');
  if (!stay) return <Navigate to={paths.notFound} replace />;
  const image = accommodation.data?.images[0];
  return (
    <section className={styles.panel} aria-labelledby="create-booking-heading">
      <title>Your chosen stay</title>
      <h1 id="create-booking-heading">Your chosen stay</h1>
      {accommodation.isPending ? <Spinner label="Loading the accommodation…" /> : null}
      {accommodation.isError ? <Alert variant="error">We could not load this accommodation.</Alert> : null}
      {accommodation.data ? (
        <div className={styles.accommodation}>
          {image ? (
            <img className={styles.image} src={image.image_url} alt="" width={240} height={150} />
          ) : null}
          <div>
            <h2 className={styles.title}>{accommodation.data.title}</h2>
            <p className={styles.park}>{accommodation.data.park.title}</p>
            <p>{accommodation.data.subtitle}</p>
          </div>
        </div>
      ) : null}
      <dl className={styles.summary}>
        <dt>Arrival</dt>
        <dd>{formatDate(stay.arrival_date)}</dd>
        <dt>Departure</dt>
        <dd>{formatDate(addDays(stay.arrival_date, stay.no_of_nights))}</dd>
        <dt>Length of stay</dt>
        <dd>{formatNights(stay.no_of_nights)}</dd>
        <dt>Price for the stay</dt>
        <dd className={styles.price}>{formatPence(stay.price_pence)}</dd>
      </dl>
      <p>
        <Link to={paths.home}>Back to the search</Link>
      </p>
    </section>
  );
}

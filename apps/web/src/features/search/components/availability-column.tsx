import { encodeAvailability, ONLY_N_LEFT_AT } from '@parkstays/contract';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { formatDate, formatDayMonth, formatNights, formatPence } from '../../../lib/format';
import type { ResultColumn } from '../results';
import styles from './availability-column.module.css';

/** Who is going, carried from the search to the booking form's guest counts. */
export type Party = { no_of_adults: number; no_of_children: number; has_pets: number };

/**
 * The create-booking address of a stay: the availability travels in the path, encoded, and the
 * party in the query string.
 */
export function createBookingHref(availability: NonNullable<ResultColumn['availability']>, party?: Party) {
  const encoded = encodeAvailability(availability);
  const path = pathTo('createBooking', { availability: encoded }) ?? `/create-booking/${encoded}`;
  if (!party) return path;
  const query = new URLSearchParams({
    no_of_adults: String(party.no_of_adults),
    no_of_children: String(party.no_of_children),
    has_pets: String(party.has_pets),
  });
  return `${path}?${query}`;
}

export type AvailabilityColumnProps = ResultColumn & {
  /** The accommodation's title, so each Book Now link says what it books. */
  title: string;
  /** The column of the searched arrival date is marked "Your dates". */
  chosen: boolean;
  party?: Party;
};

/** Date, price, nights, "Only N Left", and Book Now or Sold Out; "Not available" without a stay. */
export function AvailabilityColumn({ date, availability, title, chosen, party }: AvailabilityColumnProps) {
  const count = availability?.available_count ?? 0;
  return (
    <div className={`${styles.column} ${chosen ? styles.chosen : ''}`} data-testid="availability-column">
      <p className={styles.date}>
        <span className={styles.day}>{formatDayMonth(date)}</span>
        <span className={styles.full}>{formatDate(date)}</span>
      </p>
      {availability ? (
        <>
          <p className={styles.price}>{formatPence(availability.price_pence)}</p>
          <p className={styles.nights}>{formatNights(availability.no_of_nights)}</p>
          {count > 0 && count <= ONLY_N_LEFT_AT ? <p className={styles.left}>Only {count} Left</p> : null}
          {count > 0 ? (
            <Link className={styles.book} to={createBookingHref(availability, party)}>
              Book Now
              <span className="visually-hidden">
                : {title}, arriving {formatDate(date)}
              </span>
            </Link>
          ) : (
            <p className={styles.soldOut}>Sold Out</p>
          )}
        </>
      ) : (
        <p className={styles.none}>Not available</p>
      )}
    </div>
  );
}

import { encodeAvailability, ONLY_N_LEFT_AT } from '@parkstays/contract';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { formatDate, formatDayMonth, formatMoney, formatNights } from '../../../lib/format';
import { stayPounds } from '../labels';
import type { ResultColumn } from '../results';
import styles from './availability-column.module.css';

/** The create-booking address of a stay: the availability travels in the path, encoded. */
export function createBookingHref(availability: NonNullable<ResultColumn['availability']>) {
  const encoded = encodeAvailability(availability);
  return pathTo('createBooking', { availability: encoded }) ?? `/create-booking/${encoded}`;
}

export type AvailabilityColumnProps = ResultColumn & {
  /** The accommodation's title, so each Book Now link says what it books. */
  title: string;
  /** The column of the searched arrival date is marked "Your dates". */
  chosen: boolean;
};

/** Date, price, nights, "Only N Left", and Book Now or Sold Out; "Not available" without a stay. */
export function AvailabilityColumn({ date, availability, title, chosen }: AvailabilityColumnProps) {
  const count = availability?.available_count ?? 0;
  return (
    <div className={`${styles.column} ${chosen ? styles.chosen : ''}`} data-testid="availability-column">
      <p className={styles.date}>
        <span className={styles.day}>{formatDayMonth(date)}</span>
        <span className={styles.full}>{formatDate(date)}</span>
      </p>
      {availability ? (
        <>
          <p className={styles.price}>{formatMoney(stayPounds(availability))}</p>
          <p className={styles.nights}>{formatNights(availability.no_of_nights)}</p>
          {count > 0 && count <= ONLY_N_LEFT_AT ? <p className={styles.left}>Only {count} Left</p> : null}
          {count > 0 ? (
            <Link className={styles.book} to={createBookingHref(availability)}>
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

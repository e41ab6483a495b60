import type { TFoundStay } from '@parkstays/contract';
import { Link } from 'react-router';
import { Pagination } from '../../../../components/ui/pagination';
import { backOfficeBookingPath } from '../../../../config/back-office-paths';
import { formatDate, formatPence } from '../../../../lib/format';
import styles from './bookings.module.css';
import { statusLabel } from './status';

export type StayResultsProps = {
  stays: TFoundStay[];
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
};

/**
 * The stays a search found, newest arrival first: a table on a desk, a card per stay on a phone,
 * each reference a link to the booking's page.
 */
export function StayResults({ stays, total, page, perPage, onPageChange }: StayResultsProps) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage + 1;
  return (
    <section aria-labelledby="stay-results-heading" className={styles.results}>
      <h2 id="stay-results-heading" className={styles.sectionHeading}>
        {total === 1 ? '1 booking found' : `${total.toLocaleString('en-GB')} bookings found`}
      </h2>
      {total > perPage ? (
        <p className={styles.muted}>
          Showing {first} to {Math.min(total, first + stays.length - 1)}, newest arrival first.
        </p>
      ) : null}
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption className="visually-hidden">Bookings found, newest arrival first</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Guest</th>
              <th scope="col">Park and unit</th>
              <th scope="col">Arrival</th>
              <th scope="col">Nights</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.number}>
                Total
              </th>
              <th scope="col" className={styles.number}>
                Balance due
              </th>
            </tr>
          </thead>
          <tbody>
            {stays.map((stay) => (
              <tr key={stay.booking_no}>
                <th scope="row" data-label="Reference">
                  <Link to={backOfficeBookingPath(stay.booking_no)}>{stay.booking_no}</Link>
                </th>
                <td data-label="Guest">
                  <span>
                    <span className={styles.strong}>{stay.guest_name || 'No name given'}</span>
                    {stay.email ? <span className={styles.secondLine}>{stay.email}</span> : null}
                  </span>
                </td>
                <td data-label="Park and unit">
                  <span>
                    {stay.park_title}
                    <span className={styles.secondLine}>
                      {stay.grade_title}, unit {stay.unit_code}
                    </span>
                  </span>
                </td>
                <td data-label="Arrival">{formatDate(stay.arrival_date)}</td>
                <td data-label="Nights">{stay.no_of_nights}</td>
                <td data-label="Status">{statusLabel(stay.status)}</td>
                <td data-label="Total" className={styles.number}>
                  {formatPence(stay.total_pence)}
                </td>
                <td data-label="Balance due" className={styles.number}>
                  {formatPence(stay.balance_due_pence)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label="Pages of bookings" />
      ) : null}
    </section>
  );
}

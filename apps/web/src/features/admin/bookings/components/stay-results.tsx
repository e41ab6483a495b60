import type { TFoundStay } from '@parkstays/contract';
import { Link } from 'react-router';
import type { DataColumn } from '../../../../components/ui/data-table';
import { PagedTable } from '../../../../components/ui/paged-table';
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

const COLUMNS: DataColumn<TFoundStay>[] = [
  {
    key: 'reference',
    header: 'Reference',
    rowHeader: true,
    cell: (stay) => <Link to={backOfficeBookingPath(stay.booking_no)}>{stay.booking_no}</Link>,
  },
  {
    key: 'guest',
    header: 'Guest',
    cell: (stay) => (
      <span>
        <span className={styles.strong}>{stay.guest_name || 'No name given'}</span>
        {stay.email ? <span className={styles.secondLine}>{stay.email}</span> : null}
      </span>
    ),
  },
  {
    key: 'park',
    header: 'Park and unit',
    cell: (stay) => (
      <span>
        {stay.park_title}
        <span className={styles.secondLine}>
          {stay.grade_title}, unit {stay.unit_code}
        </span>
      </span>
    ),
  },
  { key: 'arrival', header: 'Arrival', cell: (stay) => formatDate(stay.arrival_date) },
  { key: 'nights', header: 'Nights', cell: (stay) => stay.no_of_nights },
  { key: 'status', header: 'Status', cell: (stay) => statusLabel(stay.status) },
  { key: 'total', header: 'Total', numeric: true, cell: (stay) => formatPence(stay.total_pence) },
  {
    key: 'balance',
    header: 'Balance due',
    numeric: true,
    cell: (stay) => formatPence(stay.balance_due_pence),
  },
];

/**
 * The stays a search found, newest arrival first: a table on a desk, a card per stay on a phone,
 * each reference a link to the booking's page.
 */
export function StayResults({ stays, ...paging }: StayResultsProps) {
  const { total, page, perPage } = paging;
  const first = (page - 1) * perPage + 1;
  return (
    <PagedTable
      heading={total === 1 ? '1 booking found' : `${total.toLocaleString('en-GB')} bookings found`}
      note={
        total > perPage
          ? `Showing ${first} to ${Math.min(total, first + stays.length - 1)}, newest arrival first.`
          : undefined
      }
      caption="Bookings found, newest arrival first"
      columns={COLUMNS}
      rows={stays}
      rowKey={(stay) => stay.booking_no}
      {...paging}
      pagesLabel="Pages of bookings"
      sectionClassName={styles.results}
      headingClassName={styles.sectionHeading}
      noteClassName={styles.muted}
    />
  );
}

import type { TFoundOwner } from '@parkstays/contract';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../../components/ui/data-table';
import { Pagination } from '../../../../components/ui/pagination';
import { formatPence } from '../../../../lib/format';
import styles from './owners.module.css';

export type OwnerResultsProps = {
  owners: TFoundOwner[];
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** The owner's page in the back office. */
  ownerPath: (customerNo: string) => string;
};

const COLUMNS = (ownerPath: (customerNo: string) => string): DataColumn<TFoundOwner>[] => [
  {
    key: 'customer_no',
    header: 'Customer no',
    rowHeader: true,
    cell: (owner) => <Link to={ownerPath(owner.customer_no)}>{owner.customer_no}</Link>,
  },
  {
    key: 'owner',
    header: 'Owner',
    cell: (owner) => (
      <span>
        <span className={styles.strong}>{owner.name}</span>
        <span className={styles.secondLine}>{owner.email}</span>
      </span>
    ),
  },
  { key: 'park', header: 'Park', cell: (owner) => owner.park?.title ?? 'No park' },
  { key: 'deal', header: 'Current deal', cell: (owner) => owner.current_deal_no ?? 'None' },
  { key: 'balance', header: 'Balance', numeric: true, cell: (owner) => formatPence(owner.balance_pence) },
];

/** The owners a search found, by name: a table on a desk, a card each on a phone. */
export function OwnerResults({ owners, total, page, perPage, onPageChange, ownerPath }: OwnerResultsProps) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return (
    <section aria-labelledby="owner-results-heading" className={styles.results}>
      <h2 id="owner-results-heading" className={styles.sectionHeading}>
        {total === 1 ? '1 owner found' : `${total.toLocaleString('en-GB')} owners found`}
      </h2>
      <DataTable
        caption="Owners found, by name"
        columns={COLUMNS(ownerPath)}
        rows={owners}
        rowKey={(owner) => owner.customer_no}
      />
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label="Pages of owners" />
      ) : null}
    </section>
  );
}

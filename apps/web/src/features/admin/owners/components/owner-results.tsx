import type { TFoundOwner } from '@parkstays/contract';
import { Link } from 'react-router';
import type { DataColumn } from '../../../../components/ui/data-table';
import { PagedTable } from '../../../../components/ui/paged-table';
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
export function OwnerResults({ owners, ownerPath, ...paging }: OwnerResultsProps) {
  return (
    <PagedTable
      heading={paging.total === 1 ? '1 owner found' : `${paging.total.toLocaleString('en-GB')} owners found`}
      caption="Owners found, by name"
      columns={COLUMNS(ownerPath)}
      rows={owners}
      rowKey={(owner) => owner.customer_no}
      {...paging}
      pagesLabel="Pages of owners"
      sectionClassName={styles.results}
      headingClassName={styles.sectionHeading}
    />
  );
}

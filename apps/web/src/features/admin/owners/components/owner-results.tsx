import type { TFoundOwner } from '@parkstays/contract';
import { Link } from 'react-router';
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

/** The owners a search found, by name: a table on a desk, a card each on a phone. */
export function OwnerResults({ owners, total, page, perPage, onPageChange, ownerPath }: OwnerResultsProps) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return (
    <section aria-labelledby="owner-results-heading" className={styles.results}>
      <h2 id="owner-results-heading" className={styles.sectionHeading}>
        {total === 1 ? '1 owner found' : `${total.toLocaleString('en-GB')} owners found`}
      </h2>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption className="visually-hidden">Owners found, by name</caption>
          <thead>
            <tr>
              <th scope="col">Customer no</th>
              <th scope="col">Owner</th>
              <th scope="col">Park</th>
              <th scope="col">Current deal</th>
              <th scope="col" className={styles.number}>
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {owners.map((owner) => (
              <tr key={owner.customer_no}>
                <th scope="row" data-label="Customer no">
                  <Link to={ownerPath(owner.customer_no)}>{owner.customer_no}</Link>
                </th>
                <td data-label="Owner">
                  <span>
                    <span className={styles.strong}>{owner.name}</span>
                    <span className={styles.secondLine}>{owner.email}</span>
                  </span>
                </td>
                <td data-label="Park">{owner.park?.title ?? 'No park'}</td>
                <td data-label="Current deal">{owner.current_deal_no ?? 'None'}</td>
                <td data-label="Balance" className={styles.number}>
                  {formatPence(owner.balance_pence)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label="Pages of owners" />
      ) : null}
    </section>
  );
}

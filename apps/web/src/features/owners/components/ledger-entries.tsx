import type { TLedgerEntry } from '@parkstays/contract';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { FactList } from '../../../components/ui/fact-list';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatPence } from '../../../lib/format';
import { useLedgerEntries } from '../api/get-ledger-entries';
import { entryTitle, NO_DUE_DATE, yesNo } from '../owner-format';
import { ledgerEntryPath } from '../owner-paths';
import styles from './owners.module.css';

function DetailsLink({ entry }: { entry: TLedgerEntry }) {
  return (
    <Link to={ledgerEntryPath(entry.entry_no)}>
      View details<span className="visually-hidden">{` of ${entryTitle(entry)}`}</span>
    </Link>
  );
}

/** Ledger Entries: a table on wide screens, one card per entry on phones; each links to its details. */
export function LedgerEntries() {
  const entries = useLedgerEntries();
  const rows = [...(entries.data ?? [])].sort(
    (a, b) => b.posting_date.localeCompare(a.posting_date) || b.entry_no - a.entry_no,
  );
  return (
    <section className={styles.section} aria-labelledby="ledger-heading" aria-busy={entries.isPending}>
      <h2 id="ledger-heading" className={styles.sectionHeading}>
        Ledger Entries
      </h2>
      {entries.isPending ? (
        <Panel className={`${styles.panel} ${styles.loading}`}>
          <span className="visually-hidden" role="status">
            Loading your ledger entries…
          </span>
          <Skeleton />
          <Skeleton />
          <Skeleton />
          <Skeleton short />
        </Panel>
      ) : null}
      {entries.isError ? <LoadFailed title="We could not load your ledger entries" query={entries} /> : null}
      {entries.data && rows.length === 0 ? (
        <EmptyState variant="box">There are no entries on your account yet.</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <>
          <Panel className={`${styles.panel} ${styles.tableWrap} ${styles.wideOnly}`}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
            <table className={styles.table} tabIndex={0} aria-labelledby="ledger-heading">
              <thead>
                <tr>
                  <th scope="col">Posting Date</th>
                  <th scope="col">Document Type</th>
                  <th scope="col">Document No</th>
                  <th scope="col">Description</th>
                  <th scope="col" className={styles.amount}>
                    Amount
                  </th>
                  <th scope="col" className={styles.amount}>
                    Remaining
                  </th>
                  <th scope="col">Open</th>
                  <th scope="col">Due Date</th>
                  <th scope="col">
                    <span className="visually-hidden">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={entry.entry_no}>
                    <td>{formatDate(entry.posting_date)}</td>
                    <td>{entry.document_type}</td>
                    <td>{entry.document_no}</td>
                    <td className={styles.description}>{entry.description}</td>
                    <td className={styles.amount}>{formatPence(entry.amount_lcy_pence)}</td>
                    <td className={styles.amount}>{formatPence(entry.remaining_amount_lcy_pence)}</td>
                    <td>{yesNo(entry.open)}</td>
                    <td>{entry.due_date ? formatDate(entry.due_date) : NO_DUE_DATE}</td>
                    <td>
                      <DetailsLink entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>
          <ul className={`${styles.entryCards} ${styles.narrowOnly}`} aria-labelledby="ledger-heading">
            {rows.map((entry) => (
              <li key={entry.entry_no} className={styles.entryCard}>
                <h3 className={styles.entryCardTitle}>{entryTitle(entry)}</h3>
                <p className={styles.entryCardDescription}>{entry.description}</p>
                <FactList compact className={styles.entryFacts}>
                  <dt>Posting Date</dt>
                  <dd>{formatDate(entry.posting_date)}</dd>
                  <dt>Amount</dt>
                  <dd>{formatPence(entry.amount_lcy_pence)}</dd>
                  <dt>Remaining</dt>
                  <dd>{formatPence(entry.remaining_amount_lcy_pence)}</dd>
                  <dt>Open</dt>
                  <dd>{yesNo(entry.open)}</dd>
                  <dt>Due Date</dt>
                  <dd>{entry.due_date ? formatDate(entry.due_date) : NO_DUE_DATE}</dd>
                </FactList>
                <DetailsLink entry={entry} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

import { type TLedgerEntry, ZEntryNoParams } from '@parkstays/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackToPortal, EntryLoadState, EntryNotFound, useLedgerEntry } from '../../../features/owners';
import styles from './owners-pages.module.css';

/**
 * A page about one ledger entry of the owner's: its heading and the way back to the portal, the
 * entry while it loads or why it did not, then the page's body. An address that names no entry
 * says Ledger entry not found.
 */
export function EntryPage({
  title,
  children,
}: {
  title: string;
  children: (entry: TLedgerEntry) => ReactNode;
}) {
  const params = ZEntryNoParams.safeParse(useParams());
  return (
    <div className={styles.narrowPage}>
      <title>{title}</title>
      <BackToPortal />
      <h1 className={styles.heading}>{title}</h1>
      {params.success ? (
        <LoadedEntry entryNo={params.data.entry_no}>{children}</LoadedEntry>
      ) : (
        <EntryNotFound />
      )}
    </div>
  );
}

function LoadedEntry({
  entryNo,
  children,
}: {
  entryNo: number;
  children: (entry: TLedgerEntry) => ReactNode;
}) {
  const entry = useLedgerEntry(entryNo);
  return entry.data ? children(entry.data) : <EntryLoadState query={entry} />;
}

import type { TLedgerEntry, TPostableDocumentType } from '@parkstays/contract';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatPence } from '../../../../lib/format';
import { useDownloadOwnerInvoice } from '../api/download-owner-invoice';
import { useOwnerLedger } from '../api/get-owner-ledger';
import { OwnerSection, useSectionDialog } from './owner-section';
import styles from './owners.module.css';
import { PostEntryDialog } from './post-entry-dialog';

function InvoiceButton({ entry }: { entry: TLedgerEntry }) {
  const download = useDownloadOwnerInvoice();
  if (!entry.invoice_url) return null;
  return (
    <>
      <Button
        variant="link"
        className={styles.cellAction}
        busy={download.isPending}
        busyText="Downloading…"
        aria-label={`PDF of invoice ${entry.document_no}`}
        onClick={() => download.mutate({ url: entry.invoice_url!, documentNo: entry.document_no })}
      >
        PDF
      </Button>
      {download.isError ? <span className={styles.secondLine}>{errorMessage(download.error)}</span> : null}
    </>
  );
}

/**
 * The owner's account as the owner sees it, newest first, with the balance. Admins post an invoice
 * or a credit memo; nothing posted is ever edited or deleted.
 */
const LEDGER_COLUMNS: DataColumn<TLedgerEntry>[] = [
  { key: 'posted', header: 'Posted', cell: (entry) => formatDate(entry.posting_date) },
  {
    key: 'document',
    header: 'Document',
    rowHeader: true,
    cell: (entry) => (
      <span>
        {entry.document_type}
        <span className={styles.secondLine}>{entry.document_no}</span>
      </span>
    ),
  },
  { key: 'description', header: 'Description', cell: (entry) => entry.description },
  { key: 'due', header: 'Due', cell: (entry) => (entry.due_date ? formatDate(entry.due_date) : '—') },
  { key: 'amount', header: 'Amount', numeric: true, cell: (entry) => formatPence(entry.amount_lcy_pence) },
  {
    key: 'remaining',
    header: 'Remaining',
    numeric: true,
    cell: (entry) => formatPence(entry.remaining_amount_lcy_pence),
  },
  {
    key: 'invoice',
    header: 'Invoice',
    cell: (entry) => (entry.invoice_url ? <InvoiceButton entry={entry} /> : '—'),
  },
];

export function LedgerSection({ customerNo, canChange }: { customerNo: string; canChange: boolean }) {
  const ledger = useOwnerLedger(customerNo);
  const dialog = useSectionDialog<TPostableDocumentType>('Invoice');

  return (
    <OwnerSection
      title="Ledger"
      actions={
        canChange ? (
          <>
            <Button variant="secondary" onClick={() => dialog.start('Invoice')}>
              Post invoice
            </Button>
            <Button variant="secondary" onClick={() => dialog.start('Credit Memo')}>
              Post credit
            </Button>
          </>
        ) : null
      }
    >
      <p className={styles.note}>
        Posted entries are never edited or deleted. To correct one, post a credit memo for the difference.
      </p>
      {dialog.done ? (
        <Alert variant="success" takeFocus>
          {dialog.done}
        </Alert>
      ) : null}
      {ledger.isPending ? (
        <LoadingSkeleton label="Loading the ledger…" />
      ) : ledger.isError ? (
        <Alert variant="error" title="The ledger could not be loaded">
          {errorMessage(ledger.error)}
        </Alert>
      ) : (
        <>
          <dl className={styles.money} aria-label="Balance">
            <dt>Balance</dt>
            <dd className={styles.balance}>{formatPence(ledger.data.balance_pence)}</dd>
            {ledger.data.pending_pence ? (
              <>
                <dt>Card payments on their way</dt>
                <dd>{formatPence(ledger.data.pending_pence)}</dd>
              </>
            ) : null}
          </dl>
          <DataTable
            caption="Ledger entries, newest first"
            columns={LEDGER_COLUMNS}
            rows={ledger.data.entries}
            rowKey={(entry) => entry.entry_no}
            empty={
              <EmptyState>
                {`Nothing is posted yet.${canChange ? ' Use Post invoice to bill the owner.' : ''}`}
              </EmptyState>
            }
          />
        </>
      )}
      {canChange ? (
        <PostEntryDialog
          key={dialog.target}
          customerNo={customerNo}
          documentType={dialog.target}
          open={dialog.open}
          onClose={dialog.close}
          onPosted={dialog.saved}
        />
      ) : null}
    </OwnerSection>
  );
}

import type { TLedgerEntry } from '@parkstays/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { FactList } from '../../../components/ui/fact-list';
import { Panel } from '../../../components/ui/panel';
import { pathTo } from '../../../config/paths';
import { entryTitle, InvoiceDownload, isPayable, NO_DUE_DATE, yesNo } from '../../../features/owners';
import { formatDate, formatPence } from '../../../lib/format';
import { EntryPage } from './entry-page';
import styles from './owners-pages.module.css';

export function ledgerPaymentPath(entryNo: number) {
  return pathTo('ledgerPayment', { entry_no: entryNo }) ?? `/owners-portal/payment/${entryNo}`;
}

/** /owners-portal/ledger-entry/{entry_no}: every field of a ledger entry, its invoice and Make Payment. */
export function LedgerEntryRoute() {
  return <EntryPage title="Ledger Entry Details">{(entry) => <EntryDetails entry={entry} />}</EntryPage>;
}

function EntryDetails({ entry }: { entry: TLedgerEntry }) {
  const payable = isPayable(entry);
  const invoice = entry.document_type === 'Invoice' && entry.document_no !== '' ? entry.invoice_url : null;
  return (
    <Panel as="section" aria-labelledby="entry-heading">
      <h2 id="entry-heading" className={styles.panelHeading}>
        {entryTitle(entry)}
      </h2>
      <FactList breakValues stackOnPhone className={styles.entryFacts}>
        <dt>Entry No</dt>
        <dd>{entry.entry_no}</dd>
        <dt>Document Type</dt>
        <dd>{entry.document_type}</dd>
        <dt>Document No</dt>
        <dd>{entry.document_no || 'No document number'}</dd>
        <dt>Description</dt>
        <dd>{entry.description || 'No description'}</dd>
        <dt>Posting Date</dt>
        <dd>{formatDate(entry.posting_date)}</dd>
        <dt>Due Date</dt>
        <dd>{entry.due_date ? formatDate(entry.due_date) : NO_DUE_DATE}</dd>
        <dt>Open</dt>
        <dd>{yesNo(entry.open)}</dd>
        <dt>Amount</dt>
        <dd>{formatPence(entry.amount_lcy_pence)}</dd>
        <dt>Remaining Amount</dt>
        <dd>{formatPence(entry.remaining_amount_lcy_pence)}</dd>
        <dt>Pending Payments</dt>
        <dd>{formatPence(entry.pending_payments_lcy_pence)}</dd>
        <dt>Pending Remaining Amount</dt>
        <dd>{formatPence(entry.pending_remaining_amount_lcy_pence)}</dd>
        <dt>Currency</dt>
        <dd>{entry.currency_code || 'GBP'}</dd>
        <dt>Reason Code</dt>
        <dd>{entry.reason_code || 'No reason code'}</dd>
        {invoice ? (
          <>
            <dt>Invoice</dt>
            <dd>
              <InvoiceDownload url={invoice} documentNo={entry.document_no} />
            </dd>
          </>
        ) : null}
      </FactList>
      {entry.document_type === 'Invoice' ? (
        <div className={styles.payRow}>
          {payable ? (
            <>
              <p className={styles.payable}>
                You can pay up to <strong>{formatPence(entry.payable_pence)}</strong> by card.
              </p>
              <ButtonLink to={ledgerPaymentPath(entry.entry_no)}>
                Make Payment<span className="visually-hidden">{` for ${entryTitle(entry)}`}</span>
              </ButtonLink>
            </>
          ) : (
            <p className={styles.payable}>
              {entry.open ? 'A payment on this invoice is being processed.' : 'This invoice is paid.'}
            </p>
          )}
        </div>
      ) : null}
    </Panel>
  );
}

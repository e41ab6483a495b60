import type { TLedgerEntry, TOwner } from '@parkstays/contract';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FactList } from '../../../components/ui/fact-list';
import { Panel } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { pathTo } from '../../../config/paths';
import {
  entryTitle,
  isPayable,
  ledgerEntryPath,
  NO_DUE_DATE,
  splitName,
  useOwner,
  useRefreshAfterLedgerPayment,
} from '../../../features/owners';
import { CardPaymentForm } from '../../../features/payment';
import { formatDate, formatPence } from '../../../lib/format';
import { EntryPage } from './entry-page';
import styles from './owners-pages.module.css';

export type PaymentCompleteState = { paidPence?: number };

/** /owners-portal/payment/{entry_no}, titled Owner Account Payment: pay an open invoice by card. */
export function LedgerPaymentRoute() {
  // Asked for beside the entry, not after it: the billing address starts as the owner's.
  const owner = useOwner();
  return (
    <EntryPage title="Owner Account Payment">
      {(entry) => (
        <>
          <EntrySummary entry={entry} />
          {isPayable(entry) ? (
            owner.isPending ? (
              <Spinner label="Loading your details…" />
            ) : (
              <PaymentPanel entry={entry} owner={owner.data} />
            )
          ) : (
            <Alert variant="info">
              There is nothing to pay on this entry by card.{' '}
              <Link to={ledgerEntryPath(entry.entry_no)}>View the entry</Link>.
            </Alert>
          )}
        </>
      )}
    </EntryPage>
  );
}

function EntrySummary({ entry }: { entry: TLedgerEntry }) {
  return (
    <Panel as="section" aria-labelledby="payment-entry-heading">
      <h2 id="payment-entry-heading" className={styles.panelHeading}>
        {entryTitle(entry)}
      </h2>
      {entry.description ? <p>{entry.description}</p> : null}
      <FactList breakValues stackOnPhone className={styles.entryFacts}>
        <dt>Posting Date</dt>
        <dd>{formatDate(entry.posting_date)}</dd>
        <dt>Due Date</dt>
        <dd>{entry.due_date ? formatDate(entry.due_date) : NO_DUE_DATE}</dd>
        <dt>Amount</dt>
        <dd>{formatPence(entry.amount_lcy_pence)}</dd>
        <dt>Remaining Amount</dt>
        <dd>{formatPence(entry.remaining_amount_lcy_pence)}</dd>
        {entry.pending_payments_lcy_pence !== 0 ? (
          <>
            <dt>Pending Payments</dt>
            <dd>{formatPence(entry.pending_payments_lcy_pence)}</dd>
          </>
        ) : null}
      </FactList>
      {isPayable(entry) ? (
        <p className={styles.dueNow}>
          <span>Available to pay now</span>
          <strong>{formatPence(entry.payable_pence)}</strong>
        </p>
      ) : null}
    </Panel>
  );
}

function PaymentPanel({ entry, owner }: { entry: TLedgerEntry; owner: TOwner | undefined }) {
  const navigate = useNavigate();
  const { mutateAsync: refreshAfterPayment } = useRefreshAfterLedgerPayment(entry.entry_no);
  const before = entry.payable_pence;
  const onPaid = useCallback(async (): Promise<string | undefined> => {
    const after = await refreshAfterPayment();
    const paid = after ? before - after.payable_pence : 0;
    const complete = pathTo('ownerPaymentComplete') ?? '/owners-portal/payment-complete';
    navigate(`${complete}?${new URLSearchParams({ entry_no: String(entry.entry_no) })}`, {
      state: (paid > 0 ? { paidPence: paid } : {}) satisfies PaymentCompleteState,
    });
    return undefined;
  }, [before, entry.entry_no, navigate, refreshAfterPayment]);

  const name = owner ? splitName(owner.name) : { first_name: '', last_name: '' };
  return (
    <Panel as="section" aria-labelledby="pay-by-card-heading">
      <h2 id="pay-by-card-heading" className={styles.panelHeading}>
        Pay by card
      </h2>
      <CardPaymentForm
        idPrefix="ledger-payment"
        mode="amount"
        type="Invoice"
        maxPence={entry.payable_pence}
        entryNumber={entry.entry_no}
        country={owner?.country_region_code || 'GB'}
        defaults={{
          ...name,
          address: owner?.address ?? '',
          city: owner?.city ?? '',
          post_code: owner?.post_code ?? '',
        }}
        onPaid={onPaid}
      />
    </Panel>
  );
}

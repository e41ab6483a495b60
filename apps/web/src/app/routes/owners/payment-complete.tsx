import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { Panel } from '../../../components/ui/panel';
import { ledgerEntryPath, ownerPortalPath } from '../../../features/owners';
import { formatPence } from '../../../lib/format';
import type { PaymentCompleteState } from './ledger-payment';
import styles from './owners-pages.module.css';

/** /owners-portal/payment-complete, titled Payment Complete: thanks, what was paid, and the way back. */
export function PaymentCompleteRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as PaymentCompleteState;
  const entryNo = Number(params.get('entry_no'));
  const hasEntry = Number.isInteger(entryNo) && entryNo > 0;
  const paid = typeof state.paidPence === 'number' && state.paidPence > 0 ? state.paidPence : undefined;
  return (
    <div className={styles.narrowPage}>
      <title>Payment Complete</title>
      <h1 className={styles.heading}>Payment Complete</h1>
      <Panel as="section" aria-labelledby="payment-thanks-heading">
        <h2 id="payment-thanks-heading" className={styles.panelHeading}>
          Thank you for your payment
        </h2>
        <Alert variant="success">
          {paid !== undefined ? (
            <p>
              We have received your payment of <strong>{formatPence(paid)}</strong>.
            </p>
          ) : (
            <p>We have received your payment.</p>
          )}
        </Alert>
        <p>Your balance on the Owner Portal shows what is left to pay.</p>
        <div className={styles.actions}>
          <ButtonLink to={ownerPortalPath()}>Back to Owner Portal</ButtonLink>
          {hasEntry ? (
            <ButtonLink variant="secondary" to={ledgerEntryPath(entryNo)}>
              View Ledger Entry
            </ButtonLink>
          ) : null}
        </div>
      </Panel>
    </div>
  );
}

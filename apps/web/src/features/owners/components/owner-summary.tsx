import type { TOwner } from '@parkstays/contract';
import { FactList } from '../../../components/ui/fact-list';
import { Panel } from '../../../components/ui/panel';
import { formatPence, telHref } from '../../../lib/format';
import { addressLines } from '../owner-format';
import styles from './owners.module.css';

/** Owner Details (who, where, how to reach them) and Account Balance (what is owed and pending). */
export function OwnerSummary({ owner }: { owner: TOwner }) {
  const lines = addressLines(owner);
  const balance = owner.balance_lcy_pence;
  return (
    <div className={styles.twoColumns}>
      <Panel as="section" className={styles.panel} aria-labelledby="owner-details-heading">
        <h2 id="owner-details-heading">Owner Details</h2>
        <FactList stackOnPhone>
          <dt>Name</dt>
          <dd>{owner.name}</dd>
          <dt>Customer No</dt>
          <dd>{owner.customer_no}</dd>
          {lines.length > 0 ? (
            <>
              <dt>Address</dt>
              <dd>
                {lines.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </dd>
            </>
          ) : null}
          {owner.phone_no ? (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(owner.phone_no)}>{owner.phone_no}</a>
              </dd>
            </>
          ) : null}
          {owner.email ? (
            <>
              <dt>Email</dt>
              <dd className={styles.breakable}>{owner.email}</dd>
            </>
          ) : null}
        </FactList>
      </Panel>
      <Panel as="section" className={styles.panel} aria-labelledby="account-balance-heading">
        <h2 id="account-balance-heading">Account Balance</h2>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>Balance</dt>
            <dd className={balance > 0 ? styles.owing : undefined}>{formatPence(owner.balance_lcy_pence)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Pending Payments</dt>
            <dd>{formatPence(owner.pending_payments_pence)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>Pending Balance</dt>
            <dd>{formatPence(owner.pending_balance_lcy_pence)}</dd>
          </div>
        </dl>
        <p className={styles.note}>
          {balance > 0
            ? 'Open invoices can be paid by card from their entry in the ledger below.'
            : balance < 0
              ? 'Your account is in credit.'
              : 'Nothing is owed on your account.'}
        </p>
      </Panel>
    </div>
  );
}

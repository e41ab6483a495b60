import type { TAdminOwner } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FactList } from '../../../../components/ui/fact-list';
import { FormActions } from '../../../../components/ui/form-actions';
import { formatPence } from '../../../../lib/format';
import { LinkCodeDialog } from './link-code-dialog';
import { OwnerFormDialog } from './owner-form-dialog';
import { OwnerSection, useSectionDialog } from './owner-section';
import styles from './owners.module.css';

/** The owner's contact details and park; admins edit them. */
export function OwnerDetails({ owner, canChange }: { owner: TAdminOwner; canChange: boolean }) {
  const dialog = useSectionDialog(undefined);
  const address = [owner.address, owner.address_2, owner.city, owner.county, owner.post_code]
    .filter(Boolean)
    .join(', ');
  return (
    <OwnerSection
      title="Details"
      actions={
        canChange ? (
          <Button variant="secondary" onClick={() => dialog.start(undefined)}>
            Edit details
          </Button>
        ) : null
      }
    >
      {dialog.done ? <Alert variant="success">{dialog.done}</Alert> : null}
      <FactList stackOnPhone breakValues>
        <dt>Customer no</dt>
        <dd>{owner.customer_no}</dd>
        <dt>Name</dt>
        <dd>{owner.name}</dd>
        <dt>E-mail</dt>
        <dd>{owner.email}</dd>
        <dt>Phone</dt>
        <dd>{owner.phone_no || 'None given'}</dd>
        <dt>Address</dt>
        <dd>
          {address || 'None given'}
          {owner.country_region_code !== 'GB' ? ` (${owner.country_region_code})` : ''}
        </dd>
        <dt>Park</dt>
        <dd>{owner.park?.title ?? 'No park'}</dd>
      </FactList>
      {canChange ? (
        <OwnerFormDialog
          owner={owner}
          open={dialog.open}
          onClose={dialog.close}
          onSaved={(_, message) => dialog.saved(message)}
        />
      ) : null}
    </OwnerSection>
  );
}

/** What the owner owes, and the accounts on the site linked to them; Send link code links another. */
export function OwnerAccount({ owner }: { owner: TAdminOwner }) {
  const [open, setOpen] = useState(false);
  return (
    <OwnerSection title="Account">
      <dl className={styles.money}>
        <dt>Balance</dt>
        <dd className={styles.balance}>{formatPence(owner.balance_pence)}</dd>
        {owner.pending_pence ? (
          <>
            <dt>Card payments on their way</dt>
            <dd>{formatPence(owner.pending_pence)}</dd>
          </>
        ) : null}
      </dl>
      <h3 className={styles.cardTitle}>Linked accounts</h3>
      {owner.accounts.length ? (
        <ul className={styles.plainList}>
          {owner.accounts.map((account) => (
            <li key={account.id}>
              <span className={styles.strong}>{account.name || account.email}</span>
              {account.name ? <span className={styles.secondLine}>{account.email}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No account on the site is linked to this owner yet.</p>
      )}
      <FormActions>
        <Button variant="secondary" block onClick={() => setOpen(true)}>
          Send link code
        </Button>
      </FormActions>
      <LinkCodeDialog owner={owner} open={open} onClose={() => setOpen(false)} />
    </OwnerSection>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOwner } from '../../../features/owners';
import {
  CurrentDeal,
  LedgerEntries,
  LinkAccountForm,
  OwnerSummary,
  VisitsSection,
} from '../../../features/owners/portal';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import styles from './owners-pages.module.css';

/**
 * /owners-portal/owner-portal (OwnerDetails): a user without a customer number links their owner
 * account; an owner sees their details, current deal, visits and ledger entries.
 */
export function OwnerDetailsRoute() {
  const { user } = useSession();
  const customerNo = user?.customer_no ?? null;
  const [linked, setLinked] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form has gone: the page's heading takes the focus, with the news under it.
  useEffect(() => {
    if (linked !== null) headingRef.current?.focus();
  }, [linked]);

  return (
    <div className={styles.page}>
      <title>Owner Portal</title>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        Owner Portal
      </h1>
      {linked !== null && customerNo ? (
        <Alert variant="success">Your account is now linked to customer number {customerNo}.</Alert>
      ) : null}
      {customerNo ? (
        <OwnerPortal />
      ) : (
        <Panel className={styles.linkPanel}>
          <LinkAccountForm onLinked={(no) => setLinked(no ?? '')} />
        </Panel>
      )}
    </div>
  );
}

function OwnerPortal() {
  const owner = useOwner();

  if (owner.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your owner account…
        </span>
        <Panel>
          <Skeleton />
          <Skeleton />
          <Skeleton short />
        </Panel>
        <Panel>
          <Skeleton />
          <Skeleton short />
        </Panel>
      </div>
    );
  }

  if (owner.isError) {
    // The session said owner, the server does not know one: link again.
    if (owner.error instanceof ApiError && owner.error.status === 404) {
      return (
        <Panel className={styles.linkPanel}>
          <LinkAccountForm />
        </Panel>
      );
    }
    return <LoadFailed title="We could not load your owner account" query={owner} />;
  }

  return (
    <>
      <OwnerSummary owner={owner.data} />
      <CurrentDeal dealNo={owner.data.current_deal_no} />
      <VisitsSection defaultParkId={owner.data.park_id} />
      <LedgerEntries />
    </>
  );
}

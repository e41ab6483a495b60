import { staffRoleAllows } from '@parkstays/contract';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { backOfficePaths } from '../../../config/back-office-paths';
import {
  DealsSection,
  LedgerSection,
  OwnerAccount,
  OwnerDetails,
  OwnerHistory,
  useAdminOwner,
  VisitsSection,
} from '../../../features/admin/owners';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import styles from './owners.module.css';

/**
 * One owner's page: details, account and linked accounts, deals, ledger, visits and history.
 * Reception reads it and sends link codes; admins change it.
 */
export function AdminOwnerRoute() {
  const { customer_no: customerNo = '' } = useParams();
  const owner = useAdminOwner(customerNo);
  const canChange = staffRoleAllows(useSession().user?.staff_role, ['admin']);

  if (owner.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <h1 className={styles.title}>Owner {customerNo}</h1>
        <span className="visually-hidden">Loading the owner…</span>
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </div>
    );
  }
  if (owner.isError) {
    const missing = owner.error instanceof ApiError && owner.error.status === 404;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Owner {customerNo}</h1>
        <Alert
          variant="error"
          title={missing ? 'No owner has this customer number' : 'The owner could not be loaded'}
        >
          {missing ? `Check the number ${customerNo}, or find the owner by name.` : errorMessage(owner.error)}
        </Alert>
        <p>
          <Link to={backOfficePaths.owners}>Find an owner</Link>
        </p>
      </div>
    );
  }

  const data = owner.data;
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={backOfficePaths.owners}>Back to owners</Link>
      </p>
      <header>
        <h1 className={styles.title}>{data.name}</h1>
        <p className={styles.subtitle}>
          Customer {data.customer_no}
          {data.park ? ` · ${data.park.title}` : ''}
          {data.current_deal_no ? ` · deal ${data.current_deal_no}` : ''}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={`${styles.column} ${styles.aside}`}>
          <OwnerAccount owner={data} />
          <OwnerDetails owner={data} canChange={canChange} />
        </div>
        <div className={`${styles.column} ${styles.main}`}>
          <LedgerSection customerNo={data.customer_no} canChange={canChange} />
          <DealsSection owner={data} canChange={canChange} />
          <VisitsSection owner={data} canChange={canChange} />
          <OwnerHistory customerNo={data.customer_no} />
        </div>
      </div>
    </div>
  );
}

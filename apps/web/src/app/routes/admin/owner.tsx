import { staffRoleAllows } from '@parkstays/contract';
import { Link, useParams } from 'react-router';
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
import { useSession } from '../../../lib/auth';
import styles from './owners.module.css';
import { RecordUnavailable } from './record-unavailable';

/**
 * One owner's page: details, account and linked accounts, deals, ledger, visits and history.
 * Reception reads it and sends link codes; admins change it.
 */
export function AdminOwnerRoute() {
  const { customer_no: customerNo = '' } = useParams();
  const owner = useAdminOwner(customerNo);
  const canChange = staffRoleAllows(useSession().user?.staff_role, ['admin']);

  if (owner.isPending || owner.isError) {
    return (
      <RecordUnavailable
        query={owner}
        heading={`Owner ${customerNo}`}
        loading="Loading the owner…"
        missing={{
          title: 'No owner has this customer number',
          text: `Check the number ${customerNo}, or find the owner by name.`,
        }}
        failedTitle="The owner could not be loaded"
        find={{ to: backOfficePaths.owners, label: 'Find an owner' }}
        className={styles.page}
        titleClassName={styles.title}
      />
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

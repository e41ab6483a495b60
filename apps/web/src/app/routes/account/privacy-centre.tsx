import { useState } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageFrame } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import {
  DeleteAccount,
  DownloadMyData,
  MarketingChoice,
  MyPrivacyRequests,
  PrivacyRequestForm,
  usePrivacyCentre,
} from '../../../features/privacy';
import { useSession } from '../../../lib/auth';
import styles from './account-routes.module.css';

/**
 * /privacy-centre: a guest's or an owner's data: download it, delete the account, the newsletter
 * choice with its date, and requests to the park. Once the account is deleted the screen says so
 * to the visitor, now signed out everywhere.
 */
export function PrivacyCentreRoute() {
  const { isSignedIn } = useSession();
  const [deleted, setDeleted] = useState<string | null>(null);
  if (deleted)
    return (
      <PageFrame title="Your account has been deleted" className={styles.page}>
        <title>Account deleted</title>
        <Alert variant="success" takeFocus>
          {deleted}
        </Alert>
      </PageFrame>
    );
  if (!isSignedIn) return <Navigate to={`${paths.login}?redirect=privacyCentre`} replace />;
  return <SignedInCentre onDeleted={setDeleted} />;
}

function SignedInCentre({ onDeleted }: { onDeleted: (message: string) => void }) {
  const centre = usePrivacyCentre();
  return (
    <PageFrame
      title="Privacy centre"
      lead="Your data with us: a copy of it, your newsletter choice, requests to us, and deleting your account."
      className={styles.page}
    >
      <title>Privacy centre</title>
      <DownloadMyData />
      {centre.isError ? <LoadFailed title="We could not load your choices" query={centre} /> : null}
      {centre.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your choices…
          </span>
          <Skeleton />
          <Skeleton short />
        </div>
      ) : null}
      {centre.data ? <MarketingChoice choice={centre.data.marketing} /> : null}
      <PrivacyRequestForm />
      {centre.data ? <MyPrivacyRequests requests={centre.data.requests} /> : null}
      <DeleteAccount onDeleted={onDeleted} />
    </PageFrame>
  );
}

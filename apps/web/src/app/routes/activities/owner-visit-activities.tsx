import { type TVisit, ZVisitIdParams } from '@parkstays/contract';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths, pathTo } from '../../../config/paths';
import { usePopup } from '../../../features/account';
import { LoadError, sessionRange } from '../../../features/activities';
import { BookActivities } from '../../../features/activities/catalogue';
import { useVisit } from '../../../features/owners';
import { formatDate } from '../../../lib/format';
import styles from './activity-pages.module.css';

/**
 * /owners-portal/visit/{id}/activites (spelled so in the contract): the Book Activities page for
 * an owner's visit. Tickets are booked against the visit; owners may book owner-only activities.
 */
export function OwnerVisitActivitiesRoute() {
  const params = ZVisitIdParams.safeParse(useParams());
  if (!params.success) return <Navigate to={paths.notFound} replace />;
  return <VisitActivities visitId={params.data.id} />;
}

function VisitActivities({ visitId }: { visitId: number }) {
  const visit = useVisit(visitId);
  const { openPopup } = usePopup();
  return (
    <article className={styles.page}>
      <title>Book Activities</title>
      <h1>Book Activities</h1>
      {visit.isPending ? <Spinner label="Loading your visit…" /> : null}
      {visit.isError ? (
        <LoadError
          error={visit.error}
          what="visit"
          onRetry={() => void visit.refetch()}
          onSignIn={() => openPopup('signIn')}
        />
      ) : null}
      {visit.data ? <ForVisit visit={visit.data} /> : null}
    </article>
  );
}

function ForVisit({ visit }: { visit: TVisit }) {
  const start = visit.visit_start_date.slice(0, 10);
  const end = visit.visit_end_date.slice(0, 10);
  const visitHref = pathTo('ownerVisit', { id: visit.id });
  return (
    <>
      <p className={styles.lead}>
        {visit.park.title} · Your visit from {formatDate(start)} to {formatDate(end)}
      </p>
      {visitHref ? (
        <p className={styles.links}>
          <Link to={visitHref}>View Bookings of this visit</Link>
        </p>
      ) : null}
      <BookActivities
        parkId={visit.park.id}
        range={sessionRange(start, end)}
        target={{ visit_id: visit.id }}
        period="visit"
      />
    </>
  );
}

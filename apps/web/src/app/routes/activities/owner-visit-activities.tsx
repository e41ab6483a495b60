import { type TVisit, ZVisitIdParams } from '@parkstays/contract';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import { sessionRange } from '../../../features/activities';
import { BookActivities } from '../../../features/activities/catalogue';
import { useVisit } from '../../../features/owners';
import { formatDate } from '../../../lib/format';
import { paramsRoute, QueryPage } from '../../loaded-page';
import styles from './activity-pages.module.css';

/**
 * /owners-portal/visit/{id}/activites (spelled so in the contract): the Book Activities page for
 * an owner's visit. Tickets are booked against the visit; owners may book owner-only activities.
 */
export const OwnerVisitActivitiesRoute = paramsRoute(ZVisitIdParams, ({ id }) => (
  <VisitActivities visitId={id} />
));

function VisitActivities({ visitId }: { visitId: number }) {
  return (
    <QueryPage title="Book Activities" className={styles.page} query={useVisit(visitId)} what="visit">
      {(visit) => <ForVisit visit={visit} />}
    </QueryPage>
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

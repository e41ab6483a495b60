import { type TVisit, ZVisitIdParams } from '@parkstays/contract';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Panel } from '../../../components/ui/panel';
import { pathTo } from '../../../config/paths';
import { ActivityBookingCards, ActivityImage } from '../../../features/activities';
import { useVisit } from '../../../features/owners';
import { formatDate } from '../../../lib/format';
import { paramsRoute, QueryPage } from '../../loaded-page';
import styles from './activity-pages.module.css';

export const OWNER_VISIT_TITLE = 'Your Visit';

/** /owners-portal/visit/{id}: an owner's visit, its park and dates, and its activity bookings (docs/product.md, "Visits"). */
export const OwnerVisitRoute = paramsRoute(ZVisitIdParams, ({ id }) => <OwnerVisit visitId={id} />);

function OwnerVisit({ visitId }: { visitId: number }) {
  return (
    <QueryPage title={OWNER_VISIT_TITLE} className={styles.narrow} query={useVisit(visitId)} what="visit">
      {(visit) => <VisitDetails visit={visit} />}
    </QueryPage>
  );
}

function VisitDetails({ visit }: { visit: TVisit }) {
  const bookHref = pathTo('ownerVisitActivities', { id: visit.id });
  const portal = pathTo('OwnerDetails');
  return (
    <>
      {portal ? (
        <p className={styles.links}>
          <Link to={portal}>Back to the owners portal</Link>
        </p>
      ) : null}
      <Panel as="section" className={`${styles.panel} ${styles.park}`} aria-labelledby="visit-park-heading">
        <ActivityImage src={visit.park.image_url} />
        <div>
          <h2 id="visit-park-heading" className={styles.parkTitle}>
            {visit.park.title}
          </h2>
          <p>
            From {formatDate(visit.visit_start_date)} to {formatDate(visit.visit_end_date)}
          </p>
          {bookHref ? (
            <p className={styles.actions}>
              <ButtonLink outlined to={bookHref}>
                Book Activities
              </ButtonLink>
            </p>
          ) : null}
        </div>
      </Panel>
      <section aria-labelledby="visit-activities-heading">
        <h2 id="visit-activities-heading">Activity bookings</h2>
        {visit.activitybookings.length === 0 ? (
          <Panel className={styles.panel}>
            <p>You have not booked any activities for this visit yet. Use Book Activities to add some.</p>
          </Panel>
        ) : (
          <ActivityBookingCards records={visit.activitybookings} headingLevel={3} className={styles.cards} />
        )}
      </section>
    </>
  );
}

import { londonToday, type TVisit, visitParty } from '@parkstays/contract';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { pathTo } from '../../../config/paths';
import { visitDates, visitImageUrl } from '../owner-format';
import styles from './owners.module.css';

/** A planned visit: park image and title, its dates and party, and where to go from it. */
export function VisitCard({
  visit,
  onCancel,
}: {
  visit: TVisit;
  /** Cancel Visit was pressed: the button is where the focus goes back to if the owner keeps the visit. */
  onCancel: (visit: TVisit, opener: HTMLButtonElement) => void;
}) {
  const headingId = `visit-${visit.id}-heading`;
  const dates = visitDates(visit.visit_start_date, visit.visit_end_date);
  const viewVisit = pathTo('ownerVisit', [visit.id]) ?? `/owners-portal/visit/${visit.id}`;
  const bookActivities =
    pathTo('ownerVisitActivities', [visit.id]) ?? `/owners-portal/visit/${visit.id}/activites`;
  const bookings = visit.activitybookings.length;
  const context = ` for ${visit.park.title}, ${dates.toLowerCase()}`;
  const image = visitImageUrl(visit.park.image_url);
  // A visit that has ended can still be looked at, but not booked for or cancelled.
  const ended = visit.visit_end_date < londonToday();
  return (
    <article className={styles.visitCard} aria-labelledby={headingId}>
      {image ? (
        <img className={styles.visitImage} src={image} alt="" width={480} height={270} loading="lazy" />
      ) : null}
      <div className={styles.visitBody}>
        <h3 id={headingId} className={styles.visitTitle}>
          {visit.park.title}
        </h3>
        <p className={styles.visitDates}>{dates}</p>
        <p className={styles.note}>{visitParty(visit)}</p>
        {bookings > 0 ? (
          <p className={styles.note}>
            {bookings === 1 ? '1 activity booked' : `${bookings} activities booked`}
          </p>
        ) : null}
        <div className={styles.visitActions}>
          <ButtonLink to={viewVisit}>
            View Visit<span className="visually-hidden">{context}</span>
          </ButtonLink>
          {ended ? (
            <p className={styles.note}>This visit has ended.</p>
          ) : (
            <>
              <ButtonLink variant="secondary" to={bookActivities}>
                Book Activities<span className="visually-hidden">{context}</span>
              </ButtonLink>
              <Button
                variant="link"
                className={styles.cancelVisit}
                onClick={(event) => onCancel(visit, event.currentTarget)}
              >
                Cancel Visit<span className="visually-hidden">{context}</span>
              </Button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

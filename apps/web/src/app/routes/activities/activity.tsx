import {
  addDays,
  londonToday,
  OWNER_ONLY_MESSAGE,
  type TActivityView,
  ZActivityCodeParams,
} from '@parkstays/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Panel } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { paths, pathTo } from '../../../config/paths';
import { usePopup } from '../../../features/account';
import {
  ActivityBookingCards,
  ActivityImage,
  activityAnchor,
  bookingWindowMessages,
  ownerOnlyBlocked,
  useActivity,
} from '../../../features/activities';
import { ActivityDescription, BOOKING_TIME_RESTRICTIONS } from '../../../features/activities/catalogue';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { LoadError, paramsRoute } from '../../loaded-page';
import viewStyles from './activity.module.css';
import styles from './activity-pages.module.css';

type TabKey = 'visits' | 'bookings';

/** /activity/{activity_code}: an activity, and the signed-in user's upcoming visits and stays to book it for. */
export const ActivityRoute = paramsRoute(ZActivityCodeParams, ({ activity_code }) => (
  <ActivityPage activityCode={activity_code} />
));

function ActivityPage({ activityCode }: { activityCode: string }) {
  const query = useActivity(activityCode);
  const { openPopup } = usePopup();
  return (
    <article className={styles.page}>
      {query.isPending ? (
        <>
          <title>Activity</title>
          <Spinner label="Loading the activity…" />
        </>
      ) : null}
      {query.isError ? (
        <>
          <title>Activity</title>
          <h1>Activity</h1>
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <Alert variant="error" title="Activity not found">
              <p>We could not find this activity. It may no longer run.</p>
              <p>
                <Link to={paths.home}>Back to the search</Link>
              </p>
            </Alert>
          ) : (
            <LoadError query={query} what="activity" onSignIn={() => openPopup('signIn')} />
          )}
        </>
      ) : null}
      {query.data ? <ActivityDetails view={query.data} /> : null}
    </article>
  );
}

function ActivityDetails({ view }: { view: TActivityView }) {
  const { activity } = view;
  const { isSignedIn, user } = useSession();
  const { openPopup } = usePopup();
  const restrictions = bookingWindowMessages(activity);
  return (
    <>
      <title>{activity.name}</title>
      <Panel as="section" className={`${styles.panel} ${styles.hero}`} aria-labelledby="activity-heading">
        <ActivityImage src={activity.image} />
        <div>
          <h1 id="activity-heading">{activity.name}</h1>
          <ActivityDescription html={activity.description} />
          {restrictions.length > 0 ? (
            <div className={viewStyles.notice}>
              <p className={viewStyles.noticeTitle}>{BOOKING_TIME_RESTRICTIONS}</p>
              {restrictions.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ) : null}
          {ownerOnlyBlocked(activity, user) ? (
            <div className={`${viewStyles.notice} ${viewStyles.ownerOnly}`}>
              <p>{OWNER_ONLY_MESSAGE}</p>
            </div>
          ) : null}
        </div>
      </Panel>
      {isSignedIn ? (
        <UpcomingTabs view={view} />
      ) : (
        <Alert variant="info" title="Log in to book this activity">
          <p>
            Log in to see your upcoming stays and owner visits at this park, and book this activity for them.
          </p>
          <Button variant="accent" onClick={() => openPopup('signIn')}>
            Log In
          </Button>
        </Alert>
      )}
    </>
  );
}

function UpcomingTabs({ view }: { view: TActivityView }) {
  const today = londonToday();
  const visits = view.visits.filter((visit) => visit.visit_end_date.slice(0, 10) >= today);
  const bookings = view.bookings.filter(
    (booking) => addDays(booking.arrival_date.slice(0, 10), booking.no_of_nights) > today,
  );
  const [selected, setSelected] = useState<TabKey>(visits.length > 0 ? 'visits' : 'bookings');
  const anchor = `#${activityAnchor(view.activity.activity_code)}`;

  return (
    <Panel as="section" className={styles.panel} aria-label="Your upcoming visits and bookings">
      <Tabs<TabKey>
        label="Your upcoming visits and bookings"
        idPrefix="activity-upcoming"
        tabs={[
          { key: 'visits', label: 'Upcoming Owner Visits', disabled: visits.length === 0 },
          { key: 'bookings', label: 'Upcoming Bookings', disabled: bookings.length === 0 },
        ]}
        selected={selected}
        onSelect={setSelected}
      >
        {visits.length === 0 && bookings.length === 0 ? (
          <div>
            <p>You have no upcoming stays or owner visits at this park.</p>
            <p>
              <Link to={paths.home}>Find a holiday</Link>
            </p>
          </div>
        ) : selected === 'visits' ? (
          <ul className={styles.cards}>
            {visits.map((visit) => {
              const bookHref = pathTo('ownerVisitActivities', { id: visit.id });
              const viewHref = pathTo('ownerVisit', { id: visit.id });
              const headingId = `visit-${visit.id}`;
              const yourVisit = `your visit from ${formatDate(visit.visit_start_date)}`;
              return (
                <li key={visit.id}>
                  <UpcomingCard
                    headingId={headingId}
                    imageUrl={visit.park.image_url}
                    title={visit.park.title}
                  >
                    <p>
                      From {formatDate(visit.visit_start_date)} to {formatDate(visit.visit_end_date)}
                    </p>
                    <p className={styles.actions}>
                      {bookHref ? (
                        <ButtonLink outlined to={`${bookHref}${anchor}`}>
                          Book Activities<span className="visually-hidden">{` for ${yourVisit}`}</span>
                        </ButtonLink>
                      ) : null}
                      {viewHref ? (
                        <ButtonLink variant="secondary" to={viewHref}>
                          View Bookings<span className="visually-hidden">{` of ${yourVisit}`}</span>
                        </ButtonLink>
                      ) : null}
                    </p>
                  </UpcomingCard>
                </li>
              );
            })}
          </ul>
        ) : (
          <ul className={styles.cards}>
            {bookings.map((booking) => {
              const arrival = booking.arrival_date.slice(0, 10);
              const bookHref = pathTo('activities', { id: booking.id });
              const headingId = `stay-${booking.id}`;
              return (
                <li key={booking.id}>
                  <UpcomingCard
                    headingId={headingId}
                    imageUrl={booking.park.image_url}
                    title={`${booking.accommodation.title}, ${booking.park.title}`}
                  >
                    <p>
                      Booking {booking.booking_no} · {formatDate(arrival)} to{' '}
                      {formatDate(addDays(arrival, booking.no_of_nights))}
                    </p>
                    {bookHref ? (
                      <p className={styles.actions}>
                        <ButtonLink outlined to={`${bookHref}${anchor}`}>
                          Book Activities
                          <span className="visually-hidden">{` for ${booking.booking_no}`}</span>
                        </ButtonLink>
                      </p>
                    ) : null}
                  </UpcomingCard>
                  {booking.activity_bookings.length > 0 ? (
                    <ActivityBookingCards
                      records={booking.activity_bookings}
                      headingLevel={3}
                      className={`${styles.cards} ${viewStyles.nested}`}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Tabs>
    </Panel>
  );
}

/** An upcoming visit or stay at the activity's park: the park's photo, a heading, then the rest. */
function UpcomingCard({
  headingId,
  imageUrl,
  title,
  children,
}: {
  headingId: string;
  imageUrl: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <article className={viewStyles.card} aria-labelledby={headingId}>
      <ActivityImage src={imageUrl} className={viewStyles.cardImage} />
      <div className={viewStyles.cardBody}>
        <h2 id={headingId} className={viewStyles.cardTitle}>
          {title}
        </h2>
        {children}
      </div>
    </article>
  );
}

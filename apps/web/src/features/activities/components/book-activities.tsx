import { OWNER_ONLY_MESSAGE, type TActivity, type TActivitySession, type TUser } from '@parkstays/contract';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import {
  activityAnchor,
  activityDuration,
  bookingWindowMessages,
  bookingWindowState,
  type DateRange,
  groupSessionsByDate,
  ownerOnlyBlocked,
  shortTime,
  type WindowState,
} from '../activity-rules';
import { useActivitySessions } from '../api/get-activity-sessions';
import { useParkActivities } from '../api/get-park-activities';
import { ActivityDescription } from './activity-description';
import { ActivityImage } from './activity-image';
import styles from './book-activities.module.css';
import { SessionCarousel } from './session-carousel';
import { type BookingTarget, TicketChooser } from './ticket-chooser';

/** How long after the activities appear the page scrolls to the activity in the address's #hash (docs/product.md, "Book Activities"). */
export const SCROLL_TO_ANCHOR_DELAY_MS = 500;

export const BOOKING_TIME_RESTRICTIONS = 'Booking Time Restrictions';

const WINDOW_NOTES: Record<Exclude<WindowState, 'open'>, string> = {
  closed: 'Booking closed',
  'not-yet': 'Not open for booking yet',
};

/** The clock the booking windows are measured against, moved on every minute. */
function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export type BookActivitiesProps = {
  parkId: number;
  /** The days to offer; undefined when the stay or visit is over. */
  range: DateRange | undefined;
  /** The stay or the owner's visit the tickets are booked against. */
  target: BookingTarget;
  /** "stay" or "visit", for the words when there is nothing to book. */
  period: 'stay' | 'visit';
};

/**
 * The Book Activities list (docs/product.md, "Book Activities"): every activity of the park with its sessions in the stay or
 * visit, grouped by date in a carousel; Book Now opens the ticket choice.
 */
export function BookActivities({ parkId, range, target, period }: BookActivitiesProps) {
  const activities = useParkActivities(parkId);
  const sessions = useActivitySessions(parkId, range);
  const { user } = useSession();
  const now = useNow();
  const location = useLocation();
  const [chosen, setChosen] = useState<{ activity: TActivity; session: TActivitySession } | null>(null);
  const ready = activities.isSuccess && (range === undefined || sessions.isSuccess);

  const byActivity = useMemo(() => {
    const map = new Map<string, TActivitySession[]>();
    for (const session of sessions.data ?? []) {
      const list = map.get(session.activity_code) ?? [];
      list.push(session);
      map.set(session.activity_code, list);
    }
    return map;
  }, [sessions.data]);

  // docs/product.md, "Book Activities": the page scrolls to the activity anchor of the address (#activity-CODE) after 500 ms.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (!ready || !id) return;
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    }, SCROLL_TO_ANCHOR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, location.hash]);

  if (activities.isError || sessions.isError) {
    return (
      <Alert variant="error" title="We could not load the activities">
        <p>{errorMessage(activities.error ?? sessions.error)}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void activities.refetch();
            if (range) void sessions.refetch();
          }}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  if (!ready) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading activities…
        </span>
        {[1, 2].map((n) => (
          <div key={n} className={styles.panel}>
            <Skeleton shape="block" />
            <Skeleton />
            <Skeleton short />
          </div>
        ))}
      </div>
    );
  }

  if (activities.data.length === 0) {
    return <EmptyState>This park has no activities to book at the moment.</EmptyState>;
  }

  return (
    <>
      {range === undefined ? (
        <Alert variant="info">
          This {period} is over, so there are no sessions left to book. The activities of the park are below.
        </Alert>
      ) : null}
      <ul className={styles.list}>
        {activities.data.map((activity) => (
          <li key={activity.activity_code}>
            <ActivityPanel
              activity={activity}
              sessions={byActivity.get(activity.activity_code) ?? []}
              user={user}
              now={now}
              period={period}
              onBook={(session) => setChosen({ activity, session })}
            />
          </li>
        ))}
      </ul>
      <Modal
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={chosen ? `Book ${chosen.activity.name}` : 'Book tickets'}
      >
        {chosen ? (
          <TicketChooser
            key={chosen.session.no}
            activity={chosen.activity}
            session={chosen.session}
            target={target}
          />
        ) : null}
      </Modal>
    </>
  );
}

function ActivityPanel({
  activity,
  sessions,
  user,
  now,
  period,
  onBook,
}: {
  activity: TActivity;
  sessions: TActivitySession[];
  user: TUser | null;
  now: Date;
  period: 'stay' | 'visit';
  onBook: (session: TActivitySession) => void;
}) {
  const anchor = activityAnchor(activity.activity_code);
  const headingId = `${anchor}-heading`;
  const restrictionsId = `${anchor}-restrictions`;
  const ownerOnlyId = `${anchor}-owner-only`;
  const restrictions = bookingWindowMessages(activity);
  const blocked = ownerOnlyBlocked(activity, user);
  const days = groupSessionsByDate(sessions);
  const duration = activityDuration(days[0]?.sessions ?? sessions);

  const renderSession = (session: TActivitySession) => {
    const time = `${shortTime(session.start_time)} - ${shortTime(session.end_time)}`;
    const context = (
      <span className="visually-hidden">
        : {activity.name}, {formatDate(session.date)} {shortTime(session.start_time)}
      </span>
    );
    if (session.no_of_available_tickets <= 0) {
      return (
        <div className={styles.session}>
          <span className={styles.time}>{time}</span>
          <Button variant="secondary" disabled className={styles.sessionButton}>
            Sold Out{context}
          </Button>
        </div>
      );
    }
    const state = bookingWindowState(activity, session, now);
    if (blocked || state !== 'open') {
      const note = state !== 'open' ? WINDOW_NOTES[state] : 'Owners only';
      const describedBy =
        state !== 'open' && restrictions.length > 0 ? restrictionsId : blocked ? ownerOnlyId : undefined;
      return (
        <div className={styles.session}>
          <span className={styles.time}>{time}</span>
          <Button
            variant="secondary"
            disabled
            className={styles.sessionButton}
            aria-describedby={describedBy}
          >
            Book Now{context}
          </Button>
          <span className={styles.sessionNote}>{note}</span>
        </div>
      );
    }
    return (
      <div className={styles.session}>
        <span className={styles.time}>{time}</span>
        <Button variant="accent" className={styles.sessionButton} onClick={() => onBook(session)}>
          Book Now{context}
        </Button>
      </div>
    );
  };

  return (
    <section id={anchor} className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.about}>
        <ActivityImage src={activity.image} className={styles.image} />
        <div className={styles.text}>
          <h2 id={headingId} className={styles.name}>
            {activity.name}
          </h2>
          {duration ? (
            <p className={styles.duration}>
              <span className={styles.label}>Duration:</span> {duration}
            </p>
          ) : null}
          <ActivityDescription html={activity.description} />
        </div>
      </div>
      {restrictions.length > 0 ? (
        <div id={restrictionsId} className={styles.restrictions}>
          <p className={styles.restrictionsTitle}>{BOOKING_TIME_RESTRICTIONS}</p>
          {restrictions.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {blocked ? (
        <div id={ownerOnlyId} className={styles.ownerOnly}>
          <p>{OWNER_ONLY_MESSAGE}</p>
        </div>
      ) : null}
      {days.length > 0 ? (
        <SessionCarousel days={days} activityName={activity.name} renderSession={renderSession} />
      ) : (
        <p className={styles.noSessions}>There are no sessions of this activity during your {period}.</p>
      )}
    </section>
  );
}

import { londonToday, staffRoleAllows, type TStaffSession } from '@parkstays/contract';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DatePicker } from '../../../components/ui/date-picker';
import { PageFrame } from '../../../components/ui/page-frame';
import { AttendeeList, SessionList, StayCheckIn, TicketScanner } from '../../../features/admin/check-in';
import { useSession } from '../../../lib/auth';
import { focusElement } from '../../../lib/focus';
import styles from './check-in.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Check-in (activities staff and reception): choose a day (today first) and a session, see its
 * attendees, and scan tickets with the camera or by their number; reception also checks parties
 * in to their stay by reference or name. The day and session live in the
 * address, so a reload or a shared link opens the same door.
 */
export function AdminCheckInRoute() {
  const [params, setParams] = useSearchParams();
  // Stays are reception's to check in; activities staff see the door's tickets only.
  const checksInStays = staffRoleAllows(useSession().user?.staff_role, ['reception']);
  const date = DAY.test(params.get('date') ?? '') ? params.get('date')! : londonToday();
  const sessionParam = Number(params.get('session'));
  const sessionId = Number.isInteger(sessionParam) && sessionParam > 0 ? sessionParam : undefined;

  const chooseDay = (day: string) => setParams({ date: day }, { replace: true });
  const scanHeading = useRef<HTMLHeadingElement>(null);
  // The scanner is where the work is once a door is chosen.
  const chooseSession = (session: TStaffSession) => {
    setParams({ date: session.date, session: String(session.id) }, { replace: true });
    focusElement(scanHeading.current);
  };

  return (
    <PageFrame title="Check-in">
      {checksInStays ? (
        <section aria-labelledby="stays-heading" className={styles.section}>
          <h2 id="stays-heading" className={styles.sectionHeading}>
            Stays
          </h2>
          <StayCheckIn />
        </section>
      ) : null}
      <section aria-labelledby="activity-tickets-heading" className={styles.section}>
        <h2 id="activity-tickets-heading" className={styles.sectionHeading}>
          Activity tickets
        </h2>
        {/* The scanner comes first: on a phone (the door's device) it is at the top, above the
            day's sessions; on a wide screen the sessions are beside it, on the left. */}
        <div className={styles.columns}>
          <section aria-labelledby="scan-heading" className={`${styles.panel} ${styles.scan}`}>
            <h3 id="scan-heading" ref={scanHeading} className={styles.subheading}>
              Scan a ticket
            </h3>
            <p className={styles.hint}>
              {sessionId
                ? 'Tickets are checked against the session you chose: a ticket for another session is refused.'
                : "Choose a session to check tickets against it, or scan a ticket for one of today's sessions to admit it."}
            </p>
            <TicketScanner sessionId={sessionId} onOpenSession={chooseSession} />
          </section>
          <div className={styles.day}>
            <DatePicker id="check-in-day" label="Day" value={date} onChange={chooseDay} />
            <h3 className={styles.subheading}>Sessions</h3>
            <SessionList date={date} selectedId={sessionId} onSelect={chooseSession} />
          </div>
          <section aria-labelledby="attendees-heading" className={styles.attendees}>
            <h3 id="attendees-heading" className={styles.subheading}>
              Attendees
            </h3>
            {sessionId ? (
              <AttendeeList sessionId={sessionId} />
            ) : (
              <p className={styles.hint}>Choose a session to see who is booked on it.</p>
            )}
          </section>
        </div>
      </section>
    </PageFrame>
  );
}

import { addDays, londonToday, type TAdminActivity, type TAdminSession } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { DatePicker } from '../../../../components/ui/date-picker';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormActions } from '../../../../components/ui/form-actions';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { errorMessage } from '../../../../lib/api-client';
import { formatLongDate, formatPence } from '../../../../lib/format';
import { useAdminSessions } from '../api/list-sessions';
import styles from './activities.module.css';
import { AddSessionsForm } from './add-sessions-form';
import { CancelSessionDialog, ChangeSessionDialog } from './session-dialogs';

/** The list shows four weeks at a time. */
const RANGE_DAYS = 27;

function SessionRow({
  session,
  onChange,
  onCancel,
}: {
  session: TAdminSession;
  onChange: () => void;
  onCancel: () => void;
}) {
  const cancelled = session.cancelled_at !== null;
  const time = `${session.start_time} – ${session.end_time}`;
  return (
    <li
      className={`${styles.session} ${cancelled ? styles.cancelledSession : ''}`}
      aria-label={`${time}, ${session.session_no}`}
    >
      <p className={styles.sessionTime}>
        {time} <span className={styles.meta}>{session.session_no}</span>
        {cancelled ? <span className={styles.badge}>Cancelled</span> : null}
      </p>
      <p className={styles.meta}>
        {cancelled
          ? 'Offered to no one; its ticket holders were refunded and e-mailed.'
          : `${session.tickets_sold} of ${session.capacity} sold · ${session.ticket_holders} ${session.ticket_holders === 1 ? 'ticket holder' : 'ticket holders'} · ${formatPence(session.paid_pence)} paid`}
      </p>
      {cancelled ? null : (
        <FormActions>
          <Button variant="secondary" onClick={onChange} aria-label={`Change the session at ${time}`}>
            Change
          </Button>
          <Button variant="ghost" onClick={onCancel} aria-label={`Cancel session at ${time}`}>
            Cancel session
          </Button>
        </FormActions>
      )}
    </li>
  );
}

/** An activity's sessions by date, four weeks at a time; adding, changing and cancelling them. */
export function SessionsPanel({ activity }: { activity: TAdminActivity }) {
  const [from, setFrom] = useState(() => londonToday());
  const to = addDays(from, RANGE_DAYS);
  const sessions = useAdminSessions(activity.id, from, to);
  const [changing, setChanging] = useState<TAdminSession | undefined>();
  const [cancelling, setCancelling] = useState<TAdminSession | undefined>();

  const byDate = new Map<string, TAdminSession[]>();
  for (const session of sessions.data?.sessions ?? []) {
    byDate.set(session.date, [...(byDate.get(session.date) ?? []), session]);
  }

  return (
    <div className={styles.stack}>
      <section className={styles.stack} aria-labelledby="add-sessions-heading">
        <h3 id="add-sessions-heading" className={styles.subheading}>
          Add sessions
        </h3>
        <AddSessionsForm activityId={activity.id} />
      </section>
      <section className={styles.stack} aria-labelledby="sessions-heading">
        <h3 id="sessions-heading" className={styles.subheading}>
          Sessions from {formatLongDate(from)} to {formatLongDate(to)}
        </h3>
        <div className={styles.rangeNav}>
          <DatePicker
            id="sessions-from"
            label="Show from"
            value={from}
            onChange={(day) => day && setFrom(day)}
          />
          <FormActions>
            <Button variant="secondary" onClick={() => setFrom(addDays(from, -(RANGE_DAYS + 1)))}>
              Earlier weeks
            </Button>
            <Button variant="secondary" onClick={() => setFrom(addDays(from, RANGE_DAYS + 1))}>
              Later weeks
            </Button>
          </FormActions>
        </div>
        {sessions.isPending ? (
          <LoadingSkeleton className={styles.card} label="Loading the sessions" shapes={['line', 'short']} />
        ) : sessions.isError ? (
          <Alert variant="error">{errorMessage(sessions.error)}</Alert>
        ) : byDate.size === 0 ? (
          <EmptyState variant="box">
            No sessions in these weeks. Add one above, or look at later weeks.
          </EmptyState>
        ) : (
          <ol className={styles.days} aria-label={`Sessions of ${activity.name}`}>
            {[...byDate.entries()].map(([date, list]) => (
              <li key={date} className={styles.day}>
                <h4 className={styles.dayHeading}>{formatLongDate(date)}</h4>
                <ul className={styles.sessions} aria-label={`Sessions on ${formatLongDate(date)}`}>
                  {list.map((session) => (
                    <SessionRow
                      key={session.id}
                      session={session}
                      onChange={() => setChanging(session)}
                      onCancel={() => setCancelling(session)}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
      {changing ? (
        <ChangeSessionDialog
          session={changing}
          activityId={activity.id}
          onClose={() => setChanging(undefined)}
        />
      ) : null}
      {cancelling ? (
        <CancelSessionDialog
          session={cancelling}
          activityId={activity.id}
          onClose={() => setCancelling(undefined)}
        />
      ) : null}
    </div>
  );
}

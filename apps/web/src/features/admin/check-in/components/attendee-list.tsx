import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { formatLongDate } from '../../../../lib/format';
import { useSessionAttendees } from '../api/get-session-attendees';
import { bookedForText, staffName, usedWhen } from '../check-in-rules';
import styles from './attendee-list.module.css';

/**
 * A session's attendee list: every live ticket (paid or free bookings), its guest, type, what it
 * was booked for, and when it was used and by whom. On a phone each ticket is a card.
 */
export function AttendeeList({ sessionId }: { sessionId: number }) {
  const attendees = useSessionAttendees(sessionId);

  if (attendees.isPending) {
    return (
      <div className={styles.loading}>
        <span className="visually-hidden">Loading the attendees…</span>
        <Skeleton />
        <Skeleton />
        <Skeleton short />
      </div>
    );
  }
  if (attendees.isError) {
    return (
      <Alert variant="error" title="The attendees could not be loaded">
        <p>{errorMessage(attendees.error)}</p>
        <Button variant="secondary" onClick={() => attendees.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { session, attendees: tickets } = attendees.data;
  const used = tickets.filter((ticket) => ticket.used).length;
  const what = `${session.activity_name}, ${formatLongDate(session.date)}, ${session.start_time}–${session.end_time}`;
  if (tickets.length === 0) {
    return (
      <EmptyState>
        No tickets are booked for {what} yet. Guests book them from the activity’s page.
      </EmptyState>
    );
  }
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Tickets for {what}
          <span className={styles.counts}>
            {tickets.length} {tickets.length === 1 ? 'ticket' : 'tickets'}, {used} used
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Ticket</th>
            <th scope="col">Guest</th>
            <th scope="col">Type</th>
            <th scope="col">Booked for</th>
            <th scope="col">Used</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.code} className={ticket.used ? styles.used : undefined}>
              <td data-label="Ticket" className={styles.code}>
                {ticket.code}
              </td>
              <td data-label="Guest">{ticket.guest_name}</td>
              <td data-label="Type">{ticket.ticket_name}</td>
              <td data-label="Booked for">{bookedForText(ticket.booked_for)}</td>
              <td data-label="Used">
                {ticket.used ? (
                  <span>
                    {usedWhen(ticket.used.at)} by {staffName(ticket.used.by)}
                  </span>
                ) : (
                  <span className={styles.notYet}>Not yet</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

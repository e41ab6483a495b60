import type { TAttendee } from '@parkstays/contract';
import { type DataColumn, DataTable } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { formatLongDate } from '../../../../lib/format';
import { useSessionAttendees } from '../api/get-session-attendees';
import { bookedForText, staffName, usedWhen } from '../check-in-rules';
import styles from './attendee-list.module.css';

const TICKET_COLUMNS: DataColumn<TAttendee>[] = [
  { key: 'code', header: 'Ticket', className: styles.code, cell: (ticket) => ticket.code },
  { key: 'guest', header: 'Guest', cell: (ticket) => ticket.guest_name },
  { key: 'type', header: 'Type', cell: (ticket) => ticket.ticket_name },
  { key: 'for', header: 'Booked for', cell: (ticket) => bookedForText(ticket.booked_for) },
  {
    key: 'used',
    header: 'Used',
    cell: (ticket) =>
      ticket.used ? (
        <span>
          {usedWhen(ticket.used.at)} by {staffName(ticket.used.by)}
        </span>
      ) : (
        <span className={styles.notYet}>Not yet</span>
      ),
  },
];

/**
 * A session's attendee list: every live ticket (paid or free bookings), its guest, type, what it
 * was booked for, and when it was used and by whom. On a phone each ticket is a card.
 */
export function AttendeeList({ sessionId }: { sessionId: number }) {
  const attendees = useSessionAttendees(sessionId);

  if (attendees.isPending)
    return <LoadingSkeleton className={styles.loading} label="Loading the attendees…" />;
  if (attendees.isError) return <LoadFailed title="The attendees could not be loaded" query={attendees} />;

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
      <DataTable
        caption={
          <>
            Tickets for {what}
            <span className={styles.counts}>
              {tickets.length} {tickets.length === 1 ? 'ticket' : 'tickets'}, {used} used
            </span>
          </>
        }
        showCaption
        columns={TICKET_COLUMNS}
        rows={tickets}
        rowKey={(ticket) => ticket.code}
        rowClassName={(ticket) => (ticket.used ? styles.used : undefined)}
      />
    </div>
  );
}

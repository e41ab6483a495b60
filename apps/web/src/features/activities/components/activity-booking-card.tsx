import { londonToday, type TActivityBookingRecord, type TActivityBookingSummary } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { FactList } from '../../../components/ui/fact-list';
import { Spinner } from '../../../components/ui/spinner';
import { pathTo } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatPence } from '../../../lib/format';
import { parseBookingSession, shortTime } from '../activity-rules';
import { useConfirmActivityBooking } from '../api/confirm-activity-booking';
import { useActivityBooking } from '../api/get-activity-booking';
import styles from './activity-booking-card.module.css';
import { TicketList } from './ticket-list';

export const CONFIRM_NOW_LABEL = 'Booking Not Confirmed, Confirm Now?';
export const TICKETS_AFTER_PAYMENT_NOTE =
  'Your tickets will appear here once the booking is paid and confirmed.';

/** The session page of an activity booking; `#payment` lands on its card form. */
export function activitySessionHref(activityBookingNo: string, hash = '') {
  const path =
    pathTo('activity_session', { activity_booking_no: activityBookingNo }) ??
    `/activity-session/${encodeURIComponent(activityBookingNo)}`;
  return `${path}${hash}`;
}

/** What became of the money of a booking whose session the park cancelled. */
function cancelledMoneyWords(cancelled: NonNullable<TActivityBookingRecord['cancelled']>): string {
  const words: string[] = [];
  if (cancelled.refunded_pence > 0)
    words.push(`${formatPence(cancelled.refunded_pence)} has been refunded to your card.`);
  if (cancelled.refund_pending_pence > 0)
    words.push(
      `${formatPence(cancelled.refund_pending_pence)} is being refunded to your card; we will confirm it once the card processor has.`,
    );
  return words.length ? words.join(' ') : 'Nothing was paid, so there is nothing to refund.';
}

/**
 * One activity booking (docs/product.md, "Booked Activities"): the session's facts, what is outstanding
 * (red when above 0), Make Payment, View Details or the confirm button, and the tickets. The list
 * already holds the operator's record, so the tickets show at once (no "Get Tickets" to press).
 */
export function ActivityBookingCard({
  record,
  headingLevel = 3,
}: {
  record: TActivityBookingRecord;
  headingLevel?: 2 | 3 | 4;
}) {
  // The list carries the operator's record (tickets included); ask for it only when it is missing
  // or after confirming, when the tickets have just been issued.
  const [wantTickets, setWantTickets] = useState(record.elite_data === null);
  const remote = useActivityBooking(record.activity_booking_no, { enabled: wantTickets });
  const confirm = useConfirmActivityBooking();
  const session = parseBookingSession(record.activity_session);
  const summary: TActivityBookingSummary | null = remote.data?.booking ?? record.elite_data;
  const outstanding = summary ? summary.outstanding_pence : 0;
  const canConfirm = summary?.confirmed === 'false' && outstanding === 0;
  const no = record.activity_booking_no;
  const headingId = `activity-booking-${record.id}`;
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const context = <span className="visually-hidden">{` for ${no}`}</span>;

  const cancelled = record.cancelled;
  const onConfirm = () => {
    confirm.mutate(record.id, { onSuccess: () => setWantTickets(true) });
  };

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {session?.name ?? record.activity_no}
      </Heading>
      <FactList compact breakValues className={styles.facts}>
        <dt>Activity Booking No</dt>
        <dd>{no}</dd>
        {record.booking_no ? (
          <>
            <dt>Booking No</dt>
            <dd>{record.booking_no}</dd>
          </>
        ) : null}
        <dt>Activity No</dt>
        <dd>{record.activity_no}</dd>
        {session ? (
          <>
            <dt>Date</dt>
            <dd>{formatDate(session.date)}</dd>
            <dt>Time</dt>
            <dd>
              {shortTime(session.start_time)} - {shortTime(session.end_time)}
            </dd>
            <dt>Duration</dt>
            <dd>{session.duration}</dd>
            <dt>Park Code</dt>
            <dd>{session.park_code}</dd>
          </>
        ) : null}
        {summary && !cancelled ? (
          <>
            <dt>Outstanding Amount</dt>
            <dd className={outstanding > 0 ? styles.owing : undefined}>{formatPence(outstanding)}</dd>
          </>
        ) : null}
      </FactList>

      {cancelled ? (
        <Alert
          variant="info"
          title={`Cancelled by the park on ${formatDate(londonToday(new Date(cancelled.cancelled_at)))}`}
        >
          {cancelledMoneyWords(cancelled)}
        </Alert>
      ) : (
        <>
          <div className={styles.actions}>
            {outstanding !== 0 ? (
              <ButtonLink outlined to={activitySessionHref(no, '#payment')}>
                Make Payment{context}
              </ButtonLink>
            ) : null}
            <ButtonLink variant="secondary" to={activitySessionHref(no)}>
              View Details{context}
            </ButtonLink>
            {canConfirm ? (
              <Button variant="accent" busy={confirm.isPending} busyText="Confirming…" onClick={onConfirm}>
                {CONFIRM_NOW_LABEL}
                {context}
              </Button>
            ) : null}
          </div>

          {confirm.isError ? <Alert variant="error">{errorMessage(confirm.error)}</Alert> : null}
          {remote.isError ? <Alert variant="error">{errorMessage(remote.error)}</Alert> : null}
          {wantTickets && remote.isPending ? <Spinner label="Getting your tickets…" /> : null}
          {summary ? (
            <section className={styles.tickets} aria-label={`Tickets for ${no}`}>
              {summary.confirmed === 'true' ? (
                <TicketList
                  activityBookingNo={no}
                  tickets={summary.tickets}
                  headingLevel={(headingLevel + 1) as 3 | 4 | 5}
                />
              ) : (
                <p className={styles.note}>{TICKETS_AFTER_PAYMENT_NOTE}</p>
              )}
            </section>
          ) : null}
        </>
      )}
    </article>
  );
}

/** Activity bookings as a list of cards, laid out by `className`. */
export function ActivityBookingCards({
  records,
  headingLevel,
  className,
}: {
  records: TActivityBookingRecord[];
  headingLevel: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul className={className}>
      {records.map((record) => (
        <li key={record.id}>
          <ActivityBookingCard record={record} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

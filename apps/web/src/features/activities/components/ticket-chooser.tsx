import {
  ACTIVITY_BOOKING_FAILED_MESSAGE,
  type TActivity,
  type TActivitySession,
  type TBookActivityRequest,
} from '@parkstays/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { formatDate, formatDayMonth, formatPence } from '../../../lib/format';
import { shortTime, ticketCap, ticketProblem, ticketTotals } from '../activity-rules';
import { useBookActivity } from '../api/book-activity';
import { activitySessionHref } from './activity-booking-card';
import styles from './ticket-chooser.module.css';

/** Who the tickets are for: a stay (its booking number) or an owner's visit. */
export type BookingTarget = { booking_no: string } | { visit_id: number };

const ENTER_WHOLE_NUMBER = 'Enter a whole number of tickets';

/** The words to show when a booking call fails: the server's, otherwise the documented fallback (docs/product.md, "Activity booking rules"). */
export function bookingFailureMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status !== 0 &&
    error.message &&
    error.message !== GENERIC_ERROR_MESSAGE
  ) {
    return error.message;
  }
  return ACTIVITY_BOOKING_FAILED_MESSAGE;
}

/**
 * The ticket choice of a session: a quantity per ticket type (empty counts as none; when used,
 * at least 1 and at most the tickets left, capped at 7), the total price, and Book Ticket, which
 * reads Processing while the booking is made. Success goes to the activity session page.
 */
export function TicketChooser({
  activity,
  session,
  target,
}: {
  activity: TActivity;
  session: TActivitySession;
  target: BookingTarget;
}) {
  const idPrefix = useId();
  const navigate = useNavigate();
  const book = useBookActivity();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const cap = ticketCap(session.no_of_available_tickets);

  const parsed = session.tickets.map((ticket) => {
    const text = (quantities[ticket.code] ?? '').trim();
    const quantity = text === '' ? 0 : Number(text);
    return { code: ticket.code, quantity, valid: Number.isInteger(quantity) && quantity >= 0 };
  });
  const totals = ticketTotals(
    parsed.filter((p) => p.valid),
    session.tickets,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (book.isPending) return;
    if (parsed.some((p) => !p.valid)) {
      setProblem(ENTER_WHOLE_NUMBER);
      return;
    }
    const wrong = ticketProblem(totals.count, session.no_of_available_tickets);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setProblem(null);
    const body: TBookActivityRequest = {
      activity_session: session.no,
      activity_no: activity.activity_code,
      ...target,
      tickets: parsed.map(({ code, quantity }) => ({ code, quantity })),
    };
    try {
      const answer = await book.mutateAsync(body);
      navigate(activitySessionHref(answer.data.activity_booking_no), {
        state: { bookedMessage: answer.message },
      });
    } catch (error) {
      setProblem(bookingFailureMessage(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={`Tickets for ${activity.name}`}>
      <p className={styles.when}>
        <strong>{formatDayMonth(session.date)}</strong> {formatDate(session.date)},{' '}
        {shortTime(session.start_time)} - {shortTime(session.end_time)}
      </p>
      <p className={styles.left}>
        {session.no_of_available_tickets} {session.no_of_available_tickets === 1 ? 'ticket' : 'tickets'} left.
        You can book up to {cap} at a time.
      </p>
      {problem ? <Alert variant="error">{problem}</Alert> : null}
      <div className={styles.types}>
        {session.tickets.map((ticket) => (
          <TextField
            key={ticket.code}
            id={`${idPrefix}-${ticket.code}`}
            label={ticket.name}
            hint={ticket.price_pence === 0 ? 'Free' : `${formatPence(ticket.price_pence)} each`}
            type="number"
            inputMode="numeric"
            min={1}
            max={cap}
            step={1}
            placeholder="0"
            className={styles.quantity}
            value={quantities[ticket.code] ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setQuantities((current) => ({ ...current, [ticket.code]: value }));
              // A message about the last try no longer fits once the choice changes.
              setProblem(null);
            }}
          />
        ))}
      </div>
      <p className={styles.total} aria-live="polite">
        Total price: <strong>{formatPence(totals.pence)}</strong>
      </p>
      <Button type="submit" variant="accent" block busy={book.isPending} busyText="Processing">
        Book Ticket
      </Button>
    </form>
  );
}

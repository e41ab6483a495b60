import { TICKET_CODE_EXAMPLE, type TStaffSession, ZCheckInTicketRequest } from '@parkstays/contract';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { TextField } from '../../../../components/ui/field';
import { formatDate } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { type ScanResult, useCheckInTicket } from '../api/check-in-ticket';
import { alreadyUsedText, bookedForText } from '../check-in-rules';
import { CameraScanner } from './camera-scanner';
import styles from './ticket-scanner.module.css';

const ZTypedTicket = ZCheckInTicketRequest.pick({ code: true });
const FIELDS = ['code'] as const;

export type TicketScannerProps = {
  /** The session at this door: a ticket for another session is refused. None: any session's ticket. */
  sessionId?: number;
  /** Told of every result. */
  onResult?: (result: ScanResult) => void;
  /** Offered on a ticket for another session: opens that session's door. */
  onOpenSession?: (session: TStaffSession) => void;
};

/**
 * The door's scanner: "Scan with camera" reads a ticket's QR code, or staff type the number
 * printed under it. Each result is announced in a live region: admitted (the guest's name and
 * ticket type), already used (when and by whom), not for this session, not for today (with no
 * session chosen, a ticket for another day's session), not valid, not found.
 */
export function TicketScanner({ sessionId, onResult, onOpenSession }: TicketScannerProps) {
  const checkIn = useCheckInTicket();
  const [result, setResult] = useState<{ result: ScanResult; scan: number } | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const form = useForm({ resolver: formResolver(ZTypedTicket), defaultValues: { code: '' } });
  const fields = useFormFields(form, { idPrefix: 'ticket', fields: FIELDS });

  const check = (code: string, typed: boolean) => {
    setChecking(code);
    setResult(null);
    checkIn.mutate(
      { code, ...(sessionId !== undefined ? { session_id: sessionId } : {}) },
      {
        onSuccess: (answer) => {
          setResult((previous) => ({ result: answer, scan: (previous?.scan ?? 0) + 1 }));
          if (typed && answer.kind === 'admitted') form.reset({ code: '' });
          onResult?.(answer);
        },
        onSettled: () => setChecking(null),
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => check(values.code, true));

  return (
    <div className={styles.scanner}>
      <CameraScanner onCode={(code) => check(code, false)} />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Check in a ticket by its number"
        className={styles.form}
      >
        <ErrorSummary {...fields.summary} />
        <TextField
          {...fields.field('code', {
            label: 'Or type the ticket number',
            hint: `As printed under the QR code, for example ${TICKET_CODE_EXAMPLE}`,
          })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={styles.codeInput}
        />
        <Button type="submit" busy={checkIn.isPending} busyText="Checking">
          Check in
        </Button>
      </form>
      <div className={styles.results} role="status" aria-live="polite" aria-atomic="true">
        {checking ? <p className={styles.checking}>Checking ticket {checking}…</p> : null}
        {result ? (
          <ScanResultMessage key={result.scan} result={result.result} onOpenSession={onOpenSession} />
        ) : null}
      </div>
    </div>
  );
}

/** An outcome's card: admitted (green) or refused, what happened, who, and the ticket. */
function Outcome({
  kind,
  title,
  who,
  detail,
  children,
}: {
  kind: string;
  title: ReactNode;
  who: ReactNode;
  detail?: ReactNode;
  /** A way on, such as opening the ticket's own session. */
  children?: ReactNode;
}) {
  return (
    <div
      className={`${styles.result} ${kind === 'admitted' ? styles.admitted : styles.refused}`}
      data-result={kind}
    >
      <p className={styles.title}>{title}</p>
      <p className={styles.who}>{who}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {children}
    </div>
  );
}

/** One scan's outcome, in words a door steward reads at a glance. */
export function ScanResultMessage({
  result,
  onOpenSession,
}: {
  result: ScanResult;
  onOpenSession?: (session: TStaffSession) => void;
}) {
  // A ticket for another session or day names it, and the door can open that session's list.
  const openButton = (ticket: { session: TStaffSession }, words: ReactNode) =>
    onOpenSession ? (
      <Button variant="secondary" className={styles.open} onClick={() => onOpenSession(ticket.session)}>
        {words}
      </Button>
    ) : null;
  switch (result.kind) {
    case 'admitted': {
      const { ticket } = result;
      return (
        <Outcome
          kind="admitted"
          title="Admitted"
          who={`${ticket.guest_name}, ${ticket.ticket_name}`}
          detail={
            <>
              Ticket {ticket.code} · {ticket.session.activity_name}, {ticket.session.start_time} ·{' '}
              {bookedForText(ticket.booked_for)}
            </>
          }
        />
      );
    }
    case 'already-used': {
      const { ticket } = result;
      return (
        <Outcome
          kind="already-used"
          title={ticket.used ? alreadyUsedText(ticket.used) : 'Already used'}
          who={`Do not admit. ${ticket.guest_name}, ${ticket.ticket_name}`}
          detail={`Ticket ${ticket.code}`}
        />
      );
    }
    case 'wrong-session': {
      const { ticket } = result;
      return (
        <Outcome
          kind="wrong-session"
          title="Not for this session"
          who={result.message}
          detail={`Ticket ${ticket.code} · ${ticket.guest_name}, ${ticket.ticket_name}`}
        >
          {openButton(ticket, `Open ${ticket.session.activity_name} at ${ticket.session.start_time}`)}
        </Outcome>
      );
    }
    case 'not-today': {
      // Typed or scanned with no session chosen: a ticket for another day is not let in silently.
      const { ticket } = result;
      return (
        <Outcome
          kind="not-today"
          title="Not for today"
          who={`Do not admit. ${result.message}`}
          detail={`Ticket ${ticket.code} · ${ticket.guest_name}, ${ticket.ticket_name}`}
        >
          {openButton(
            ticket,
            `Open ${ticket.session.activity_name} on ${formatDate(ticket.session.date)} at ${ticket.session.start_time}`,
          )}
        </Outcome>
      );
    }
    case 'not-valid':
      return (
        <Outcome kind="not-valid" title="Not valid" who={result.message} detail={`Ticket ${result.code}`} />
      );
    case 'not-found':
      return <Outcome kind="not-found" title="Ticket not found" who={result.message} />;
    default:
      return <Outcome kind="failed" title="The ticket could not be checked" who={result.message} />;
  }
}

import { TICKET_CODE_EXAMPLE, type TStaffSession, ZCheckInTicketRequest } from '@parkstays/contract';
import { useState } from 'react';
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

/** One scan's outcome, in words a door steward reads at a glance. */
export function ScanResultMessage({
  result,
  onOpenSession,
}: {
  result: ScanResult;
  onOpenSession?: (session: TStaffSession) => void;
}) {
  switch (result.kind) {
    case 'admitted': {
      const { ticket } = result;
      return (
        <div className={`${styles.result} ${styles.admitted}`} data-result="admitted">
          <p className={styles.title}>Admitted</p>
          <p className={styles.who}>
            {ticket.guest_name}, {ticket.ticket_name}
          </p>
          <p className={styles.detail}>
            Ticket {ticket.code} · {ticket.session.activity_name}, {ticket.session.start_time} ·{' '}
            {bookedForText(ticket.booked_for)}
          </p>
        </div>
      );
    }
    case 'already-used': {
      const { ticket } = result;
      return (
        <div className={`${styles.result} ${styles.refused}`} data-result="already-used">
          <p className={styles.title}>{ticket.used ? alreadyUsedText(ticket.used) : 'Already used'}</p>
          <p className={styles.who}>
            Do not admit. {ticket.guest_name}, {ticket.ticket_name}
          </p>
          <p className={styles.detail}>Ticket {ticket.code}</p>
        </div>
      );
    }
    case 'wrong-session':
      return (
        <div className={`${styles.result} ${styles.refused}`} data-result="wrong-session">
          <p className={styles.title}>Not for this session</p>
          <p className={styles.who}>{result.message}</p>
          <p className={styles.detail}>
            Ticket {result.ticket.code} · {result.ticket.guest_name}, {result.ticket.ticket_name}
          </p>
          {onOpenSession ? (
            <Button
              variant="secondary"
              className={styles.open}
              onClick={() => onOpenSession(result.ticket.session)}
            >
              Open {result.ticket.session.activity_name} at {result.ticket.session.start_time}
            </Button>
          ) : null}
        </div>
      );
    case 'not-today':
      // Typed or scanned with no session chosen: a ticket for another day is not let in silently.
      return (
        <div className={`${styles.result} ${styles.refused}`} data-result="not-today">
          <p className={styles.title}>Not for today</p>
          <p className={styles.who}>Do not admit. {result.message}</p>
          <p className={styles.detail}>
            Ticket {result.ticket.code} · {result.ticket.guest_name}, {result.ticket.ticket_name}
          </p>
          {onOpenSession ? (
            <Button
              variant="secondary"
              className={styles.open}
              onClick={() => onOpenSession(result.ticket.session)}
            >
              Open {result.ticket.session.activity_name} on {formatDate(result.ticket.session.date)} at{' '}
              {result.ticket.session.start_time}
            </Button>
          ) : null}
        </div>
      );
    case 'not-valid':
      return (
        <div className={`${styles.result} ${styles.refused}`} data-result="not-valid">
          <p className={styles.title}>Not valid</p>
          <p className={styles.who}>{result.message}</p>
          <p className={styles.detail}>Ticket {result.code}</p>
        </div>
      );
    case 'not-found':
      return (
        <div className={`${styles.result} ${styles.refused}`} data-result="not-found">
          <p className={styles.title}>Ticket not found</p>
          <p className={styles.who}>{result.message}</p>
        </div>
      );
    default:
      return (
        <div className={`${styles.result} ${styles.refused}`} data-result="failed">
          <p className={styles.title}>The ticket could not be checked</p>
          <p className={styles.who}>{result.message}</p>
        </div>
      );
  }
}

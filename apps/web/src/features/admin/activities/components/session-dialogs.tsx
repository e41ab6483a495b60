import { type TAdminSession, ZChangeSessionRequest, ZRefundReason } from '@parkstays/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { ConfirmStep, DoneStep } from '../../../../components/ui/confirm-step';
import { FactList } from '../../../../components/ui/fact-list';
import { TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formatDate, formatPence } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useCancelSession } from '../api/cancel-session';
import { useChangeSession } from '../api/change-session';
import { useCancellation } from '../api/get-cancellation';
import styles from './activities.module.css';
import { SessionTimeFields, type SessionTimes, sessionTimesBody } from './session-time-fields';

const CHANGE_FIELDS = ['start_time', 'end_time', 'capacity'] as const;

export const sessionWords = (session: TAdminSession) =>
  `${formatDate(session.date)}, ${session.start_time} to ${session.end_time}`;

/** What a session's dialogs act on, and how they close. */
type SessionDialogProps = { session: TAdminSession; activityId: number; onClose: () => void };

/** Changes a session's times and capacity; below the tickets sold the API says so on the field. */
export function ChangeSessionDialog({ session, activityId, onClose }: SessionDialogProps) {
  const change = useChangeSession();
  const form = useForm({
    resolver: formResolver(ZChangeSessionRequest, {
      toBody: (values: SessionTimes) => {
        const { times, problems } = sessionTimesBody(values);
        return { body: times, problems };
      },
    }),
    defaultValues: {
      start_time: session.start_time,
      end_time: session.end_time,
      capacity: String(session.capacity),
    },
  });
  const fields = useFormFields(form, { idPrefix: 'change-session', fields: CHANGE_FIELDS });
  const onSubmit = form.handleSubmit((body) =>
    change.mutate(
      { sessionId: session.id, activityId, body },
      { onSuccess: onClose, onError: fields.showServerErrors },
    ),
  );
  return (
    <Modal open onClose={onClose} title={`Change the session of ${sessionWords(session)}`}>
      <FormFrame
        className={styles.dialogForm}
        onSubmit={onSubmit}
        label="Change the session"
        summary={fields.summary}
        call={change}
        submitLabel="Save the session"
        busyText="Saving"
        otherAction={{ label: 'Keep it as it is', onClick: onClose }}
      >
        <p className={styles.hintText}>
          {session.tickets_sold} {session.tickets_sold === 1 ? 'ticket is' : 'tickets are'} sold: the capacity
          cannot go below that.
        </p>
        <SessionTimeFields
          start={fields.field('start_time')}
          end={fields.field('end_time')}
          capacity={fields.field('capacity')}
        />
      </FormFrame>
    </Modal>
  );
}

/**
 * Cancelling a session, in two steps: what it will do (ticket holders told, money refunded,
 * unpaid bookings let go) with a reason for the guests, then what it did.
 */
export function CancelSessionDialog({ session, activityId, onClose }: SessionDialogProps) {
  const preview = useCancellation(session.id, true);
  const cancel = useCancelSession();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const send = () => {
    const parsed = ZRefundReason.safeParse(reason);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Enter a reason');
      return;
    }
    setReasonError(undefined);
    cancel.mutate(
      { sessionId: session.id, activityId, body: { reason: parsed.data } },
      {
        onError: (error) =>
          error instanceof ApiError && error.errors[0] && setReasonError(error.errors[0].message),
      },
    );
  };
  const title = `Cancel the session of ${sessionWords(session)}?`;
  if (cancel.isSuccess) {
    const done = cancel.data.data;
    return (
      <Modal open onClose={onClose} title="The session is cancelled">
        <DoneStep
          className={styles.dialogForm}
          variant={done.failed_pence > 0 ? 'warning' : 'success'}
          message={cancel.data.message}
          onDone={onClose}
        >
          <FactList compact breakValues>
            <dt>Ticket holders e-mailed</dt>
            <dd>{done.emailed}</dd>
            <dt>Refunded</dt>
            <dd>{formatPence(done.refunded_pence)}</dd>
            {done.pending_pence > 0 ? (
              <>
                <dt>Being checked</dt>
                <dd>{formatPence(done.pending_pence)}</dd>
              </>
            ) : null}
            {done.failed_pence > 0 ? (
              <>
                <dt>Refused by the card processor</dt>
                <dd>{formatPence(done.failed_pence)}</dd>
              </>
            ) : null}
          </FactList>
        </DoneStep>
      </Modal>
    );
  }
  return (
    <Modal open onClose={onClose} title={title}>
      {preview.isPending ? (
        <Spinner label="Counting the ticket holders…" />
      ) : preview.isError ? (
        <Alert variant="error">{errorMessage(preview.error)}</Alert>
      ) : (
        <ConfirmStep
          className={styles.dialogForm}
          failure={cancel.isError && !reasonError ? errorMessage(cancel.error) : undefined}
          confirmLabel={
            preview.data.refund_pence > 0
              ? `Cancel and refund ${formatPence(preview.data.refund_pence)}`
              : 'Cancel the session'
          }
          onConfirm={send}
          busy={cancel.isPending}
          busyText="Cancelling and refunding…"
          backLabel="Keep the session"
          onBack={onClose}
        >
          <p>
            {preview.data.ticket_holders === 0
              ? 'Nobody holds tickets for this session.'
              : `${preview.data.ticket_holders} ${preview.data.ticket_holders === 1 ? 'ticket holder' : 'ticket holders'} (${preview.data.tickets} ${preview.data.tickets === 1 ? 'ticket' : 'tickets'}) will be e-mailed that it is cancelled.`}
          </p>
          <FactList compact breakValues aria-label="What cancelling does">
            <dt>Ticket holders</dt>
            <dd>{preview.data.ticket_holders}</dd>
            <dt>Refunded to their cards</dt>
            <dd>{formatPence(preview.data.refund_pence)}</dd>
            <dt>Unpaid bookings let go</dt>
            <dd>{preview.data.unpaid_bookings}</dd>
          </FactList>
          <TextField
            id="cancel-session-reason"
            label="Reason"
            hint="The ticket holders read it in their e-mail."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
            autoComplete="off"
          />
        </ConfirmStep>
      )}
    </Modal>
  );
}

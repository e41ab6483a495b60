import { zodResolver } from '@hookform/resolvers/zod';
import { poundsToPence, refundTooMuchMessage, ZRefundReason } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { TextField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { summaryErrors } from '../../../../lib/form-errors';
import { formatPence } from '../../../../lib/format';
import { useCancelBooking } from '../api/cancel-booking';
import { MoneyConfirmStep, MoneyDone, RefundReasonField, useMoneyDialog } from './money-dialog';
import styles from './money-dialog.module.css';
import { penceAsPounds } from './money-words';

/** £0 keeps everything; at most what may be refunded (the contract's rule). */
const cancelFormSchema = (maxPence: number) =>
  z.object({ refund: z.string(), reason: ZRefundReason }).superRefine((form, ctx) => {
    const pence = form.refund.trim() === '' ? 0 : poundsToPence(form.refund);
    if (pence === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['refund'],
        message: 'Enter an amount in pounds, like 0, 50 or 125.50',
      });
    } else if (pence > maxPence) {
      ctx.addIssue({ code: 'custom', path: ['refund'], message: refundTooMuchMessage(maxPence) });
    }
  });

type CancelForm = z.infer<ReturnType<typeof cancelFormSchema>>;
const FIELDS = ['refund', 'reason'] as const;
const SERVER_FIELDS: Record<string, (typeof FIELDS)[number]> = { refund_pence: 'refund', reason: 'reason' };

export type CancelDialogProps = {
  bookingNo: string;
  open: boolean;
  onClose: () => void;
  /** What may be refunded: the refund starts at this (no cancellation charges are set up). */
  refundablePence: number;
};

/** Cancel the stay (its unit is free again) and refund a chosen amount, after a step stating both. */
export function CancelDialog({ bookingNo, open, onClose, refundablePence }: CancelDialogProps) {
  const cancel = useCancelBooking(bookingNo);
  const form = useForm<CancelForm>({
    resolver: zodResolver(cancelFormSchema(refundablePence)),
    defaultValues: { refund: penceAsPounds(refundablePence), reason: '' },
  });
  const { errors, submitCount } = form.formState;
  const { key, newAttempt, close, confirming, setConfirming, showFieldErrors } = useMoneyDialog({
    action: cancel,
    form,
    onClose,
    resetTo: () => ({ refund: penceAsPounds(refundablePence), reason: '' }),
  });
  const send = () => {
    if (!confirming) return;
    cancel.mutate(
      { body: { refund_pence: confirming.pence, reason: confirming.reason }, idempotencyKey: key.current },
      {
        onError: (error) => {
          if (showFieldErrors(error, (field) => SERVER_FIELDS[field])) setConfirming(undefined);
        },
      },
    );
  };

  const done = cancel.data;
  return (
    <Modal open={open} onClose={close} title={`Cancel booking ${bookingNo}`}>
      {done ? (
        <MoneyDone variant={done.success ? 'success' : 'warning'} message={done.message} onDone={close} />
      ) : confirming ? (
        <MoneyConfirmStep
          question={
            confirming.pence > 0
              ? `Cancel booking ${bookingNo} and refund ${formatPence(confirming.pence)} to the guest's card?`
              : `Cancel booking ${bookingNo} without a refund?`
          }
          error={cancel.error}
          busy={cancel.isPending}
          busyText="Cancelling…"
          sendLabel="Cancel the booking"
          onSend={send}
          backLabel="Go back"
          onBack={() => setConfirming(undefined)}
        >
          <p>The unit becomes free to book at once, and the guest is e-mailed. Reason: {confirming.reason}</p>
        </MoneyConfirmStep>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((values) => {
            newAttempt();
            const pence = values.refund.trim() === '' ? 0 : (poundsToPence(values.refund) ?? 0);
            setConfirming({ pence, reason: values.reason.trim() });
          })}
        >
          <ErrorSummary
            errors={summaryErrors(errors, FIELDS, (field) => `cancel-${field}`)}
            focusKey={submitCount}
          />
          <TextField
            id="cancel-refund"
            label="Refund, in pounds"
            hint={`Up to ${formatPence(refundablePence)}, everything that was paid. Enter 0 to keep it all.`}
            inputMode="decimal"
            autoComplete="off"
            error={errors.refund?.message}
            {...form.register('refund')}
          />
          <RefundReasonField
            id="cancel-reason"
            label="Reason for cancelling"
            hint="The guest sees this in their e-mail. At most 200 characters."
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <div className={styles.actions}>
            <Button type="submit">Continue</Button>
            <Button variant="secondary" onClick={close}>
              Keep the booking
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

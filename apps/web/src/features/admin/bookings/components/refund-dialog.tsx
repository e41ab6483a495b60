import { zodResolver } from '@hookform/resolvers/zod';
import { poundsToPence, refundAmountProblem, ZRefundReason } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { TextField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { summaryErrors } from '../../../../lib/form-errors';
import { formatPence } from '../../../../lib/format';
import { useRefundBooking } from '../api/refund-booking';
import { MoneyConfirmStep, MoneyDone, RefundReasonField, useMoneyDialog } from './money-dialog';
import styles from './money-dialog.module.css';

/** The refund form: pounds as typed, checked by the contract's refund rule against what may be refunded. */
const refundFormSchema = (maxPence: number) =>
  z.object({ amount: z.string(), reason: ZRefundReason }).superRefine((form, ctx) => {
    const pence = form.amount.trim() === '' ? undefined : poundsToPence(form.amount);
    if (form.amount.trim() !== '' && pence === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Enter an amount in pounds, like 50 or 125.50',
      });
      return;
    }
    const problem = refundAmountProblem(pence, maxPence);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
  });

type RefundForm = z.infer<ReturnType<typeof refundFormSchema>>;
const FIELDS = ['amount', 'reason'] as const;
const SERVER_FIELDS: Record<string, (typeof FIELDS)[number]> = { amount_pence: 'amount', reason: 'reason' };

export type RefundDialogProps = {
  bookingNo: string;
  open: boolean;
  onClose: () => void;
  /** The most that can be refunded now. */
  refundablePence: number;
};

/** Refund a chosen amount through the card provider: the form, then a step that states the amount. */
export function RefundDialog({ bookingNo, open, onClose, refundablePence }: RefundDialogProps) {
  const refund = useRefundBooking(bookingNo);
  const form = useForm<RefundForm>({
    resolver: zodResolver(refundFormSchema(refundablePence)),
    defaultValues: { amount: '', reason: '' },
  });
  const { errors, submitCount } = form.formState;
  const { key, newAttempt, close, confirming, setConfirming, showFieldErrors } = useMoneyDialog({
    action: refund,
    form,
    onClose,
  });

  const send = () => {
    if (!confirming) return;
    refund.mutate(
      { body: { amount_pence: confirming.pence, reason: confirming.reason }, idempotencyKey: key.current },
      {
        onError: (error) => {
          if (showFieldErrors(error, (field) => SERVER_FIELDS[field])) setConfirming(undefined);
        },
      },
    );
  };

  const done = refund.data;
  return (
    <Modal open={open} onClose={close} title="Refund to the guest's card">
      {done ? (
        <MoneyDone variant={done.success ? 'success' : 'error'} message={done.message} onDone={close} />
      ) : confirming ? (
        <MoneyConfirmStep
          question={<>Refund {formatPence(confirming.pence)} to the card the guest paid with?</>}
          error={refund.error}
          busy={refund.isPending}
          busyText="Refunding…"
          sendLabel={<>Refund {formatPence(confirming.pence)}</>}
          onSend={send}
          backLabel="Change the refund"
          onBack={() => setConfirming(undefined)}
        >
          <p>Reason: {confirming.reason}</p>
        </MoneyConfirmStep>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((values) => {
            newAttempt();
            setConfirming({ pence: poundsToPence(values.amount) ?? 0, reason: values.reason.trim() });
          })}
        >
          <ErrorSummary
            errors={summaryErrors(errors, FIELDS, (field) => `refund-${field}`)}
            focusKey={submitCount}
          />
          <TextField
            id="refund-amount"
            label="Amount to refund, in pounds"
            hint={
              refundablePence > 0
                ? `You can refund up to ${formatPence(refundablePence)}.`
                : 'Nothing has been paid that can be refunded.'
            }
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <RefundReasonField
            id="refund-reason"
            label="Reason"
            hint="The guest sees this. At most 200 characters."
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <div className={styles.actions}>
            <Button type="submit">Continue</Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

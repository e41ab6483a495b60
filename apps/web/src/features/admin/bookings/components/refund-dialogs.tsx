import {
  poundsToPence,
  refundAmountProblem,
  refundTooMuchMessage,
  type TCancelBookingResponse,
  type TRefundBookingResponse,
  ZCancelBookingRequest,
  ZRefundBookingRequest,
} from '@parkstays/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { AlertProps } from '../../../../components/ui/alert';
import { ConfirmStep, DoneStep } from '../../../../components/ui/confirm-step';
import { TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { errorMessage } from '../../../../lib/api-client';
import { formatPence } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useCancelBooking } from '../api/cancel-booking';
import { type MoneyBack, useRefundBooking } from '../api/refund-booking';
import { hasFieldErrors, type MoneyConfirmation, useMoneyDialog } from './money-dialog';
import styles from './money-dialog.module.css';
import { penceAsPounds } from './money-words';

/** The pence an amount field's words stand for, or what is wrong with them. */
type AmountCheck = (typed: string, maxPence: number) => { pence: number } | { problem: string };

/** What one dialog that gives money back says and sends; the form and its steps are the same. */
type RefundDialogWords = {
  title: string;
  /** The fields' ids: `${idPrefix}-amount` would not be the cancel form's. */
  idPrefix: string;
  ids: { amount: string; reason: string };
  amountLabel: string;
  amountHint: (refundablePence: number) => string;
  /** The amount field on opening. */
  initialAmount: (refundablePence: number) => string;
  checkAmount: AmountCheck;
  /** The request the contract checks: the amount in pence under the API's name, and the reason. */
  schema: typeof ZRefundBookingRequest | typeof ZCancelBookingRequest;
  reasonLabel: string;
  reasonHint: string;
  /** The API's name for the amount, whose refusal goes on the amount field. */
  apiAmountField: 'amount_pence' | 'refund_pence';
  question: (pence: number) => ReactNode;
  /** What else staff should know before sending. */
  details: (confirming: MoneyConfirmation) => ReactNode;
  busyText: string;
  sendLabel: (pence: number) => ReactNode;
  backLabel: string;
  leaveLabel: string;
  /** How an answer that moved no money is shown. */
  notDoneVariant: AlertProps['variant'];
};

type MoneyBackAction = UseMutationResult<TRefundBookingResponse | TCancelBookingResponse, Error, MoneyBack>;

export type RefundDialogProps = {
  bookingNo: string;
  open: boolean;
  onClose: () => void;
  /** The most that can be refunded now (a cancellation's refund starts at it: no charges are set up). */
  refundablePence: number;
};

/** The form as typed: pounds, and the reason. */
type AmountForm = { amount: string; reason: string };
const FIELDS = ['amount', 'reason'] as const;

/**
 * Money back to the guest's card, by a refund or with a cancellation: an amount and a reason,
 * checked by the contract's rules, then a step that states what will happen, then the answer.
 */
function RefundFormDialog({
  words,
  action,
  open,
  onClose,
  refundablePence,
}: Omit<RefundDialogProps, 'bookingNo'> & { words: RefundDialogWords; action: MoneyBackAction }) {
  const initial = () => ({ amount: words.initialAmount(refundablePence), reason: '' });
  const fieldOf = (requestField: string) =>
    requestField === words.apiAmountField ? 'amount' : requestField === 'reason' ? 'reason' : undefined;
  const form = useForm<AmountForm, unknown, Record<string, unknown>>({
    // The contract checks the request the form makes: the amount read in pence, and the reason.
    resolver: formResolver(words.schema, {
      toBody: ({ amount, reason }: AmountForm) => {
        const checked = words.checkAmount(amount, refundablePence);
        return {
          body: { [words.apiAmountField]: 'pence' in checked ? checked.pence : undefined, reason },
          problems: 'problem' in checked ? { amount: checked.problem } : {},
        };
      },
      fieldOf,
    }),
    defaultValues: initial(),
  });
  const fields = useFormFields(form, { idPrefix: words.idPrefix, fields: FIELDS, fieldOf, ids: words.ids });
  const { key, newAttempt, close, confirming, setConfirming } = useMoneyDialog({
    action,
    form,
    onClose,
    resetTo: initial,
  });
  const send = () => {
    if (!confirming) return;
    action.mutate(
      { ...confirming, idempotencyKey: key.current },
      {
        onError: (error) => {
          // Refused fields send staff back to the form, where their messages are.
          if (fields.showServerErrors(error) || hasFieldErrors(error)) setConfirming(undefined);
        },
      },
    );
  };

  const done = action.data;
  return (
    <Modal open={open} onClose={close} title={words.title}>
      {done ? (
        <DoneStep
          className={styles.form}
          variant={done.success ? 'success' : words.notDoneVariant}
          message={done.message}
          onDone={close}
        />
      ) : confirming ? (
        <ConfirmStep
          className={styles.form}
          // Refused fields send staff back to the form, where their messages are.
          failure={action.error && !hasFieldErrors(action.error) ? errorMessage(action.error) : undefined}
          failureTakesFocus
          confirmLabel={words.sendLabel(confirming.pence)}
          onConfirm={send}
          busy={action.isPending}
          busyText={words.busyText}
          backLabel={words.backLabel}
          onBack={() => setConfirming(undefined)}
          backWaits
        >
          <p className={styles.confirm}>{words.question(confirming.pence)}</p>
          {words.details(confirming)}
        </ConfirmStep>
      ) : (
        <FormFrame
          className={styles.form}
          onSubmit={form.handleSubmit((request) => {
            newAttempt();
            setConfirming({ pence: Number(request[words.apiAmountField]), reason: String(request.reason) });
          })}
          summary={fields.summary}
          submitLabel="Continue"
          otherAction={{ label: words.leaveLabel, onClick: close }}
        >
          <TextField
            {...fields.field('amount', { label: words.amountLabel, hint: words.amountHint(refundablePence) })}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextAreaField
            {...fields.field('reason', { label: words.reasonLabel, hint: words.reasonHint })}
            rows={3}
          />
        </FormFrame>
      )}
    </Modal>
  );
}

const REFUND_WORDS: RefundDialogWords = {
  title: "Refund to the guest's card",
  idPrefix: 'refund',
  ids: { amount: 'refund-amount', reason: 'refund-reason' },
  schema: ZRefundBookingRequest,
  amountLabel: 'Amount to refund, in pounds',
  amountHint: (max) =>
    max > 0 ? `You can refund up to ${formatPence(max)}.` : 'Nothing has been paid that can be refunded.',
  initialAmount: () => '',
  // Pounds as typed, checked by the contract's refund rule against what may be refunded.
  checkAmount: (typed, max) => {
    const pence = typed.trim() === '' ? undefined : poundsToPence(typed);
    if (typed.trim() !== '' && pence === undefined)
      return { problem: 'Enter an amount in pounds, like 50 or 125.50' };
    const problem = refundAmountProblem(pence, max);
    return problem ? { problem } : { pence: pence ?? 0 };
  },
  reasonLabel: 'Reason',
  reasonHint: 'The guest sees this. At most 200 characters.',
  apiAmountField: 'amount_pence',
  question: (pence) => <>Refund {formatPence(pence)} to the card the guest paid with?</>,
  details: (confirming) => <p>Reason: {confirming.reason}</p>,
  busyText: 'Refunding…',
  sendLabel: (pence) => <>Refund {formatPence(pence)}</>,
  backLabel: 'Change the refund',
  leaveLabel: 'Cancel',
  notDoneVariant: 'error',
};

/** Refund a chosen amount through the card provider: the form, then a step that states the amount. */
export function RefundDialog({ bookingNo, ...dialog }: RefundDialogProps) {
  const refund = useRefundBooking(bookingNo);
  return <RefundFormDialog words={REFUND_WORDS} action={refund} {...dialog} />;
}

const cancelWords = (bookingNo: string): RefundDialogWords => ({
  title: `Cancel booking ${bookingNo}`,
  idPrefix: 'cancel',
  ids: { amount: 'cancel-refund', reason: 'cancel-reason' },
  schema: ZCancelBookingRequest,
  amountLabel: 'Refund, in pounds',
  amountHint: (max) => `Up to ${formatPence(max)}, everything that was paid. Enter 0 to keep it all.`,
  initialAmount: penceAsPounds,
  // £0 keeps everything; at most what may be refunded (the contract's rule).
  checkAmount: (typed, max) => {
    const pence = typed.trim() === '' ? 0 : poundsToPence(typed);
    if (pence === undefined) return { problem: 'Enter an amount in pounds, like 0, 50 or 125.50' };
    return pence > max ? { problem: refundTooMuchMessage(max) } : { pence };
  },
  reasonLabel: 'Reason for cancelling',
  reasonHint: 'The guest sees this in their e-mail. At most 200 characters.',
  apiAmountField: 'refund_pence',
  question: (pence) =>
    pence > 0
      ? `Cancel booking ${bookingNo} and refund ${formatPence(pence)} to the guest's card?`
      : `Cancel booking ${bookingNo} without a refund?`,
  details: (confirming) => (
    <p>The unit becomes free to book at once, and the guest is e-mailed. Reason: {confirming.reason}</p>
  ),
  busyText: 'Cancelling…',
  sendLabel: () => 'Cancel the booking',
  backLabel: 'Go back',
  leaveLabel: 'Keep the booking',
  notDoneVariant: 'warning',
});

/** Cancel the stay (its unit is free again) and refund a chosen amount, after a step stating both. */
export function CancelDialog({ bookingNo, ...dialog }: RefundDialogProps) {
  const cancel = useCancelBooking(bookingNo);
  return <RefundFormDialog words={cancelWords(bookingNo)} action={cancel} {...dialog} />;
}

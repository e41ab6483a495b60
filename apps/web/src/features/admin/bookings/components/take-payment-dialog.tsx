import { cardAmountRangeMessage, checkCardAmount, poundsToPence } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DoneStep } from '../../../../components/ui/confirm-step';
import { TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api-client';
import { formatPence } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useTakePayment } from '../api/take-payment';
import { hasFieldErrors, useMoneyDialog } from './money-dialog';
import styles from './money-dialog.module.css';
import { penceAsPounds } from './money-words';

const needed = (label: string) => z.string().trim().min(1, `${label} is required`);

/** The amount by the contract's card-amount rule (at most the balance due); the card as the provider wants it. */
const takePaymentSchema = (duePence: number) =>
  z
    .object({
      amount: z.string(),
      cardholderName: needed('Name on card').regex(
        /^[\p{L} '-]*$/u,
        'Name on card can only contain letters and spaces',
      ),
      cardNumber: needed('Card number').regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits'),
      expiryDate: needed('Expiry date').regex(
        /^(0[1-9]|1[0-2])\d{2}$/,
        'Expiry date must be 4 digits, month then year (MMYY)',
      ),
      securityCode: needed('Security code').regex(/^\d{3,4}$/, 'Security code must be 3 or 4 digits'),
    })
    .superRefine((form, ctx) => {
      if (!('pence' in checkCardAmount(form.amount, duePence))) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: cardAmountRangeMessage(duePence) });
      }
    });

type TakePaymentForm = z.infer<ReturnType<typeof takePaymentSchema>>;
const FIELDS = ['amount', 'cardholderName', 'cardNumber', 'expiryDate', 'securityCode'] as const;

export type TakePaymentDialogProps = {
  bookingNo: string;
  open: boolean;
  onClose: () => void;
  /** The balance due: the most that can be taken. */
  duePence: number;
};

/**
 * Take a card payment on the guest's behalf, by telephone: the card goes from this browser to the
 * card provider, and the payment is made without 3-D Secure (the guest is not at the screen).
 */
export function TakePaymentDialog({ bookingNo, open, onClose, duePence }: TakePaymentDialogProps) {
  const take = useTakePayment(bookingNo);
  const form = useForm<TakePaymentForm>({
    // The card goes to the card provider, not to our API: the form's own schema, with the
    // contract's card-amount rule.
    resolver: formResolver(takePaymentSchema(duePence)),
    defaultValues: {
      amount: penceAsPounds(duePence),
      cardholderName: '',
      cardNumber: '',
      expiryDate: '',
      securityCode: '',
    },
  });
  const fields = useFormFields(form, {
    idPrefix: 'take',
    fields: FIELDS,
    // Our API names the amount in pence; the card provider names the card's fields as the form does.
    fieldOf: (requestField) =>
      requestField === 'amount_pence' ? 'amount' : (requestField as (typeof FIELDS)[number]),
  });
  const { key, newAttempt, close } = useMoneyDialog({ action: take, form, onClose });
  const done = take.data;
  // A declined card, or a refusal that names no field, is news to act on.
  const failure =
    done && !done.success
      ? done.message
      : take.error && !hasFieldErrors(take.error)
        ? errorMessage(take.error)
        : undefined;

  return (
    <Modal open={open} onClose={close} title="Take a payment by telephone">
      {done?.success ? (
        <DoneStep className={styles.form} message={done.message} onDone={close} />
      ) : (
        <FormFrame
          className={styles.form}
          onSubmit={form.handleSubmit((values) => {
            // A new key per attempt: a declined card may be tried again as a new payment.
            newAttempt();
            take.mutate(
              {
                card: {
                  cardholderName: values.cardholderName.trim(),
                  cardNumber: values.cardNumber,
                  expiryDate: values.expiryDate,
                  securityCode: values.securityCode,
                },
                amountPence: poundsToPence(values.amount) ?? 0,
                idempotencyKey: key.current,
              },
              { onError: fields.showServerErrors },
            );
          })}
          summary={fields.summary}
          failure={failure}
          failureTakesFocus
          submitLabel="Take the payment"
          busy={take.isPending}
          busyText="Taking the payment…"
          otherAction={{ label: 'Cancel', onClick: close, disabled: take.isPending }}
        >
          <TextField
            {...fields.field('amount', {
              label: 'Amount, in pounds',
              hint: `Up to the balance due, ${formatPence(duePence)}.`,
            })}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField {...fields.field('cardholderName', { label: 'Name on card' })} autoComplete="off" />
          <TextField
            {...fields.field('cardNumber', {
              label: 'Card number',
              hint: 'The long number on the front of the card, without spaces.',
            })}
            inputMode="numeric"
            autoComplete="off"
          />
          <div className={styles.cardRow}>
            <TextField
              {...fields.field('expiryDate', { label: 'Expiry date', hint: 'MMYY, for example 0428' })}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField
              {...fields.field('securityCode', {
                label: 'Security code',
                hint: 'The last 3 digits on the back',
              })}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        </FormFrame>
      )}
    </Modal>
  );
}

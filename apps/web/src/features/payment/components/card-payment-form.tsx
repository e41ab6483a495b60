import { zodResolver } from '@hookform/resolvers/zod';
import {
  MISSING_CARD_FIELDS_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  type TPaymentOption,
  ZPaymentRequest,
} from '@parkstays/contract';
import { useMemo, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Checkbox, TextField } from '../../../components/ui/field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { summaryErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { withKeyFilter } from '../../../lib/key-filter';
import { CARD_PROPERTY_FIELDS } from '../api/create-card-identifier';
import { type PaymentOrder, usePayByCard } from '../api/pay-by-card';
import { type CardFailureWords, cardFailureWords, challengeFailureWords } from '../payment-status';
import styles from './card-payment-form.module.css';
import { ThreeDSecureChallenge, useThreeDSResult } from './three-d-secure-challenge';

/** Why the last attempt did not pay: plain words (payment-status.ts), or the server's. */
type Failure = Partial<Pick<CardFailureWords, 'kind' | 'title'>> & { message: string };

function FailureAlert({ failure }: { failure: Failure }) {
  const variant = failure.kind === 'checking' ? 'info' : failure.kind === 'refunded' ? 'warning' : 'error';
  return (
    <Alert variant={variant} title={failure.title} takeFocus>
      {failure.message}
    </Alert>
  );
}

/** Key filters of the card form (owners-activities-events §5). */
export const CARD_KEY_FILTERS = {
  digits: /^[0-9]*$/,
  /** Name on card: letters and spaces only. */
  cardName: /^[\p{L} ]*$/u,
  postcode: /^[A-Za-z0-9 ]*$/,
} as const;

const needed = (label: string) => z.string().trim().min(1, `${label} is required`);

function cardFormSchema(mode: 'options' | 'amount', maxAmount: number) {
  const request = ZPaymentRequest.shape;
  return z
    .object({
      payment_option: z.string().optional(),
      amount: z.string().optional(),
      first_name: request.customerFirstName,
      last_name: request.customerLastName,
      address: request.address1,
      city: request.city,
      post_code: request.postalCode,
      name: needed('Name on card').regex(
        CARD_KEY_FILTERS.cardName,
        'Name on card can only contain letters and spaces',
      ),
      cardNumber: needed('Card number').regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits'),
      expiryDate: needed('Expiry date').regex(
        /^(0[1-9]|1[0-2])\d{2}$/,
        'Expiry date must be 4 digits, month then year (MMYY)',
      ),
      securityCode: needed('CV2').regex(/^\d{3}$/, 'CV2 must be 3 digits'),
      terms: z.boolean().refine((value) => value, 'Tick the box to agree to the terms and conditions'),
    })
    .superRefine((form, ctx) => {
      if (mode === 'options') {
        if (!form.payment_option) {
          ctx.addIssue({ code: 'custom', path: ['payment_option'], message: 'Choose how much to pay' });
        }
        return;
      }
      const text = (form.amount ?? '').trim();
      const amount = Number(text);
      if (!text) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount is required' });
      } else if (!Number.isFinite(amount) || amount <= 0 || !/^\d+(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount in pounds, like 50.00' });
      } else if (amount > maxAmount) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `The amount can be at most ${formatMoney(maxAmount)}`,
        });
      }
    });
}

export type CardFormValues = z.input<ReturnType<typeof cardFormSchema>>;

const FIELD_ORDER = [
  'payment_option',
  'amount',
  'first_name',
  'last_name',
  'address',
  'city',
  'post_code',
  'name',
  'cardNumber',
  'expiryDate',
  'securityCode',
  'terms',
] as const satisfies readonly Path<CardFormValues>[];

const REQUIRED_FIELDS = new Set<string>([
  'amount',
  'first_name',
  'last_name',
  'address',
  'city',
  'post_code',
  'name',
  'cardNumber',
  'expiryDate',
  'securityCode',
]);

export type PayerDefaults = {
  first_name?: string;
  last_name?: string;
  address?: string;
  city?: string;
  post_code?: string;
};

type CommonProps = {
  idPrefix: string;
  /** The booking the payment is for: the API reads bookingNumber as the booking's id. */
  bookingNumber?: string;
  /** For an Activity payment: the activity booking's number. */
  activityBookingNo?: string;
  /** For an Invoice payment: the owner's ledger entry number. */
  entryNumber?: number;
  country?: string;
  defaults?: PayerDefaults;
  /**
   * Runs once the provider has taken the payment (straight away, or after the 3-D Secure check).
   * Resolves with words to show when the payment could not be confirmed.
   */
  onPaid: () => Promise<string | undefined>;
};

export type CardPaymentFormProps = CommonProps &
  (
    | { mode: 'options'; paymentOptions: TPaymentOption[] }
    | { mode: 'amount'; type: 'Additional' | 'Invoice'; maxAmount: number }
  );

/**
 * The card form: Initial/Deposit choose a payment option; Additional and Invoice take a free amount.
 * The submit button says "Processing" from the first call until the payment is settled.
 */
export function CardPaymentForm(props: CardPaymentFormProps) {
  const {
    idPrefix,
    bookingNumber,
    activityBookingNo,
    entryNumber,
    country = 'GB',
    defaults = {},
    onPaid,
  } = props;
  const maxAmount = props.mode === 'amount' ? props.maxAmount : 0;
  const options = props.mode === 'options' ? props.paymentOptions : [];
  const schema = useMemo(() => cardFormSchema(props.mode, maxAmount), [props.mode, maxAmount]);
  const pay = usePayByCard();
  const [working, setWorking] = useState(false);
  const [challengeSrc, setChallengeSrc] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const form = useForm<CardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      payment_option: options[0] ? String(options[0].id) : '',
      amount: '',
      first_name: defaults.first_name ?? '',
      last_name: defaults.last_name ?? '',
      address: defaults.address ?? '',
      city: defaults.city ?? '',
      post_code: defaults.post_code ?? '',
      name: '',
      cardNumber: '',
      expiryDate: '',
      securityCode: '',
      terms: false,
    },
  });
  const { register, handleSubmit, formState, getValues, setError } = form;
  const { errors } = formState;
  const id = (field: string) => `${idPrefix}-${field}`;

  const finish = async () => {
    try {
      const problem = await onPaid();
      if (problem) {
        setFailure({ message: problem });
        setWorking(false);
      }
    } catch {
      setFailure({ message: PAYMENT_FAILED_MESSAGE });
      setWorking(false);
    }
  };

  useThreeDSResult(challengeSrc !== null, (result) => {
    setChallengeSrc(null);
    if (result.success) {
      void finish();
      return;
    }
    setFailure(challengeFailureWords(result));
    setWorking(false);
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setWorking(true);
    const payer = {
      ...(bookingNumber ? { bookingNumber } : {}),
      ...(activityBookingNo ? { activityBookingNo } : {}),
      ...(entryNumber !== undefined ? { entryNumber } : {}),
      customerFirstName: values.first_name,
      customerLastName: values.last_name,
      address1: values.address,
      city: values.city,
      postalCode: values.post_code.replace(/\s+/g, ''),
      country,
    };
    let order: PaymentOrder;
    if (props.mode === 'options') {
      const option = options.find((o) => String(o.id) === values.payment_option) ?? options[0];
      order = { ...payer, type: option?.dbvalue ?? 'Initial' };
    } else {
      order = { ...payer, type: props.type, amount: Number(values.amount) };
    }
    try {
      const outcome = await pay.mutateAsync({
        card: {
          cardholderName: values.name.trim(),
          cardNumber: values.cardNumber,
          expiryDate: values.expiryDate,
          securityCode: values.securityCode,
        },
        order,
      });
      if (outcome.kind === 'finished') {
        await finish();
      } else if (outcome.kind === 'challenge') {
        setChallengeSrc(outcome.src);
      } else {
        setFailure(cardFailureWords(outcome.answer, outcome.message));
        setWorking(false);
      }
    } catch (error) {
      if (error instanceof ApiError) {
        const cardFields = Object.values(CARD_PROPERTY_FIELDS) as string[];
        for (const fieldError of error.errors) {
          if (cardFields.includes(fieldError.field)) {
            setError(fieldError.field as Path<CardFormValues>, {
              type: 'server',
              message: fieldError.message,
            });
          }
        }
      }
      const message =
        error instanceof ApiError && error.message && error.message !== GENERIC_ERROR_MESSAGE
          ? error.message
          : PAYMENT_FAILED_MESSAGE;
      setFailure({ message });
      setWorking(false);
    }
  });

  // A payment that arrived too late was given back: there is nothing here to pay again.
  if (failure?.kind === 'refunded') {
    return (
      <div className={styles.form}>
        <FailureAlert failure={failure} />
      </div>
    );
  }

  const rows = summaryErrors(errors, FIELD_ORDER, id);
  const values = getValues();
  const missing =
    rows.length > 0 &&
    FIELD_ORDER.some((field) => {
      if (!REQUIRED_FIELDS.has(field) || !errors[field]) return false;
      if (field === 'amount' && props.mode !== 'amount') return false;
      return String(values[field] ?? '').trim() === '';
    });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Card payment">
      <ErrorSummary
        errors={rows}
        title={missing ? MISSING_CARD_FIELDS_MESSAGE : undefined}
        focusKey={formState.submitCount}
      />
      {failure ? <FailureAlert failure={failure} /> : null}

      {props.mode === 'options' ? (
        <RadioGroup
          id={id('payment_option')}
          legend="How much would you like to pay?"
          options={options.map((option) => ({
            value: String(option.id),
            label: `${option.title}: ${formatMoney(option.amount)}`,
          }))}
          error={errors.payment_option?.message}
          {...register('payment_option')}
        />
      ) : (
        <TextField
          id={id('amount')}
          label="Amount (£)"
          type="number"
          inputMode="decimal"
          min={0.01}
          max={maxAmount}
          step={0.01}
          hint={`Up to ${formatMoney(maxAmount)}`}
          error={errors.amount?.message}
          {...register('amount')}
        />
      )}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Billing address</legend>
        <div className={styles.grid}>
          <TextField
            id={id('first_name')}
            label="First name"
            autoComplete="billing given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            id={id('last_name')}
            label="Surname"
            autoComplete="billing family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <div className={styles.wide}>
            <TextField
              id={id('address')}
              label="Address"
              autoComplete="billing address-line1"
              error={errors.address?.message}
              {...register('address')}
            />
          </div>
          <TextField
            id={id('city')}
            label="City"
            autoComplete="billing address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            id={id('post_code')}
            label="Post code"
            autoComplete="billing postal-code"
            maxLength={10}
            error={errors.post_code?.message}
            {...withKeyFilter(register('post_code'), CARD_KEY_FILTERS.postcode)}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Card details</legend>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <TextField
              id={id('name')}
              label="Name on card"
              autoComplete="cc-name"
              spellCheck={false}
              error={errors.name?.message}
              {...withKeyFilter(register('name'), CARD_KEY_FILTERS.cardName)}
            />
          </div>
          <div className={styles.wide}>
            <TextField
              id={id('cardNumber')}
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={19}
              spellCheck={false}
              error={errors.cardNumber?.message}
              {...withKeyFilter(register('cardNumber'), CARD_KEY_FILTERS.digits)}
            />
          </div>
          <TextField
            id={id('expiryDate')}
            label="Expiry date (MMYY)"
            hint="For example, 0428"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={4}
            error={errors.expiryDate?.message}
            {...withKeyFilter(register('expiryDate'), CARD_KEY_FILTERS.digits)}
          />
          <TextField
            id={id('securityCode')}
            label="CV2"
            hint="The last 3 digits on the back of the card"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            error={errors.securityCode?.message}
            {...withKeyFilter(register('securityCode'), CARD_KEY_FILTERS.digits)}
          />
        </div>
      </fieldset>

      <Checkbox
        id={id('terms')}
        label={
          props.mode === 'amount' && props.type === 'Invoice'
            ? 'I have read and agree to the privacy policy'
            : 'I have read and agree to the booking terms and conditions and the privacy policy'
        }
        error={errors.terms?.message}
        {...register('terms')}
      />

      {challengeSrc ? <ThreeDSecureChallenge src={challengeSrc} /> : null}

      <Button type="submit" block busy={working} busyText="Processing">
        {props.mode === 'options' ? 'Pay now' : 'Make payment'}
      </Button>
    </form>
  );
}

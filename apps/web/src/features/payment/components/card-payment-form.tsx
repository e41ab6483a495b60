import { MISSING_CARD_FIELDS_MESSAGE } from '@parkstays/contract';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Checkbox, TextField } from '../../../components/ui/field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { formatPence } from '../../../lib/format';
import { formResolver, useFormFields } from '../../../lib/forms';
import {
  CARD_FIELD_ORDER,
  CARD_KEY_FILTERS,
  CARD_REQUIRED_FIELDS,
  type CardFormValues,
  cardFormDefaults,
  cardFormSchema,
  type PayerDefaults,
} from './card-form-schema';
import styles from './card-payment-form.module.css';
import { ThreeDSecureChallenge } from './three-d-secure-challenge';
import { type CardPaymentTarget, type Failure, useCardPayment } from './use-card-payment';

function FailureAlert({ failure }: { failure: Failure }) {
  const variant = failure.kind === 'checking' ? 'info' : failure.kind === 'refunded' ? 'warning' : 'error';
  return (
    <Alert variant={variant} title={failure.title} takeFocus>
      {failure.message}
    </Alert>
  );
}

export type CardPaymentFormProps = CardPaymentTarget & {
  idPrefix: string;
  defaults?: PayerDefaults;
  /**
   * The booking terms of the stay being paid for, shown above the box the guest ticks to agree to
   * them (the box then says so); the API refuses a stay's first payment without that agreement.
   */
  bookingTerms?: ReactNode;
};

/**
 * The card form: Initial/Deposit choose a payment option; Additional and Invoice take a free amount.
 * The submit button says "Processing" from the first call until the payment is settled.
 */
export function CardPaymentForm(props: CardPaymentFormProps) {
  const { idPrefix, defaults = {} } = props;
  const maxPence = props.mode === 'amount' ? props.maxPence : 0;
  const options = props.mode === 'options' ? props.paymentOptions : [];
  const schema = useMemo(() => cardFormSchema(props.mode, maxPence), [props.mode, maxPence]);
  const form = useForm<CardFormValues>({
    resolver: formResolver(schema),
    defaultValues: cardFormDefaults(options, defaults),
  });
  const { handleSubmit, formState, getValues, setError, setValue, watch } = form;
  // New terms shown (an admin changed them while the page was open) were not agreed to yet.
  const { termsVersion } = props;
  useEffect(() => {
    if (termsVersion !== undefined) setValue('terms', false);
  }, [termsVersion, setValue]);
  const chosen = options.find((option) => String(option.id) === watch('payment_option')) ?? options[0];
  const { errors } = formState;
  const fields = useFormFields(form, { idPrefix, fields: CARD_FIELD_ORDER });
  const { working, challengeSrc, failure, submit } = useCardPayment(props, setError);
  const onSubmit = handleSubmit(submit);

  // A payment that arrived too late was given back: there is nothing here to pay again.
  if (failure?.kind === 'refunded') {
    return (
      <div className={styles.form}>
        <FailureAlert failure={failure} />
      </div>
    );
  }

  const rows = fields.summary.errors;
  const values = getValues();
  const missing =
    rows.length > 0 &&
    CARD_FIELD_ORDER.some((field) => {
      if (!CARD_REQUIRED_FIELDS.has(field) || !errors[field]) return false;
      if (field === 'amount' && props.mode !== 'amount') return false;
      return String(values[field] ?? '').trim() === '';
    });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Card payment">
      <ErrorSummary {...fields.summary} title={missing ? MISSING_CARD_FIELDS_MESSAGE : undefined} />
      {failure ? <FailureAlert failure={failure} /> : null}

      {props.mode === 'options' ? (
        <RadioGroup
          {...fields.field('payment_option')}
          legend="How much would you like to pay?"
          options={options.map((option) => ({
            value: String(option.id),
            label: `${option.title}: ${formatPence(option.amount_pence)}`,
          }))}
        />
      ) : (
        <TextField
          {...fields.field('amount', { label: 'Amount (£)', hint: `Up to ${formatPence(maxPence)}` })}
          type="number"
          inputMode="decimal"
          min={0.01}
          max={maxPence / 100}
          step={0.01}
        />
      )}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Billing address</legend>
        <div className={styles.grid}>
          <TextField
            {...fields.field('first_name', { label: 'First name' })}
            autoComplete="billing given-name"
          />
          <TextField
            {...fields.field('last_name', { label: 'Surname' })}
            autoComplete="billing family-name"
          />
          <div className={styles.wide}>
            <TextField
              {...fields.field('address', { label: 'Address' })}
              autoComplete="billing address-line1"
            />
          </div>
          <TextField {...fields.field('city', { label: 'City' })} autoComplete="billing address-level2" />
          <TextField
            {...fields.field('post_code', { label: 'Post code', keyFilter: CARD_KEY_FILTERS.postcode })}
            autoComplete="billing postal-code"
            maxLength={10}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Card details</legend>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <TextField
              {...fields.field('name', { label: 'Name on card', keyFilter: CARD_KEY_FILTERS.cardName })}
              autoComplete="cc-name"
              spellCheck={false}
            />
          </div>
          <div className={styles.wide}>
            <TextField
              {...fields.field('cardNumber', { label: 'Card number', keyFilter: CARD_KEY_FILTERS.digits })}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={19}
              spellCheck={false}
            />
          </div>
          <TextField
            {...fields.field('expiryDate', {
              label: 'Expiry date (MMYY)',
              hint: 'For example, 0428',
              keyFilter: CARD_KEY_FILTERS.digits,
            })}
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={4}
          />
          <TextField
            {...fields.field('securityCode', {
              label: 'CV2',
              hint: 'The last 3 digits on the back of the card',
              keyFilter: CARD_KEY_FILTERS.digits,
            })}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
          />
        </div>
      </fieldset>

      {props.bookingTerms}
      <Checkbox
        {...fields.field('terms')}
        label={
          props.bookingTerms
            ? 'I agree to the booking terms'
            : props.mode === 'amount' && props.type === 'Invoice'
              ? 'I have read and agree to the privacy policy'
              : 'I have read and agree to the booking terms and conditions and the privacy policy'
        }
      />

      {challengeSrc ? <ThreeDSecureChallenge src={challengeSrc} /> : null}

      <Button type="submit" block busy={working} busyText="Processing">
        {/* Says what it does and how much is taken now (Consumer Contracts Regulations, reg. 14). */}
        {chosen ? `Pay ${formatPence(chosen.amount_pence)} now` : 'Make payment'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { MISSING_CARD_FIELDS_MESSAGE } from '@parkstays/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Checkbox, TextField } from '../../../components/ui/field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { summaryErrors } from '../../../lib/form-errors';
import { formatPence } from '../../../lib/format';
import { withKeyFilter } from '../../../lib/key-filter';
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
    resolver: zodResolver(schema),
    defaultValues: cardFormDefaults(options, defaults),
  });
  const { register, handleSubmit, formState, getValues, setError } = form;
  const { errors } = formState;
  const id = (field: string) => `${idPrefix}-${field}`;
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

  const rows = summaryErrors(errors, CARD_FIELD_ORDER, id);
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
            label: `${option.title}: ${formatPence(option.amount_pence)}`,
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
          max={maxPence / 100}
          step={0.01}
          hint={`Up to ${formatPence(maxPence)}`}
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

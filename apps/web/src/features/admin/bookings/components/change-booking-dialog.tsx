import {
  londonToday,
  partyRefusal,
  STAY_LENGTHS,
  type TBookingChange,
  type TBookingQuote,
  type TDeskBooking,
  ZBookingChange,
} from '@parkstays/contract';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import blocks from '../../../../components/ui/blocks.module.css';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Checkbox, Select, TextField } from '../../../../components/ui/field';
import { FormActions } from '../../../../components/ui/form-actions';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { Modal } from '../../../../components/ui/modal';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formatDate, formatPence } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useChangeBooking } from '../api/change-booking';
import { useQuoteBookingChange } from '../api/quote-booking-change';
import styles from './bookings.module.css';

const FIELDS = [
  'arrival_date',
  'no_of_nights',
  'grade_id',
  'unit_id',
  'no_of_adults',
  'no_of_children',
  'has_pets',
] as const satisfies readonly Path<TBookingChange>[];

/** The booking as it stands, as the change form's first values. */
export function changeFromBooking(booking: TDeskBooking): TBookingChange {
  const offered = booking.change_options.find((o) => o.grade_id === booking.grade.id)?.extras ?? [];
  const chosen = new Map(booking.extras.map((e) => [e.code, e.quantity]));
  return {
    arrival_date: booking.arrival_date,
    no_of_nights: booking.no_of_nights,
    grade_id: booking.grade.id,
    // No unit chosen: the stay keeps its own unit when that is free on the new nights, or takes a
    // free one of the grade (a unit named here is that unit or a refusal).
    unit_id: null,
    no_of_adults: booking.party.no_of_adults,
    no_of_children: booking.party.no_of_children,
    has_pets: booking.party.has_pets,
    extras: offered.map((e) => ({ code: e.code, quantity: chosen.get(e.code) ?? 0 })),
  };
}

type ChangeBookingDialogProps = {
  booking: TDeskBooking;
  open: boolean;
  onClose: () => void;
  /** The change is saved: the server's words for it. */
  onChanged: (message: string) => void;
  /** Where the focus goes back to when the dialog closes (the button that opened it). */
  returnFocusTo?: HTMLElement | null;
};

/**
 * Changes a booking's dates, accommodation, unit, party or extras. "Check the new price" asks the
 * server for the price of the change first; only then can it be saved, at that price (the server
 * refuses it if the price has moved since, and the new price is shown).
 */
export function ChangeBookingDialog({
  booking,
  open,
  onClose,
  onChanged,
  returnFocusTo,
}: ChangeBookingDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Change booking ${booking.booking_no}`}
      size="wide"
      returnFocusTo={returnFocusTo}
    >
      {open ? <ChangeBookingForm booking={booking} onClose={onClose} onChanged={onChanged} /> : null}
    </Modal>
  );
}

function ChangeBookingForm({
  booking,
  onClose,
  onChanged,
}: Omit<ChangeBookingDialogProps, 'open' | 'returnFocusTo'>) {
  const quote = useQuoteBookingChange(booking.booking_no);
  const change = useChangeBooking(booking.booking_no);
  const [quoted, setQuoted] = useState<{ values: TBookingChange; quote: TBookingQuote } | null>(null);
  const [notice, setNotice] = useState('');
  const form = useForm<TBookingChange>({
    resolver: formResolver(ZBookingChange, {
      toBody: (values: TBookingChange) => ({ body: values }),
      // The contract's party rule for the accommodation chosen: how many it sleeps, pets or not.
      rules: (values: TBookingChange) => {
        const grade = booking.change_options.find((o) => o.grade_id === values.grade_id);
        const refusal = grade && partyRefusal(grade, values);
        return refusal ? [refusal] : [];
      },
    }),
    defaultValues: changeFromBooking(booking),
  });
  const { control, handleSubmit, setValue, getValues, watch } = form;
  const gradeId = watch('grade_id');
  const option = booking.change_options.find((o) => o.grade_id === Number(gradeId));
  const extras = watch('extras');
  const quantities = extras.map((_, index) => `extras.${index}.quantity` as const);
  const fields = useFormFields(form, {
    idPrefix: 'change-booking',
    fields: [...FIELDS, ...quantities],
    ids: Object.fromEntries(quantities.map((name) => [name, `change-booking-${name.replace(/\./g, '-')}`])),
  });

  // Any edit after a price was shown makes that price stale: it must be checked again.
  useEffect(() => {
    const subscription = watch(() => {
      setQuoted(null);
      setNotice('');
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const askPrice = (values: TBookingChange) =>
    quote.mutate(values, {
      onSuccess: (answer) => setQuoted({ values, quote: answer }),
      onError: fields.showServerErrors,
    });

  const onCheck = handleSubmit((values) => {
    setNotice('');
    askPrice(values);
  });

  const onSave = () => {
    if (!quoted) return;
    change.mutate(
      { ...quoted.values, expected_total_pence: quoted.quote.total_pence },
      {
        onSuccess: (answer) => {
          onChanged(answer.message);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'PRICE_CHANGED') {
            setNotice(error.message);
            askPrice(quoted.values);
          }
        },
      },
    );
  };

  return (
    <form onSubmit={onCheck} noValidate aria-label="Change the booking" className={styles.changeForm}>
      <ErrorSummary {...fields.summary} />
      <fieldset className={blocks.fieldset}>
        <legend className={blocks.legend}>Dates</legend>
        <div className={blocks.fields}>
          <FormDateField
            control={control}
            fields={fields}
            name="arrival_date"
            label="Arrival date"
            min={londonToday() < booking.arrival_date ? londonToday() : booking.arrival_date}
          />
          <Select
            {...fields.field('no_of_nights', { label: 'Nights', register: { setValueAs: Number } })}
            options={STAY_LENGTHS.map((n) => ({
              value: String(n),
              label: `${n} ${n === 1 ? 'night' : 'nights'}`,
            }))}
          />
        </div>
      </fieldset>
      <fieldset className={blocks.fieldset}>
        <legend className={blocks.legend}>Accommodation</legend>
        <div className={blocks.fields}>
          <Select
            {...fields.field('grade_id', {
              label: 'Accommodation',
              register: {
                setValueAs: Number,
                onChange: (event) => {
                  const next = booking.change_options.find((o) => o.grade_id === Number(event.target.value));
                  const kept = new Map(getValues('extras').map((e) => [e.code, e.quantity]));
                  setValue('unit_id', null);
                  setValue(
                    'extras',
                    (next?.extras ?? []).map((e) => ({ code: e.code, quantity: kept.get(e.code) ?? 0 })),
                  );
                },
              },
            })}
            options={booking.change_options.map((o) => ({
              value: String(o.grade_id),
              label: `${o.title} (sleeps ${o.capacity}${o.pets_allowed ? ', pets welcome' : ''})`,
            }))}
          />
          <Select
            {...fields.field('unit_id', {
              label: 'Unit',
              hint: 'Left as it is, the stay keeps its unit if that is free on the new nights, or takes a free one',
              register: { setValueAs: (value) => (value === '' || value === null ? null : Number(value)) },
            })}
            options={[
              { value: '', label: 'Its own unit if free, or any free unit' },
              ...(option?.units ?? []).map((u) => ({ value: String(u.id), label: u.unit_code })),
            ]}
          />
        </div>
      </fieldset>
      <fieldset className={blocks.fieldset}>
        <legend className={blocks.legend}>Party</legend>
        <div className={blocks.fields}>
          <TextField
            {...fields.field('no_of_adults', { label: 'Adults', register: { valueAsNumber: true } })}
            type="number"
            inputMode="numeric"
            min={1}
          />
          <TextField
            {...fields.field('no_of_children', { label: 'Children', register: { valueAsNumber: true } })}
            type="number"
            inputMode="numeric"
            min={0}
          />
        </div>
        <Checkbox {...fields.field('has_pets', { label: 'Bringing pets' })} />
      </fieldset>
      {extras.length > 0 ? (
        <fieldset className={blocks.fieldset}>
          <legend className={blocks.legend}>Extras</legend>
          <div className={blocks.fields}>
            {extras.map((extra, index) => {
              const offer = option?.extras.find((e) => e.code === extra.code);
              return (
                <TextField
                  key={extra.code}
                  {...fields.field(`extras.${index}.quantity`, {
                    label: offer?.description ?? extra.code,
                    hint: offer ? `${formatPence(offer.unit_price_pence)} each` : undefined,
                    register: { valueAsNumber: true },
                  })}
                  type="number"
                  inputMode="numeric"
                  min={0}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {notice ? <Alert variant="warning">{notice}</Alert> : null}
      {quote.isError && !(quote.error instanceof ApiError && quote.error.errors.length > 0) ? (
        <Alert variant="error">{errorMessage(quote.error)}</Alert>
      ) : null}
      {quoted ? <QuoteSummary quote={quoted.quote} /> : null}
      {change.isError && !(change.error instanceof ApiError && change.error.code === 'PRICE_CHANGED') ? (
        <Alert variant="error" takeFocus>
          {errorMessage(change.error)}
        </Alert>
      ) : null}

      <FormActions>
        {quoted?.quote.unit_available && !quoted.quote.refund_first ? (
          <Button type="button" busy={change.isPending} busyText="Saving" onClick={onSave}>
            Save changes
          </Button>
        ) : null}
        <Button
          type="submit"
          variant={quoted ? 'secondary' : 'primary'}
          busy={quote.isPending}
          busyText="Checking the price"
        >
          Check the new price
        </Button>
        <Button type="button" variant="link" onClick={onClose}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}

/** The price of the change against the old total and what is paid: more to pay, or a refund first. */
export function QuoteSummary({ quote }: { quote: TBookingQuote }) {
  return (
    <section aria-labelledby="change-quote-heading" className={styles.quote} aria-live="polite">
      <h3 id="change-quote-heading" className={styles.quoteHeading}>
        The new price
      </h3>
      <p>
        {quote.grade.title}
        {quote.unit ? `, unit ${quote.unit.unit_code}` : ''}: arriving {formatDate(quote.arrival_date)},
        leaving {formatDate(quote.departure_date)} ({quote.no_of_nights}{' '}
        {quote.no_of_nights === 1 ? 'night' : 'nights'}).
      </p>
      <dl className={styles.money}>
        <dt>Stay</dt>
        <dd>{formatPence(quote.stay_pence)}</dd>
        {quote.discount_pence > 0 ? (
          <>
            <dt>
              Discount ({quote.promotional_code},{' '}
              {quote.percent_off > 0 ? `${quote.percent_off}%` : `${formatPence(quote.amount_off_pence)} off`}
              )
            </dt>
            <dd>-{formatPence(quote.discount_pence)}</dd>
          </>
        ) : null}
        <dt>Extras</dt>
        <dd>{formatPence(quote.extras_pence)}</dd>
        <dt>Old total</dt>
        <dd>{formatPence(quote.previous_total_pence)}</dd>
        <dt className={styles.total}>New total</dt>
        <dd className={styles.total}>{formatPence(quote.total_pence)}</dd>
        <dt>Paid so far</dt>
        <dd>{formatPence(quote.paid_pence)}</dd>
        <dt className={styles.total}>
          {quote.difference_pence < 0 ? 'Paid over the new total' : 'Left to pay'}
        </dt>
        <dd className={styles.total}>{formatPence(Math.abs(quote.difference_pence))}</dd>
      </dl>
      {!quote.unit_available ? <Alert variant="warning">{quote.unit_message}</Alert> : null}
      {quote.refund_first ? (
        <Alert variant="warning" title="Refund first">
          The guest has paid {formatPence(-quote.difference_pence)} more than the new total. Refund that
          first, then make the change.
        </Alert>
      ) : null}
    </section>
  );
}

import {
  BULK_EDIT_DAYS_MAX,
  londonToday,
  poundsToPence,
  STAY_LENGTHS,
  type TBulkPriceEditRequest,
  type TBulkPriceOutcome,
  WEEKDAY_NAMES,
  WEEKDAYS_MONDAY_FIRST,
  ZBulkPriceEditRequest,
} from '@parkstays/contract';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Select, TextField } from '../../../../components/ui/field';
import { FormActions } from '../../../../components/ui/form-actions';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formatDate, formatNights, formatPence } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useApplyBulkPrices } from '../api/apply-bulk-prices';
import { useRules } from '../api/list-rules';
import { usePreviewBulkPrices } from '../api/preview-bulk-prices';
import { seasonsApi } from '../rule-tables/seasons';
import { CheckboxChoices } from './checkbox-choices';
import styles from './prices.module.css';

type BulkForm = {
  range: 'dates' | 'season';
  start_date: string;
  end_date: string;
  season_id: string;
  weekdays: string[];
  nights: string[];
  action: 'set_price' | 'take_off_sale';
  price: string;
};

const FIELDS = ['start_date', 'end_date', 'season_id', 'weekdays', 'nights', 'action', 'price'] as const;
const PRICE_FORMAT = 'Enter the price in pounds, like 650 or 649.99';

/** The form as the API takes it: the dates or the season, numbers for the choices, pence for the price. */
function toRequest(form: BulkForm, gradeCode: string): TBulkPriceEditRequest {
  const price = form.price.trim();
  return {
    grade_code: gradeCode,
    ...(form.range === 'season'
      ? { season_id: form.season_id ? Number(form.season_id) : Number.NaN }
      : { start_date: form.start_date, end_date: form.end_date }),
    weekdays: form.weekdays.map(Number),
    nights: form.nights.map(Number),
    action: form.action,
    ...(form.action === 'set_price' && price !== ''
      ? { price_pence: poundsToPence(price) ?? Number.NaN }
      : {}),
  };
}

/** What the form's own words say before the contract's: a price it cannot read, a season not chosen. */
function problemsOf(form: BulkForm): Partial<Record<Path<BulkForm>, string>> {
  return {
    ...(form.range === 'season' && !form.season_id ? { season_id: 'Choose a season' } : {}),
    ...(form.action === 'set_price' && form.price.trim() !== '' && poundsToPence(form.price) === undefined
      ? { price: PRICE_FORMAT }
      : {}),
  };
}

const fieldOf = (requestField: string): Path<BulkForm> | undefined =>
  requestField === 'price_pence' ? 'price' : FIELDS.find((field) => field === requestField);

/**
 * Changes many of a grade's prices at once: arrival dates (or a season), weekdays and stay lengths,
 * and a price or "take off sale". Nothing is saved until the preview (how many prices change, a
 * sample before and after) has been seen and Save pressed.
 */
export function BulkPriceForm({ gradeCode, gradeTitle }: { gradeCode: string; gradeTitle: string }) {
  const seasons = useRules(seasonsApi);
  const preview = usePreviewBulkPrices();
  const apply = useApplyBulkPrices();
  const [previewed, setPreviewed] = useState<{
    body: TBulkPriceEditRequest;
    edit: string;
    outcome: TBulkPriceOutcome;
  }>();
  const [today] = useState(() => londonToday());
  const form = useForm<BulkForm, unknown, TBulkPriceEditRequest>({
    resolver: formResolver<BulkForm, typeof ZBulkPriceEditRequest>(ZBulkPriceEditRequest, {
      toBody: (answers) => ({ body: toRequest(answers, gradeCode), problems: problemsOf(answers) }),
      fieldOf,
    }),
    defaultValues: {
      range: 'dates',
      start_date: '',
      end_date: '',
      season_id: '',
      weekdays: [],
      nights: ['7'],
      action: 'set_price',
      price: '',
    },
  });
  const { register, control, handleSubmit, getValues, watch } = form;
  const fields = useFormFields(form, { idPrefix: 'bulk', fields: FIELDS, fieldOf });
  const values = watch();
  // A preview holds only for the edit it was made for.
  const editOf = (answers: BulkForm) => JSON.stringify(toRequest(answers, gradeCode));
  const current = previewed?.edit === editOf(values);

  const onPreview = handleSubmit((body) => {
    apply.reset();
    const edit = editOf(getValues());
    preview.mutate(body, {
      onSuccess: (outcome) => setPreviewed({ body, edit, outcome }),
      onError: (error) => {
        setPreviewed(undefined);
        fields.showServerErrors(error);
      },
    });
  });

  const save = () => {
    if (!previewed) return;
    apply.mutate(previewed.body, {
      onSuccess: () => setPreviewed(undefined),
      onError: fields.showServerErrors,
    });
  };

  const unexplained = (error: unknown) => !(error instanceof ApiError && error.errors.length > 0);

  return (
    <form
      className={styles.form}
      onSubmit={onPreview}
      noValidate
      aria-label={`Change prices of ${gradeTitle}`}
    >
      <h3>Change prices in bulk</h3>
      <ErrorSummary {...fields.summary} />
      {apply.isSuccess ? (
        <Alert variant="success" takeFocus>
          {apply.data.message}
        </Alert>
      ) : null}
      {apply.isError && unexplained(apply.error) ? (
        <Alert variant="error">{errorMessage(apply.error)}</Alert>
      ) : null}
      {preview.isError && unexplained(preview.error) ? (
        <Alert variant="error">{errorMessage(preview.error)}</Alert>
      ) : null}

      <RadioGroup
        {...fields.field('range')}
        legend="Which arrival dates?"
        options={[
          { value: 'dates', label: 'From one date to another', hint: `Up to ${BULK_EDIT_DAYS_MAX} days` },
          { value: 'season', label: 'A season', hint: 'Its dates, as set under Seasons' },
        ]}
      />
      {values.range === 'dates' ? (
        <div className={styles.row}>
          <FormDateField
            control={control}
            fields={fields}
            name="start_date"
            label="First arrival date"
            min={today}
          />
          <FormDateField
            control={control}
            fields={fields}
            name="end_date"
            label="Last arrival date"
            min={today}
          />
        </div>
      ) : (
        <Select
          {...fields.field('season_id', { label: 'Season' })}
          placeholder={seasons.isPending ? 'Loading seasons…' : 'Choose a season'}
          options={(seasons.data ?? []).map((s) => ({
            value: String(s.id),
            label: `${s.name} (${formatDate(s.start_date)} to ${formatDate(s.end_date)})`,
          }))}
        />
      )}

      <CheckboxChoices
        id={fields.id('weekdays')}
        legend="Arriving on"
        choices={WEEKDAYS_MONDAY_FIRST.map((day) => ({ value: String(day), label: WEEKDAY_NAMES[day] }))}
        error={fields.error('weekdays')}
        registration={register('weekdays')}
      />
      <CheckboxChoices
        id={fields.id('nights')}
        legend="For stays of"
        choices={STAY_LENGTHS.map((n) => ({ value: String(n), label: formatNights(n) }))}
        error={fields.error('nights')}
        registration={register('nights')}
      />

      <RadioGroup
        {...fields.field('action')}
        legend="What to do"
        options={[
          { value: 'set_price', label: 'Set the price' },
          {
            value: 'take_off_sale',
            label: 'Take these stays off sale',
            hint: 'Their prices are removed; guests cannot book them until they are priced again',
          },
        ]}
      />
      {values.action === 'set_price' ? (
        <TextField
          {...fields.field('price', {
            label: 'Price for the whole stay (£)',
            hint: 'For example 650 or 649.99. New bookings only: stays already booked keep their price.',
          })}
          inputMode="decimal"
          autoComplete="off"
        />
      ) : null}

      <FormActions>
        <Button
          type="submit"
          variant={current ? 'secondary' : 'primary'}
          busy={preview.isPending}
          busyText="Working it out"
        >
          Preview changes
        </Button>
      </FormActions>

      {previewed && current ? (
        <section className={styles.preview} aria-labelledby="bulk-preview-title">
          <p id="bulk-preview-title" className={styles.previewTitle}>
            {previewed.outcome.summary}
          </p>
          <ul className={styles.counts}>
            <li>
              {previewed.outcome.cells_changed} of {previewed.outcome.cells_matched}{' '}
              {previewed.outcome.cells_matched === 1 ? 'stay' : 'stays'}{' '}
              {previewed.outcome.cells_changed === 1 ? 'changes' : 'change'}
            </li>
            {previewed.outcome.cells_added ? <li>{previewed.outcome.cells_added} newly priced</li> : null}
            {previewed.outcome.cells_updated ? (
              <li>{previewed.outcome.cells_updated} with a new price</li>
            ) : null}
            {previewed.outcome.cells_removed ? (
              <li>{previewed.outcome.cells_removed} taken off sale</li>
            ) : null}
          </ul>
          {previewed.outcome.sample.length > 0 ? (
            <table className={styles.sample}>
              <caption className="visually-hidden">The first changes, before and after</caption>
              <thead>
                <tr>
                  <th scope="col">Arrival</th>
                  <th scope="col">Nights</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {previewed.outcome.sample.map((change) => (
                  <tr key={`${change.arrival_date}/${change.no_of_nights}`}>
                    <td>{formatDate(change.arrival_date)}</td>
                    <td>{change.no_of_nights}</td>
                    <td>{change.before_pence === null ? 'Not on sale' : formatPence(change.before_pence)}</td>
                    <td>{change.after_pence === null ? 'Off sale' : formatPence(change.after_pence)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <FormActions>
            {previewed.outcome.cells_changed > 0 ? (
              <Button onClick={save} busy={apply.isPending} busyText="Saving prices">
                Save prices
              </Button>
            ) : (
              <p className={styles.summary}>Nothing to save: those stays already have that price.</p>
            )}
            <Button variant="secondary" onClick={() => setPreviewed(undefined)}>
              Change the edit
            </Button>
          </FormActions>
        </section>
      ) : null}
    </form>
  );
}

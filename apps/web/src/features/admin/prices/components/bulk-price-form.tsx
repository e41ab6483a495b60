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
import { Controller, type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Select, TextField } from '../../../../components/ui/field';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { summaryErrors } from '../../../../lib/form-errors';
import { formatDate, formatNights, formatPence } from '../../../../lib/format';
import { useApplyBulkPrices } from '../api/apply-bulk-prices';
import { useRules } from '../api/list-rules';
import { usePreviewBulkPrices } from '../api/preview-bulk-prices';
import { apiIssues, showIssues } from '../form-errors';
import { seasonsApi } from '../rule-tables/seasons';
import { CheckboxChoices } from './checkbox-choices';
import { DateField } from './date-field';
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
const id = (field: string) => `bulk-${field}`;
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

const FIELD_OF: Record<string, Path<BulkForm>> = {
  start_date: 'start_date',
  end_date: 'end_date',
  season_id: 'season_id',
  weekdays: 'weekdays',
  nights: 'nights',
  action: 'action',
  price_pence: 'price',
};

/**
 * Changes many of a grade's prices at once: arrival dates (or a season), weekdays and stay lengths,
 * and a price or "take off sale". Nothing is saved until the preview (how many prices change, a
 * sample before and after) has been seen and Save pressed.
 */
export function BulkPriceForm({ gradeCode, gradeTitle }: { gradeCode: string; gradeTitle: string }) {
  const seasons = useRules(seasonsApi);
  const preview = usePreviewBulkPrices();
  const apply = useApplyBulkPrices();
  const [previewed, setPreviewed] = useState<{ body: TBulkPriceEditRequest; outcome: TBulkPriceOutcome }>();
  const [today] = useState(() => londonToday());
  const { register, control, handleSubmit, setError, clearErrors, watch, formState } = useForm<BulkForm>({
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
  const values = watch();
  const errorOf = (field: keyof BulkForm) => formState.errors[field]?.message;
  // A preview holds only for the edit it was made for.
  const current =
    previewed && JSON.stringify(previewed.body) === JSON.stringify(toRequest(values, gradeCode));

  const onPreview = handleSubmit((form) => {
    clearErrors();
    apply.reset();
    if (form.action === 'set_price' && form.price.trim() !== '' && poundsToPence(form.price) === undefined) {
      setError('price', { type: 'contract', message: PRICE_FORMAT });
      return;
    }
    const body = toRequest(form, gradeCode);
    const parsed = ZBulkPriceEditRequest.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) =>
        issue.path[0] === 'season_id' && form.range === 'season' && !form.season_id
          ? { ...issue, message: 'Choose a season' }
          : issue,
      );
      showIssues(issues, setError, (field) => FIELD_OF[field]);
      return;
    }
    preview.mutate(body, {
      onSuccess: (outcome) => setPreviewed({ body, outcome }),
      onError: (error) => {
        setPreviewed(undefined);
        showIssues(apiIssues(error), setError, (field) => FIELD_OF[field]);
      },
    });
  });

  const save = () => {
    if (!previewed) return;
    apply.mutate(previewed.body, {
      onSuccess: () => setPreviewed(undefined),
      onError: (error) => showIssues(apiIssues(error), setError, (field) => FIELD_OF[field]),
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
      <ErrorSummary errors={summaryErrors(formState.errors, FIELDS, id)} focusKey={formState.submitCount} />
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
        id={id('range')}
        legend="Which arrival dates?"
        options={[
          { value: 'dates', label: 'From one date to another', hint: `Up to ${BULK_EDIT_DAYS_MAX} days` },
          { value: 'season', label: 'A season', hint: 'Its dates, as set under Seasons' },
        ]}
        {...register('range')}
      />
      {values.range === 'dates' ? (
        <div className={styles.row}>
          {(['start_date', 'end_date'] as const).map((field) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: { value, onChange } }) => (
                <DateField
                  id={id(field)}
                  label={field === 'start_date' ? 'First arrival date' : 'Last arrival date'}
                  min={today}
                  value={value}
                  onChange={onChange}
                  error={errorOf(field)}
                />
              )}
            />
          ))}
        </div>
      ) : (
        <Select
          id={id('season_id')}
          label="Season"
          placeholder={seasons.isPending ? 'Loading seasons…' : 'Choose a season'}
          error={errorOf('season_id')}
          options={(seasons.data ?? []).map((s) => ({
            value: String(s.id),
            label: `${s.name} (${formatDate(s.start_date)} to ${formatDate(s.end_date)})`,
          }))}
          {...register('season_id')}
        />
      )}

      <CheckboxChoices
        id={id('weekdays')}
        legend="Arriving on"
        choices={WEEKDAYS_MONDAY_FIRST.map((day) => ({ value: String(day), label: WEEKDAY_NAMES[day] }))}
        error={errorOf('weekdays')}
        registration={register('weekdays')}
      />
      <CheckboxChoices
        id={id('nights')}
        legend="For stays of"
        choices={STAY_LENGTHS.map((n) => ({ value: String(n), label: formatNights(n) }))}
        error={errorOf('nights')}
        registration={register('nights')}
      />

      <RadioGroup
        id={id('action')}
        legend="What to do"
        error={errorOf('action')}
        options={[
          { value: 'set_price', label: 'Set the price' },
          {
            value: 'take_off_sale',
            label: 'Take these stays off sale',
            hint: 'Their prices are removed; guests cannot book them until they are priced again',
          },
        ]}
        {...register('action')}
      />
      {values.action === 'set_price' ? (
        <TextField
          id={id('price')}
          label="Price for the whole stay (£)"
          hint="For example 650 or 649.99. New bookings only: stays already booked keep their price."
          inputMode="decimal"
          autoComplete="off"
          error={errorOf('price')}
          {...register('price')}
        />
      ) : null}

      <div className={styles.buttons}>
        <Button
          type="submit"
          variant={current ? 'secondary' : 'primary'}
          busy={preview.isPending}
          busyText="Working it out"
        >
          Preview changes
        </Button>
      </div>

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
          <div className={styles.buttons}>
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
          </div>
        </section>
      ) : null}
    </form>
  );
}

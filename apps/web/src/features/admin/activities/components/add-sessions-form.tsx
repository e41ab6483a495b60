import {
  addDays,
  londonToday,
  MAX_SESSIONS_AT_ONCE,
  repeatingSessionDates,
  type TAddSessionsRequest,
  WEEKDAY_NAMES,
  ZAddSessionsRequest,
} from '@parkstays/contract';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { DatePicker } from '../../../../components/ui/date-picker';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { TextField } from '../../../../components/ui/field';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { applyServerErrors, summaryErrors } from '../../../../lib/form-errors';
import { useAddSessions } from '../api/add-sessions';
import styles from './activities.module.css';

type SessionsForm = {
  kind: 'one' | 'repeating';
  date: string;
  from: string;
  until: string;
  weekdays: string[];
  start_time: string;
  end_time: string;
  capacity: string;
};
const FIELDS = ['kind', 'date', 'weekdays', 'from', 'until', 'start_time', 'end_time', 'capacity'] as const;
/** Monday first, as a week is read in the UK. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

function toRequest(values: SessionsForm): TAddSessionsRequest {
  const common = {
    start_time: values.start_time,
    end_time: values.end_time,
    capacity: values.capacity.trim() === '' ? Number.NaN : Number(values.capacity),
  };
  return values.kind === 'one'
    ? { kind: 'one', date: values.date, ...common }
    : {
        kind: 'repeating',
        weekdays: values.weekdays.map(Number),
        from: values.from,
        until: values.until,
        ...common,
      };
}

/** The contract's schema checks the request the form would send, and its issues go on the fields. */
const resolver: Resolver<SessionsForm> = async (values) => {
  const parsed = ZAddSessionsRequest.safeParse(toRequest(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<SessionsForm> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'date') as keyof SessionsForm;
    const message =
      field === 'capacity' && Number.isNaN(toRequest(values).capacity) ? 'Enter the capacity' : issue.message;
    if (!errors[field]) errors[field] = { type: 'validation', message };
  }
  return { values: {}, errors };
};

/** Adds one session, or a repeating one: chosen weekdays from a date until a date. */
export function AddSessionsForm({ activityId }: { activityId: number }) {
  const add = useAddSessions();
  const today = londonToday();
  const ID = (field: string) => `add-sessions-${field}`;
  const form = useForm<SessionsForm>({
    resolver,
    defaultValues: {
      kind: 'one',
      date: addDays(today, 1),
      from: addDays(today, 1),
      until: addDays(today, 29),
      weekdays: [],
      start_time: '10:00',
      end_time: '11:00',
      capacity: '12',
    },
  });
  const { errors, submitCount } = form.formState;
  const kind = form.watch('kind');
  const [from, until, weekdays] = form.watch(['from', 'until', 'weekdays']);
  const count =
    kind === 'repeating' && from && until && until >= from
      ? repeatingSessionDates(from, until, weekdays.map(Number)).length
      : 1;

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(
      { activityId, body: toRequest(values) },
      { onError: (error) => applyServerErrors(error, form.setError, FIELDS) },
    ),
  );
  const dateField = (name: 'date' | 'from' | 'until', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className={errors[name] ? styles.dateError : undefined}>
          {errors[name] ? (
            <p id={`${ID(name)}-error`} className={styles.errorText}>
              <span className="visually-hidden">Error: </span>
              {errors[name]?.message}
            </p>
          ) : null}
          <DatePicker id={ID(name)} label={label} value={field.value} min={today} onChange={field.onChange} />
        </div>
      )}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Add sessions">
      <ErrorSummary errors={summaryErrors(errors, FIELDS, ID)} focusKey={submitCount} />
      {add.isSuccess ? <Alert variant="success">{add.data.message}</Alert> : null}
      {add.isError && !(add.error instanceof ApiError && add.error.errors.length > 0) ? (
        <Alert variant="error">{errorMessage(add.error)}</Alert>
      ) : null}
      <RadioGroup
        id={ID('kind')}
        legend="How often"
        options={[
          { value: 'one', label: 'One session' },
          {
            value: 'repeating',
            label: 'Repeating',
            hint: `Every chosen day of the week, at most ${MAX_SESSIONS_AT_ONCE} sessions`,
          },
        ]}
        className={styles.inlineRadios}
        {...form.register('kind')}
      />
      {kind === 'one' ? (
        dateField('date', 'Date')
      ) : (
        <>
          <fieldset
            className={`${styles.fieldset} ${errors.weekdays ? styles.dateError : ''}`}
            aria-describedby={errors.weekdays ? `${ID('weekdays')}-error` : undefined}
          >
            <legend className={styles.legend}>Days of the week</legend>
            {errors.weekdays ? (
              <p id={`${ID('weekdays')}-error`} className={styles.errorText}>
                <span className="visually-hidden">Error: </span>
                {errors.weekdays.message}
              </p>
            ) : null}
            <div className={styles.weekdays}>
              {WEEK.map((day, index) => (
                <label key={day} className={styles.weekday}>
                  <input
                    type="checkbox"
                    value={String(day)}
                    id={index === 0 ? ID('weekdays') : `${ID('weekdays')}-${day}`}
                    {...form.register('weekdays')}
                  />
                  {WEEKDAY_NAMES[day]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.twoColumns}>
            {dateField('from', 'From')}
            {dateField('until', 'Until')}
          </div>
        </>
      )}
      <div className={styles.threeColumns}>
        <TextField
          id={ID('start_time')}
          label="Starts"
          type="time"
          error={errors.start_time?.message}
          {...form.register('start_time')}
        />
        <TextField
          id={ID('end_time')}
          label="Ends"
          type="time"
          error={errors.end_time?.message}
          {...form.register('end_time')}
        />
        <TextField
          id={ID('capacity')}
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.capacity?.message}
          {...form.register('capacity')}
        />
      </div>
      <p className={styles.hintText}>
        The capacity is the number of tickets on sale. An end earlier than the start runs past midnight.
      </p>
      <div className={styles.buttons}>
        <Button type="submit" busy={add.isPending} busyText="Adding sessions">
          {kind === 'one' ? 'Add session' : `Add ${count} ${count === 1 ? 'session' : 'sessions'}`}
        </Button>
      </div>
    </form>
  );
}

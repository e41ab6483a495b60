import {
  addDays,
  londonToday,
  MAX_SESSIONS_AT_ONCE,
  repeatingSessionDates,
  WEEKDAY_NAMES,
  ZAddSessionsRequest,
} from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { ErrorText } from '../../../../components/ui/error-text';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useAddSessions } from '../api/add-sessions';
import styles from './activities.module.css';
import { SessionTimeFields, type SessionTimes, sessionTimesBody } from './session-time-fields';

type SessionsForm = SessionTimes & {
  kind: 'one' | 'repeating';
  date: string;
  from: string;
  until: string;
  weekdays: string[];
};
const FIELDS = ['kind', 'date', 'weekdays', 'from', 'until', 'start_time', 'end_time', 'capacity'] as const;
/** Monday first, as a week is read in the UK. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** The request the form would send; a problem on the whole request shows on the date. */
function toBody(values: SessionsForm) {
  const { times, problems } = sessionTimesBody(values);
  const body =
    values.kind === 'one'
      ? { kind: 'one' as const, date: values.date, ...times }
      : {
          kind: 'repeating' as const,
          weekdays: values.weekdays.map(Number),
          from: values.from,
          until: values.until,
          ...times,
        };
  return { body, problems };
}
const fieldOf = (field: string) =>
  field === ''
    ? 'date'
    : (FIELDS as readonly string[]).includes(field)
      ? (field as keyof SessionsForm)
      : undefined;

/** Adds one session, or a repeating one: chosen weekdays from a date until a date. */
export function AddSessionsForm({ activityId }: { activityId: number }) {
  const add = useAddSessions();
  const today = londonToday();
  const form = useForm({
    resolver: formResolver(ZAddSessionsRequest, { toBody, fieldOf }),
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
  const fields = useFormFields(form, { idPrefix: 'add-sessions', fields: FIELDS, fieldOf });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const [from, until, weekdays] = form.watch(['from', 'until', 'weekdays']);
  const count =
    kind === 'repeating' && from && until && until >= from
      ? repeatingSessionDates(from, until, weekdays.map(Number)).length
      : 1;

  const onSubmit = form.handleSubmit((body) =>
    add.mutate({ activityId, body }, { onError: fields.showServerErrors }),
  );
  const dateField = (name: 'date' | 'from' | 'until', label: string) => (
    <FormDateField control={form.control} fields={fields} name={name} label={label} min={today} />
  );

  return (
    <FormFrame
      className={styles.form}
      onSubmit={onSubmit}
      label="Add sessions"
      summary={fields.summary}
      call={add}
      saved={add.isSuccess ? add.data.message : undefined}
      submitLabel={kind === 'one' ? 'Add session' : `Add ${count} ${count === 1 ? 'session' : 'sessions'}`}
      busyText="Adding sessions"
    >
      <RadioGroup
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
        {...fields.field('kind')}
      />
      {kind === 'one' ? (
        dateField('date', 'Date')
      ) : (
        <>
          <fieldset
            className={`${styles.fieldset} ${errors.weekdays ? styles.dateError : ''}`}
            aria-describedby={errors.weekdays ? `${fields.id('weekdays')}-error` : undefined}
          >
            <legend className={styles.legend}>Days of the week</legend>
            <ErrorText
              id={fields.id('weekdays')}
              error={fields.error('weekdays')}
              className={styles.errorText}
            />
            <div className={styles.weekdays}>
              {WEEK.map((day, index) => (
                <label key={day} className={styles.weekday}>
                  <input
                    type="checkbox"
                    value={String(day)}
                    id={index === 0 ? fields.id('weekdays') : `${fields.id('weekdays')}-${day}`}
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
        <SessionTimeFields
          start={fields.field('start_time')}
          end={fields.field('end_time')}
          capacity={fields.field('capacity')}
        />
      </div>
      <p className={styles.hintText}>
        The capacity is the number of tickets on sale. An end earlier than the start runs past midnight.
      </p>
    </FormFrame>
  );
}

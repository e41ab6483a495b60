import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminEvent,
  type TAdminEventsResponse,
  type TEventRequest,
  ZEventRequest,
} from '@parkstays/contract';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { DatePicker } from '../../../../components/ui/date-picker';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { describedBy, Field, Select, TextField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { applyServerErrors, summaryErrors } from '../../../../lib/form-errors';
import { type OnEventsChanged, useCreateEvent, useUpdateEvent } from '../api/change-event';
import styles from './events.module.css';

const FIELDS = [
  'calendar_id',
  'name',
  'date',
  'start_time',
  'end_time',
  'park_code',
  'location',
  'description',
] as const;
const id = (field: string) => `event-${field}`;

export type EventDialogProps = {
  /** The month's answer: the calendars and parks to choose from. */
  choices: Pick<TAdminEventsResponse['data'], 'calendars' | 'parks' | 'calendar_id'>;
  /** The event to edit; none to add one. */
  editing: TAdminEvent | undefined;
  /** The day a new event starts on. */
  firstDay: string;
  open: boolean;
  onClose: () => void;
  /** Saved: what the server said, and the event's day (the list shows its month). */
  onSaved: (message: string, date: string, calendarId: number) => void;
  /** What else asks again after a change. */
  onChanged?: OnEventsChanged;
};

export const calendarLabel = (calendarId: number) =>
  calendarId === 6 ? 'Website calendar (6)' : `Calendar ${calendarId}`;

/** Adds an event to a calendar, or edits one. */
export function EventDialog(props: EventDialogProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.editing ? `Edit ${props.editing.name}` : 'Add an event'}
      size="wide"
    >
      {props.open ? <EventForm key={props.editing?.id ?? 'new'} {...props} /> : null}
    </Modal>
  );
}

function EventForm({ choices, editing, firstDay, onClose, onSaved, onChanged }: EventDialogProps) {
  const create = useCreateEvent(onChanged);
  const update = useUpdateEvent(onChanged);
  const saving = editing ? update : create;
  const { register, handleSubmit, formState, setError, control } = useForm<TEventRequest>({
    resolver: zodResolver(ZEventRequest),
    defaultValues: editing
      ? {
          calendar_id: editing.calendar_id,
          name: editing.name,
          date: editing.date,
          start_time: editing.start_time,
          end_time: editing.end_time,
          park_code: editing.park_code,
          location: editing.location,
          description: editing.description,
        }
      : {
          calendar_id: choices.calendar_id,
          name: '',
          date: firstDay,
          start_time: '',
          end_time: '',
          park_code: '',
          location: '',
          description: '',
        },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit((event) => {
    const done = {
      onSuccess: (answer: { message: string }) => onSaved(answer.message, event.date, event.calendar_id),
      onError: (error: unknown) => applyServerErrors(error, setError, FIELDS),
    };
    if (editing) update.mutate({ id: editing.id, event }, done);
    else create.mutate(event, done);
  });
  const unexplained = saving.isError && !(saving.error instanceof ApiError && saving.error.errors.length > 0);
  const descriptionHint = 'Plain text, shown as written. At most 2,000 characters.';

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={editing ? 'Edit the event' : 'Add an event'}
      onSubmit={onSubmit}
    >
      <ErrorSummary errors={summaryErrors(errors, FIELDS, id)} focusKey={formState.submitCount} />
      {unexplained ? (
        <Alert variant="error" title="The event was not saved">
          {errorMessage(saving.error)}
        </Alert>
      ) : null}
      <TextField
        id={id('name')}
        label="Name"
        maxLength={150}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className={styles.pair}>
        <Select
          id={id('calendar_id')}
          label="Calendar"
          hint="The website shows calendar 6."
          options={choices.calendars.map((calendar) => ({
            value: String(calendar),
            label: calendarLabel(calendar),
          }))}
          error={errors.calendar_id?.message}
          {...register('calendar_id', { valueAsNumber: true })}
        />
        <div>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DatePicker
                id={id('date')}
                label="Date"
                hint="The day it is on."
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {errors.date?.message ? <p className={styles.fieldError}>{errors.date.message}</p> : null}
        </div>
      </div>
      <div className={styles.pair}>
        <TextField
          id={id('start_time')}
          label="Starts at"
          hint="24-hour clock, like 19:30."
          type="time"
          error={errors.start_time?.message}
          {...register('start_time')}
        />
        <TextField
          id={id('end_time')}
          label="Ends at"
          hint="After it starts, the same day."
          type="time"
          error={errors.end_time?.message}
          {...register('end_time')}
        />
      </div>
      <div className={styles.pair}>
        <Select
          id={id('park_code')}
          label="Park"
          options={[
            { value: '', label: 'No park: for every park' },
            ...choices.parks.map((park) => ({ value: park.park_code, label: park.title })),
          ]}
          error={errors.park_code?.message}
          {...register('park_code')}
        />
        <TextField
          id={id('location')}
          label="Place (optional)"
          hint="Where at the park, like Clubhouse."
          maxLength={150}
          autoComplete="off"
          error={errors.location?.message}
          {...register('location')}
        />
      </div>
      <Field
        id={id('description')}
        label="Description (optional)"
        hint={descriptionHint}
        error={errors.description?.message}
      >
        <textarea
          id={id('description')}
          rows={4}
          className={styles.textarea}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(id('description'), descriptionHint, errors.description?.message)}
          {...register('description')}
        />
      </Field>
      <div className={styles.buttons}>
        <Button type="submit" busy={saving.isPending} busyText="Saving…">
          {editing ? 'Save event' : 'Add event'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

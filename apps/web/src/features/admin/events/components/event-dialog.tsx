import { type TAdminEvent, type TAdminEventsResponse, ZEventRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Select, TextField } from '../../../../components/ui/field';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { formResolver, useFormFields } from '../../../../lib/forms';
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
  const form = useForm({
    resolver: formResolver(ZEventRequest),
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
  const { handleSubmit } = form;
  const fields = useFormFields(form, { idPrefix: 'event', fields: FIELDS });
  const onSubmit = handleSubmit((event) => {
    const done = {
      onSuccess: (answer: { message: string }) => onSaved(answer.message, event.date, event.calendar_id),
      onError: fields.showServerErrors,
    };
    if (editing) update.mutate({ id: editing.id, event }, done);
    else create.mutate(event, done);
  });

  return (
    <FormFrame
      className={styles.form}
      label={editing ? 'Edit the event' : 'Add an event'}
      onSubmit={onSubmit}
      summary={fields.summary}
      call={saving}
      failureTitle="The event was not saved"
      submitLabel={editing ? 'Save event' : 'Add event'}
      busyText="Saving…"
      onCancel={onClose}
    >
      <TextField label="Name" maxLength={150} autoComplete="off" {...fields.field('name')} />
      <div className={styles.pair}>
        <Select
          label="Calendar"
          hint="The website shows calendar 6."
          options={choices.calendars.map((calendar) => ({
            value: String(calendar),
            label: calendarLabel(calendar),
          }))}
          {...fields.field('calendar_id', { register: { valueAsNumber: true } })}
        />
        <FormDateField
          control={form.control}
          fields={fields}
          name="date"
          label="Date"
          hint="The day it is on."
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Starts at"
          hint="24-hour clock, like 19:30."
          type="time"
          {...fields.field('start_time')}
        />
        <TextField
          label="Ends at"
          hint="After it starts, the same day."
          type="time"
          {...fields.field('end_time')}
        />
      </div>
      <div className={styles.pair}>
        <Select
          label="Park"
          options={[
            { value: '', label: 'No park: for every park' },
            ...choices.parks.map((park) => ({ value: park.park_code, label: park.title })),
          ]}
          {...fields.field('park_code')}
        />
        <TextField
          label="Place (optional)"
          hint="Where at the park, like Clubhouse."
          maxLength={150}
          autoComplete="off"
          {...fields.field('location')}
        />
      </div>
      <TextAreaField
        label="Description (optional)"
        hint="Plain text, shown as written. At most 2,000 characters."
        {...fields.field('description')}
      />
    </FormFrame>
  );
}

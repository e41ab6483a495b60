import { type TDeskBooking, ZAddBookingNoteRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useAddBookingNote } from '../api/add-booking-note';
import { DeskSection } from './booking-details';
import styles from './bookings.module.css';

const FIELDS = ['body'] as const;

/** Staff notes on the booking, newest first, and a form to add one. */
export function BookingNotes({ booking }: { booking: TDeskBooking }) {
  const add = useAddBookingNote(booking.booking_no);
  const form = useForm({ resolver: formResolver(ZAddBookingNoteRequest), defaultValues: { body: '' } });
  const fields = useFormFields(form, { idPrefix: 'booking-note', fields: FIELDS });
  const error = fields.error('body');

  const onSubmit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => form.reset({ body: '' }),
      onError: fields.showServerErrors,
    }),
  );

  return (
    <DeskSection title="Notes">
      {booking.notes.length === 0 ? (
        <EmptyState>No notes yet.</EmptyState>
      ) : (
        <ul className={styles.plainList}>
          {booking.notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteBody}>{note.body}</p>
              <p className={styles.secondLine}>
                {note.staff_name}, {formatDateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="New note" className={styles.noteForm}>
        <ErrorSummary {...fields.summary} />
        {add.isError && !error ? <Alert variant="error">{errorMessage(add.error)}</Alert> : null}
        {add.isSuccess ? <Alert variant="success">The note is added.</Alert> : null}
        <TextAreaField
          {...fields.field('body', { label: 'Add a note', hint: 'Staff see notes; the guest never does.' })}
          rows={3}
        />
        <Button type="submit" variant="secondary" busy={add.isPending} busyText="Adding">
          Add note
        </Button>
      </form>
    </DeskSection>
  );
}

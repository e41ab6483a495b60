import { zodResolver } from '@hookform/resolvers/zod';
import { type TAddBookingNoteRequest, type TDeskBooking, ZAddBookingNoteRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { describedBy, Field } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/api-client';
import { applyServerErrors, summaryErrors } from '../../../../lib/form-errors';
import { formatDateTime } from '../../../../lib/format';
import { useAddBookingNote } from '../api/add-booking-note';
import { DeskSection } from './booking-details';
import styles from './bookings.module.css';

const FIELDS = ['body'] as const;

/** Staff notes on the booking, newest first, and a form to add one. */
export function BookingNotes({ booking }: { booking: TDeskBooking }) {
  const add = useAddBookingNote(booking.booking_no);
  const { register, handleSubmit, formState, reset, setError } = useForm<TAddBookingNoteRequest>({
    resolver: zodResolver(ZAddBookingNoteRequest),
    defaultValues: { body: '' },
  });
  const id = (field: string) => `booking-note-${field}`;
  const error = formState.errors.body?.message;

  const onSubmit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => reset({ body: '' }),
      onError: (failure) => applyServerErrors(failure, setError, FIELDS),
    }),
  );

  return (
    <DeskSection title="Notes">
      {booking.notes.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
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
        <ErrorSummary errors={summaryErrors(formState.errors, FIELDS, id)} focusKey={formState.submitCount} />
        {add.isError && !error ? <Alert variant="error">{errorMessage(add.error)}</Alert> : null}
        {add.isSuccess ? <Alert variant="success">The note is added.</Alert> : null}
        <Field id={id('body')} label="Add a note" hint="Staff see notes; the guest never does." error={error}>
          <textarea
            id={id('body')}
            rows={3}
            className={styles.textarea}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id('body'), 'hint', error)}
            {...register('body')}
          />
        </Field>
        <Button type="submit" variant="secondary" busy={add.isPending} busyText="Adding">
          Add note
        </Button>
      </form>
    </DeskSection>
  );
}

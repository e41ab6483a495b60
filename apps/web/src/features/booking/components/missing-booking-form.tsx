import { ZFindMissingBookingRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/field';
import { EmailField } from '../../../components/ui/person-fields';
import { errorMessage } from '../../../lib/api-client';
import { formResolver, useFormFields } from '../../../lib/forms';
import { type FindMissingBookingBody, useFindMissingBooking } from '../api/find-missing-booking';

const FIELDS = ['booking_reference', 'email'] as const;

/**
 * "Missing booking?": a booking reference and the e-mail it was made with. Added at once when that
 * is the account's confirmed address; otherwise the server e-mails the booking's address a link.
 */
export function MissingBookingForm({ onFound }: { onFound?: () => void }) {
  const find = useFindMissingBooking();
  const form = useForm<FindMissingBookingBody>({
    resolver: formResolver(ZFindMissingBookingRequest),
    defaultValues: { booking_reference: '', email: '' },
  });
  const fields = useFormFields(form, { idPrefix: 'missing-booking', fields: FIELDS });

  const onSubmit = form.handleSubmit((body) => find.mutate(body, { onSuccess: () => onFound?.() }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Find a missing booking">
      <ErrorSummary {...fields.summary} />
      {find.isSuccess ? (
        <Alert
          variant={find.data.data.outcome === 'added' ? 'success' : 'info'}
          title={find.data.data.outcome === 'added' ? 'Booking added' : 'Check that mailbox'}
        >
          <p>{find.data.message}</p>
        </Alert>
      ) : null}
      {find.isError ? <Alert variant="error">{errorMessage(find.error)}</Alert> : null}
      <p>Tell us your booking reference and the email you booked with, and we'll add it to your account.</p>
      <p>
        When that email is your account's confirmed address, the booking is added at once. Otherwise we e-mail
        a link to it: the booking is added once the link is opened and confirmed.
      </p>
      <TextField
        {...fields.field('booking_reference', { label: 'Booking reference' })}
        autoComplete="off"
        spellCheck={false}
      />
      <EmailField {...fields.field('email', { label: 'Email' })} />
      <Button type="submit" block busy={find.isPending} busyText="Processing">
        Find my booking
      </Button>
    </form>
  );
}

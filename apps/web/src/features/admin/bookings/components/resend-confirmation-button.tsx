import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

/** Sends the guest's booking confirmation e-mail again, saying what happened. */
export function ResendConfirmationButton({ bookingNo, disabled }: { bookingNo: string; disabled?: boolean }) {
  const resend = useResendConfirmation(bookingNo);
  return (
    <div>
      <Button
        variant="secondary"
        block
        disabled={disabled}
        busy={resend.isPending}
        busyText="Sending"
        onClick={() => resend.mutate()}
      >
        Resend confirmation
      </Button>
      {resend.isSuccess ? <Alert variant="success">{resend.data.message}</Alert> : null}
      {resend.isError ? <Alert variant="error">{errorMessage(resend.error)}</Alert> : null}
    </div>
  );
}

import { ZAcceptStaffInvitationRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Navigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { PasswordField } from '../../../components/ui/person-fields';
import { paths } from '../../../config/paths';
import { useAcceptStaffInvitation } from '../../../features/account';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formResolver, useFormFields } from '../../../lib/forms';
import styles from './account-routes.module.css';

const ZSetPasswordForm = ZAcceptStaffInvitationRequest.pick({ password: true });
const FIELDS = ['password'] as const;

/** /set-password/:token: a new member of staff chooses their password and goes to the back office. */
export function SetPasswordRoute() {
  const { token = '' } = useParams();
  const accept = useAcceptStaffInvitation();
  const form = useForm({ resolver: formResolver(ZSetPasswordForm), defaultValues: { password: '' } });
  const fields = useFormFields(form, { idPrefix: 'set', fields: FIELDS });

  const onSubmit = form.handleSubmit((values) => {
    accept.mutate({ ...values, token }, { onError: fields.showServerErrors });
  });

  if (accept.isSuccess) return <Navigate to={paths.adminToday} replace />;
  const linkRefused =
    accept.error instanceof ApiError && accept.error.errors.some((e) => e.field === 'token');

  return (
    <section className={styles.card} aria-labelledby="set-password-heading">
      <title>Set your password</title>
      <h1 id="set-password-heading">Set your password</h1>
      <p>Choose the password you will use to sign in to the back office.</p>
      {accept.isError &&
      !(accept.error instanceof ApiError && accept.error.errors.some((e) => e.field === 'password')) ? (
        <Alert variant="error">{errorMessage(accept.error)}</Alert>
      ) : null}
      {linkRefused ? null : (
        <form onSubmit={onSubmit} noValidate aria-label="Set your password">
          <ErrorSummary {...fields.summary} />
          <PasswordField
            {...fields.field('password', {
              label: 'New password',
              hint: 'At least 8 characters. A long phrase of a few words is easy to remember and hard to guess.',
            })}
            autoComplete="new-password"
          />
          <Button type="submit" block busy={accept.isPending} busyText="Setting your password">
            Set password and sign in
          </Button>
        </form>
      )}
    </section>
  );
}

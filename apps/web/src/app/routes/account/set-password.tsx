import { zodResolver } from '@hookform/resolvers/zod';
import { ZAcceptStaffInvitationRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Navigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { useAcceptStaffInvitation } from '../../../features/account';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerErrors, summaryErrors } from '../../../lib/form-errors';
import styles from './account-routes.module.css';

const ZSetPasswordForm = ZAcceptStaffInvitationRequest.pick({ password: true });
const FIELDS = ['password'] as const;
const ID = (field: string) => `set-${field}`;

/** /set-password/:token: a new member of staff chooses their password and goes to the back office. */
export function SetPasswordRoute() {
  const { token = '' } = useParams();
  const accept = useAcceptStaffInvitation();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    accept.mutate({ ...values, token }, { onError: (error) => applyServerErrors(error, setError, FIELDS) });
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
          <ErrorSummary
            errors={summaryErrors(formState.errors, FIELDS, ID)}
            focusKey={formState.submitCount}
          />
          <TextField
            id={ID('password')}
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters. A long phrase of a few words is easy to remember and hard to guess."
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" block busy={accept.isPending} busyText="Setting your password">
            Set password and sign in
          </Button>
        </form>
      )}
    </section>
  );
}

import { ZPasswordResetRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { EmailField, PasswordField } from '../../../components/ui/person-fields';
import { paths } from '../../../config/paths';
import { usePasswordReset, usePopup } from '../../../features/account';
import { errorMessage } from '../../../lib/api-client';
import { formResolver, useFormFields } from '../../../lib/forms';
import styles from './account-routes.module.css';

const ZResetForm = ZPasswordResetRequest.pick({ email: true, password: true });
const FIELDS = ['email', 'password'] as const;

/** /reset-password/:token (signed-in users are sent to / by the route's guard). */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const reset = usePasswordReset();
  const { openPopup } = usePopup();
  const form = useForm({ resolver: formResolver(ZResetForm), defaultValues: { email: '', password: '' } });
  const fields = useFormFields(form, { idPrefix: 'reset', fields: FIELDS });

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate({ ...values, token }, { onError: fields.showServerErrors });
  });

  const done = reset.isSuccess && reset.data.success;

  return (
    <section className={styles.card} aria-labelledby="reset-heading">
      <title>Reset your password</title>
      <h1 id="reset-heading">Reset your password</h1>
      {reset.isSuccess ? <Alert variant={done ? 'success' : 'error'}>{reset.data.message}</Alert> : null}
      {reset.isError ? <Alert variant="error">{errorMessage(reset.error)}</Alert> : null}
      {done ? (
        <p>
          <Button onClick={() => openPopup('signIn')}>Log In</Button> or go to the{' '}
          <Link to={paths.login}>login page</Link>.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Reset password">
          <ErrorSummary {...fields.summary} />
          <EmailField {...fields.field('email', { label: 'Email' })} />
          <PasswordField
            {...fields.field('password', { label: 'New password', hint: 'At least 8 characters' })}
            autoComplete="new-password"
          />
          <Button type="submit" block busy={reset.isPending} busyText="Processing">
            Reset password
          </Button>
        </form>
      )}
    </section>
  );
}

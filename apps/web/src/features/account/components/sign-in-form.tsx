import { ZLoginRequest } from '@parkstays/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Checkbox } from '../../../components/ui/field';
import { EmailField, PasswordField } from '../../../components/ui/person-fields';
import { errorMessage } from '../../../lib/api-client';
import { formResolver, useFormFields } from '../../../lib/forms';
import { useLogin } from '../api/login';
import { usePopup } from '../popups';
import styles from './forms.module.css';

const FIELDS = ['email', 'password'] as const;

export type SignInFormProps = {
  /** Prefix for the fields' ids, so the popup and the login page never share one. */
  idPrefix: string;
  /** "Forgotten Password?" and "Not Registered? Sign Up" (the host screen can hide them). */
  showLinks?: boolean;
  onSuccess?: () => void;
  /** In a popup the first field takes the focus when the form appears. */
  focusFirstField?: boolean;
};

export function SignInForm({
  idPrefix,
  showLinks = true,
  onSuccess,
  focusFirstField = false,
}: SignInFormProps) {
  const { openPopup } = usePopup();
  const login = useLogin();
  const form = useForm({
    resolver: formResolver(ZLoginRequest),
    defaultValues: { email: '', password: '', rememberLogin: false },
  });
  const { handleSubmit, reset, setFocus } = form;
  const fields = useFormFields(form, {
    idPrefix,
    fields: FIELDS,
    ids: { rememberLogin: `${idPrefix}-remember` },
  });

  useEffect(() => {
    if (focusFirstField) setFocus('email');
  }, [focusFirstField, setFocus]);

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => {
        reset();
        onSuccess?.();
      },
      onError: fields.showServerErrors,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Sign in">
      <ErrorSummary {...fields.summary} />
      {login.isError ? <Alert variant="warning">{errorMessage(login.error)}</Alert> : null}
      <EmailField {...fields.field('email', { label: 'Email' })} />
      <PasswordField {...fields.field('password', { label: 'Password' })} autoComplete="current-password" />
      <Checkbox {...fields.field('rememberLogin', { label: 'Remember Me' })} />
      <Button type="submit" block busy={login.isPending} busyText="Signing in…">
        Log In
      </Button>
      {showLinks ? (
        <div className={styles.links}>
          <Button variant="link" onClick={() => openPopup('forgotPassword')}>
            Forgotten Password?
          </Button>
          <Button variant="link" onClick={() => openPopup('signUp')}>
            Not Registered? Sign Up
          </Button>
        </div>
      ) : null}
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordRequest } from '@parkstays/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors, summaryErrors } from '../../../lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import styles from './forms.module.css';

const FIELDS = ['email'] as const;

export function ForgotPasswordForm({
  idPrefix,
  focusFirstField = false,
}: {
  idPrefix: string;
  focusFirstField?: boolean;
}) {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const id = (field: string) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (focusFirstField) setFocus('email');
  }, [focusFirstField, setFocus]);

  const onSubmit = handleSubmit((values) => {
    forgot.mutate(values, { onError: (error) => applyServerErrors(error, setError, FIELDS) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Forgotten password">
      <p className={styles.intro}>
        Enter the email address you signed up with and we will send you a reset link.
      </p>
      <ErrorSummary errors={summaryErrors(formState.errors, FIELDS, id)} focusKey={formState.submitCount} />
      {forgot.isSuccess ? (
        <Alert variant={forgot.data.success ? 'success' : 'error'}>{forgot.data.message}</Alert>
      ) : null}
      {forgot.isError ? <Alert variant="error">{errorMessage(forgot.error)}</Alert> : null}
      <TextField
        id={id('email')}
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" block busy={forgot.isPending} busyText="Processing">
        Send reset link
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type TSignUpForm, ZSignUpForm } from '@parkstays/contract';
import { useEffect } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerErrors, summaryErrors } from '../../../lib/form-errors';
import { useSignUp } from '../api/sign-up';
import { usePopup } from '../popups';
import styles from './forms.module.css';
import { PROFILE_FIELDS, ProfileFields, type ProfileInput } from './profile-fields';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  ...PROFILE_FIELDS.slice(2),
  'password',
  'confirm_password',
] as const satisfies readonly (keyof TSignUpForm)[];

const EMPTY: TSignUpForm = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  address_1: '',
  address_2: '',
  city: '',
  postcode: '',
  // The placeholder option ("Select Your Country") until one is chosen.
  country_code: '' as TSignUpForm['country_code'],
  marketing_preference: 0,
  password: '',
  confirm_password: '',
};

export type SignUpFormProps = {
  idPrefix: string;
  onSuccess?: () => void;
  focusFirstField?: boolean;
};

export function SignUpForm({ idPrefix, onSuccess, focusFirstField = false }: SignUpFormProps) {
  const { openPopup } = usePopup();
  const signUp = useSignUp();
  const form = useForm({ resolver: zodResolver(ZSignUpForm), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setError, setFocus } = form;

  useEffect(() => {
    if (focusFirstField) setFocus('first_name');
  }, [focusFirstField, setFocus]);
  const id = (field: string) => `${idPrefix}-${field}`;

  const onSubmit = handleSubmit(
    ({ confirm_password: _confirm, ...body }) => {
      signUp.mutate(body, {
        onSuccess: () => {
          reset(EMPTY);
          onSuccess?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // The account exists: the server's message goes with the user to the Sign In popup.
            openPopup('signIn', { notice: error.message });
            return;
          }
          applyServerErrors(error, setError, FIELDS);
        },
      });
    },
    () => signUp.reset(),
  );

  const summary = summaryErrors(formState.errors, FIELDS, id);
  const serverFailed = signUp.isError && !(signUp.error instanceof ApiError && signUp.error.status === 409);
  // When the server's refusal names fields, the summary lists them under its words: one box, not
  // a summary and a banner saying the same thing.
  const inSummary = serverFailed && summary.length > 0;
  const showError = serverFailed && !inSummary;

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Sign up">
      <ErrorSummary
        errors={summary}
        title={inSummary ? errorMessage(signUp.error) : undefined}
        focusKey={formState.submitCount}
      />
      {showError ? <Alert variant="error">{errorMessage(signUp.error)}</Alert> : null}
      <ProfileFields
        form={form as unknown as UseFormReturn<ProfileInput>}
        idPrefix={idPrefix}
        afterNames={
          <TextField
            id={id('email')}
            label="Email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            error={formState.errors.email?.message}
            {...register('email')}
          />
        }
      />
      <div className={styles.grid}>
        <TextField
          id={id('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <TextField
          id={id('confirm_password')}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirm_password?.message}
          {...register('confirm_password')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" block busy={signUp.isPending} busyText="Creating your account…">
          Sign Up
        </Button>
      </div>
    </form>
  );
}

import { type TSignUpForm, ZSignUpForm } from '@parkstays/contract';
import { useEffect } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { EmailField, NewPasswordFields } from '../../../components/ui/person-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FormFields, formResolver, useFormFields } from '../../../lib/forms';
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
  const form = useForm({ resolver: formResolver(ZSignUpForm), defaultValues: EMPTY });
  const { handleSubmit, reset, setFocus } = form;
  const fields = useFormFields(form, { idPrefix, fields: FIELDS });

  useEffect(() => {
    if (focusFirstField) setFocus('first_name');
  }, [focusFirstField, setFocus]);

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
          fields.showServerErrors(error);
        },
      });
    },
    () => signUp.reset(),
  );

  const summary = fields.summary.errors;
  const serverFailed = signUp.isError && !(signUp.error instanceof ApiError && signUp.error.status === 409);
  // When the server's refusal names fields, the summary lists them under its words: one box, not
  // a summary and a banner saying the same thing.
  const inSummary = serverFailed && summary.length > 0;
  const showError = serverFailed && !inSummary;

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Sign up">
      <ErrorSummary {...fields.summary} title={inSummary ? errorMessage(signUp.error) : undefined} />
      {showError ? <Alert variant="error">{errorMessage(signUp.error)}</Alert> : null}
      <ProfileFields
        form={form as unknown as UseFormReturn<ProfileInput>}
        fields={fields as unknown as FormFields<ProfileInput>}
        afterNames={<EmailField {...fields.field('email', { label: 'Email' })} />}
      />
      <NewPasswordFields fields={fields} className={styles.grid} />
      <div className={styles.actions}>
        <Button type="submit" block busy={signUp.isPending} busyText="Creating your account…">
          Sign Up
        </Button>
      </div>
    </form>
  );
}

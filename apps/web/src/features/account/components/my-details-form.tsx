import { DETAILS_UPDATED_MESSAGE, type TUser, ZUpdateUserRequest } from '@parkstays/contract';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { type FormFields, formResolver, useFormFields } from '../../../lib/forms';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { ChangeEmail } from './change-email';
import styles from './forms.module.css';
import { PROFILE_FIELDS, ProfileFields, type ProfileInput } from './profile-fields';

/** Success messages on the details form disappear after 3 seconds (docs/product.md, "My Details"). */
export const SUCCESS_MESSAGE_MS = 3000;

function profileOf(user: TUser): ProfileInput {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number,
    address_1: user.address_1,
    address_2: user.address_2,
    city: user.city,
    postcode: user.postcode,
    country_code: user.country_code,
    marketing_preference: user.marketing_preference,
  };
}

/**
 * My Details: the profile from GET /api/users, whose form never shows the e-mail address; the
 * address is changed apart from it, with the password (decision 024).
 */
export function MyDetails({ idPrefix }: { idPrefix: string }) {
  const user = useUser();
  if (user.isPending) return <Spinner label="Loading your details…" />;
  if (user.isError) return <Alert variant="error">{errorMessage(user.error)}</Alert>;
  return (
    <>
      <MyDetailsForm idPrefix={idPrefix} user={user.data} />
      <ChangeEmail idPrefix={idPrefix} user={user.data} />
    </>
  );
}

function MyDetailsForm({ idPrefix, user }: { idPrefix: string; user: TUser }) {
  const update = useUpdateUser();
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm({ resolver: formResolver(ZUpdateUserRequest), defaultValues: profileOf(user) });
  const { handleSubmit, reset } = form;
  const fields = useFormFields(form, { idPrefix, fields: PROFILE_FIELDS });

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const onSubmit = handleSubmit((values) => {
    setSuccess(null);
    update.mutate(values, {
      onSuccess: (answer) => {
        reset(profileOf(answer.data));
        setSuccess(answer.message || DETAILS_UPDATED_MESSAGE);
      },
      onError: fields.showServerErrors,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="My details">
      <ErrorSummary {...fields.summary} />
      {success ? <Alert variant="success">{success}</Alert> : null}
      {update.isError ? <Alert variant="error">{errorMessage(update.error)}</Alert> : null}
      <ProfileFields
        form={form as unknown as UseFormReturn<ProfileInput>}
        fields={fields as unknown as FormFields<ProfileInput>}
      />
      <div className={styles.actions}>
        <Button type="submit" block busy={update.isPending} busyText="Saving…">
          Save my details
        </Button>
      </div>
    </form>
  );
}

import { type TUser, ZChangeEmailRequest } from '@parkstays/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { EmailField, PasswordField } from '../../../components/ui/person-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formResolver, useFormFields } from '../../../lib/forms';
import { useChangeEmail } from '../api/change-email';
import styles from './forms.module.css';

const FIELDS = ['email', 'password'] as const;

/**
 * My Details' e-mail address, apart from the profile form, which never shows it: whether it is
 * confirmed, and a change of address, which needs the password and is unconfirmed until the link
 * e-mailed to the new address is opened.
 */
export function ChangeEmail({ idPrefix, user }: { idPrefix: string; user: TUser }) {
  const change = useChangeEmail();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: formResolver(ZChangeEmailRequest),
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit, reset } = form;
  const fields = useFormFields(form, { idPrefix: `${idPrefix}-change`, fields: FIELDS });
  const headingId = `${idPrefix}-address-heading`;

  const onSubmit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: (answer) => {
        reset();
        setEditing(false);
        setDone(answer.message);
      },
      onError: fields.showServerErrors,
    });
  });

  return (
    <section className={styles.address} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.addressHeading}>
        Your e-mail address
      </h3>
      <p>
        {user.email_confirmed_at
          ? 'Your e-mail address is confirmed.'
          : 'Your e-mail address is not confirmed yet: open the link we e-mailed to it.'}
      </p>
      {done ? <Alert variant="success">{done}</Alert> : null}
      {editing ? (
        <form onSubmit={onSubmit} noValidate aria-label="Change e-mail address">
          <ErrorSummary {...fields.summary} />
          {change.isError && !(change.error instanceof ApiError && change.error.errors.length > 0) ? (
            <Alert variant="error">{errorMessage(change.error)}</Alert>
          ) : null}
          <EmailField
            {...fields.field('email', {
              label: 'New e-mail address',
              hint: 'We will send a link to it: the address counts as yours once you open it.',
            })}
          />
          <PasswordField
            {...fields.field('password', { label: 'Your password' })}
            autoComplete="current-password"
          />
          <div className={styles.buttonRow}>
            <Button type="submit" busy={change.isPending} busyText="Changing…">
              Change e-mail address
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                reset();
                change.reset();
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setDone(null);
            setEditing(true);
          }}
        >
          Change e-mail address
        </Button>
      )}
    </section>
  );
}

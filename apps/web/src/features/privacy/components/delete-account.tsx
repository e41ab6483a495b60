import { type TDeleteAccountRequest, ZDeleteAccountRequest } from '@parkstays/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormFrame } from '../../../components/ui/form-frame';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/person-fields';
import { formResolver, useFormFields } from '../../../lib/forms';
import { useDeleteAccount } from '../api/delete-account';
import styles from './privacy-centre.module.css';

const FIELDS = ['password'] as const;

/**
 * Delete my account: a dialog asks for the password again. The park keeps the money records it must
 * (six years, for HMRC) with the name taken off; while a stay is to come, money is on its way or an
 * owner's balance is open, the server says why it cannot be done yet.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm<TDeleteAccountRequest>({
    resolver: formResolver(ZDeleteAccountRequest),
    defaultValues: { password: '' },
  });
  const fields = useFormFields(form, { idPrefix: 'delete-account', fields: FIELDS });
  const close = () => {
    setOpen(false);
    form.reset();
    remove.reset();
  };
  const onSubmit = form.handleSubmit((body) =>
    remove.mutate(body, {
      onSuccess: (answer) => {
        onDeleted(answer.message);
        remove.forgetSession();
      },
      onError: fields.showServerErrors,
    }),
  );

  return (
    <section className={styles.section} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete my account</h2>
      <p>
        We take your name, contact details and notes off everything we hold. We keep what your bookings and
        payments cost and when, without your name, for six years, as HMRC requires.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      <Modal open={open} onClose={close} title="Delete my account">
        <FormFrame
          label="Delete my account"
          onSubmit={onSubmit}
          summary={fields.summary}
          call={remove}
          failureTitle="Your account was not deleted"
          failureTakesFocus
          intro={<p>This cannot be undone. You will be signed out on every device.</p>}
          submitLabel="Delete my account"
          busyText="Deleting…"
          onCancel={close}
        >
          <PasswordField
            {...fields.field('password', { label: 'Your password' })}
            autoComplete="current-password"
          />
        </FormFrame>
      </Modal>
    </section>
  );
}

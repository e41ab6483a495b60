import { type TAdminOwner, ZSendLinkCodeRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { TextField } from '../../../../components/ui/field';
import { FormActions } from '../../../../components/ui/form-actions';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api-client';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useSendLinkCode } from '../api/send-link-code';
import styles from './owners.module.css';

const FIELDS = ['account_email'] as const;

/**
 * Send link code: for an owner who signed up on the site with another address, a code goes to the
 * owner's address on file; signed in with that account, they enter it in the Owner Portal.
 */
export function LinkCodeDialog({
  owner,
  open,
  onClose,
}: {
  owner: TAdminOwner;
  open: boolean;
  onClose: () => void;
}) {
  const send = useSendLinkCode(owner.customer_no);
  const form = useForm({
    // Checked again on submit, not on each keystroke.
    reValidateMode: 'onSubmit',
    defaultValues: { account_email: '' },
    resolver: formResolver(ZSendLinkCodeRequest),
  });
  const { handleSubmit, formState, reset } = form;
  const fields = useFormFields(form, { idPrefix: 'link-code', fields: FIELDS });
  const close = () => {
    send.reset();
    reset();
    onClose();
  };
  const refusedWithoutField = send.isError && Object.keys(formState.errors).length === 0;
  return (
    <Modal open={open} onClose={close} title="Send link code">
      {send.isSuccess ? (
        <div className={styles.form}>
          <Alert variant="success" takeFocus>
            {send.data.message}
          </Alert>
          <FormActions>
            <Button onClick={close}>Done</Button>
          </FormActions>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          aria-label="Send link code"
          onSubmit={handleSubmit((values) => send.mutate(values, { onError: fields.showServerErrors }))}
        >
          <ErrorSummary {...fields.summary} />
          {refusedWithoutField ? <Alert variant="error">{errorMessage(send.error)}</Alert> : null}
          <p className={styles.muted}>
            The code goes to {owner.email}, the address on file. It works once, for 15 minutes, for the
            account below: signed in with it, the owner enters {owner.email}, {owner.customer_no} and the code
            in the Owner Portal.
          </p>
          <TextField
            label="E-mail of the owner's account on the site"
            hint="The address they signed up with, if it is not the one on file."
            type="email"
            autoComplete="off"
            spellCheck={false}
            {...fields.field('account_email')}
          />
          <FormActions>
            <Button type="submit" busy={send.isPending} busyText="Sending…">
              Send code
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </FormActions>
        </form>
      )}
    </Modal>
  );
}

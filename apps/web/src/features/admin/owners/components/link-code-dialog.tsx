import { type TAdminOwner, ZSendLinkCodeRequest } from '@parkstays/contract';
import { DoneStep } from '../../../../components/ui/confirm-step';
import { TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { formResolver } from '../../../../lib/forms';
import { useSendLinkCode } from '../api/send-link-code';
import { useDialogForm } from './dialog-form';
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
  const { form, fields, close, frame } = useDialogForm({
    action: send,
    defaultValues: { account_email: '' },
    resolver: formResolver(ZSendLinkCodeRequest),
    onClose,
    idPrefix: 'link-code',
    fields: FIELDS,
  });
  return (
    <Modal open={open} onClose={close} title="Send link code">
      {send.isSuccess ? (
        <DoneStep className={styles.form} message={send.data.message} onDone={close} />
      ) : (
        <FormFrame
          {...frame}
          label="Send link code"
          onSubmit={form.handleSubmit((values) => send.mutate(values, { onError: fields.showServerErrors }))}
          submitLabel="Send code"
          busyText="Sending…"
        >
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
        </FormFrame>
      )}
    </Modal>
  );
}

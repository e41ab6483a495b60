import { ZInviteStaffRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Select } from '../../../../components/ui/select';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useInviteStaff } from '../api/invite-staff';
import { ROLE_OPTIONS } from '../roles';
import styles from './staff.module.css';

const FIELDS = ['email', 'first_name', 'last_name', 'role'] as const;

/** Invites someone to the staff: their work address, name and role; they get a link to set a password. */
export function InviteStaffForm() {
  const invite = useInviteStaff();
  const form = useForm({
    resolver: formResolver(ZInviteStaffRequest),
    defaultValues: { email: '', first_name: '', last_name: '', role: 'reception' as const },
  });
  const { handleSubmit, setError, reset } = form;
  const fields = useFormFields(form, { idPrefix: 'invite', fields: FIELDS });
  const onSubmit = handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (error instanceof ApiError && (error.code === 'GUEST_ACCOUNT' || error.code === 'ALREADY_STAFF'))
          setError('email', { message: error.message });
        else fields.showServerErrors(error);
      },
    });
  });
  const unexplained =
    invite.isError &&
    !(invite.error instanceof ApiError && (invite.error.errors.length > 0 || invite.error.status === 409));
  return (
    <FormFrame
      className={styles.form}
      onSubmit={onSubmit}
      label="Invite a member of staff"
      summary={fields.summary}
      saved={invite.isSuccess ? invite.data.message : undefined}
      failure={unexplained ? errorMessage(invite.error) : undefined}
      submitLabel="Send invitation"
      busy={invite.isPending}
      busyText="Sending the invitation"
    >
      <TextField
        label="Work e-mail address"
        hint="We send the link to set a password here. A guest's or owner's address cannot be used."
        type="email"
        autoComplete="off"
        spellCheck={false}
        {...fields.field('email')}
      />
      <TextField label="First name" autoComplete="off" {...fields.field('first_name')} />
      <TextField label="Last name" autoComplete="off" {...fields.field('last_name')} />
      <Select label="Role" options={ROLE_OPTIONS} {...fields.field('role')} />
    </FormFrame>
  );
}

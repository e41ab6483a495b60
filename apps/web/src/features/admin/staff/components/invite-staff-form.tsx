import { zodResolver } from '@hookform/resolvers/zod';
import { type TInviteStaffRequest, ZInviteStaffRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { TextField } from '../../../../components/ui/field';
import { Select } from '../../../../components/ui/select';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { applyServerErrors, summaryErrors } from '../../../../lib/form-errors';
import { useInviteStaff } from '../api/invite-staff';
import { ROLE_OPTIONS } from '../roles';
import styles from './staff.module.css';

const FIELDS = ['email', 'first_name', 'last_name', 'role'] as const;
const ID = (field: string) => `invite-${field}`;

/** Invites someone to the staff: their work address, name and role; they get a link to set a password. */
export function InviteStaffForm() {
  const invite = useInviteStaff();
  const { register, handleSubmit, formState, setError, reset } = useForm<TInviteStaffRequest>({
    resolver: zodResolver(ZInviteStaffRequest),
    defaultValues: { email: '', first_name: '', last_name: '', role: 'reception' },
  });
  const onSubmit = handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (error instanceof ApiError && (error.code === 'GUEST_ACCOUNT' || error.code === 'ALREADY_STAFF'))
          setError('email', { message: error.message });
        else applyServerErrors(error, setError, FIELDS);
      },
    });
  });
  const errors = summaryErrors(formState.errors, FIELDS, ID);
  const unexplained =
    invite.isError &&
    !(invite.error instanceof ApiError && (invite.error.errors.length > 0 || invite.error.status === 409));
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Invite a member of staff">
      <ErrorSummary errors={errors} focusKey={formState.submitCount} />
      {invite.isSuccess ? <Alert variant="success">{invite.data.message}</Alert> : null}
      {unexplained ? <Alert variant="error">{errorMessage(invite.error)}</Alert> : null}
      <TextField
        id={ID('email')}
        label="Work e-mail address"
        hint="We send the link to set a password here. A guest's or owner's address cannot be used."
        type="email"
        autoComplete="off"
        spellCheck={false}
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={ID('first_name')}
        label="First name"
        autoComplete="off"
        error={formState.errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        id={ID('last_name')}
        label="Last name"
        autoComplete="off"
        error={formState.errors.last_name?.message}
        {...register('last_name')}
      />
      <Select
        id={ID('role')}
        label="Role"
        options={ROLE_OPTIONS}
        error={formState.errors.role?.message}
        {...register('role')}
      />
      <div className={styles.buttons}>
        <Button type="submit" busy={invite.isPending} busyText="Sending the invitation">
          Send invitation
        </Button>
      </div>
    </form>
  );
}

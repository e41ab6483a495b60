import type { TStaffMember, TStaffRole } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FactList } from '../../../../components/ui/fact-list';
import { FormActions } from '../../../../components/ui/form-actions';
import { Modal } from '../../../../components/ui/modal';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { Select } from '../../../../components/ui/select';
import { errorMessage } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/auth';
import { formatDateTime } from '../../../../lib/format';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useStaff } from '../api/list-staff';
import { ROLE_LABELS, ROLE_OPTIONS } from '../roles';
import styles from './staff.module.css';

const REMOVE = 'remove';

function MemberCard({ member, isSelf }: { member: TStaffMember; isSelf: boolean }) {
  const change = useChangeStaffRole();
  const [choice, setChoice] = useState<string>(member.role);
  const [confirming, setConfirming] = useState(false);
  const name = `${member.first_name} ${member.last_name}`.trim();
  const save = () => {
    if (choice === REMOVE) setConfirming(true);
    else change.mutate({ id: member.id, role: choice as TStaffRole });
  };
  return (
    <li className={styles.member}>
      <h3 className={styles.name}>
        {name}
        {isSelf ? ' (you)' : ''}
      </h3>
      <FactList compact breakValues>
        <dt>E-mail</dt>
        <dd>{member.email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_LABELS[member.role]}</dd>
        <dt>Last signed in</dt>
        <dd>
          {member.last_signed_in_at ? (
            formatDateTime(member.last_signed_in_at)
          ) : member.invitation ? (
            <span className={styles.pending}>
              {member.invitation.expired
                ? 'Invitation expired: take them off the staff and invite them again'
                : `Invitation sent ${formatDateTime(member.invitation.sent_at)}, not yet accepted`}
            </span>
          ) : (
            'Not yet'
          )}
        </dd>
      </FactList>
      {change.isSuccess ? <Alert variant="success">{change.data.message}</Alert> : null}
      {change.isError ? <Alert variant="error">{errorMessage(change.error)}</Alert> : null}
      {isSelf ? (
        <p className={styles.note}>You cannot change your own role: another admin can.</p>
      ) : (
        <div className={styles.roleForm}>
          <Select
            id={`role-${member.id}`}
            label={`Role of ${name}`}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            options={[...ROLE_OPTIONS, { value: REMOVE, label: 'Not staff – take them off the staff' }]}
          />
          <Button
            variant="secondary"
            onClick={save}
            disabled={choice === member.role}
            busy={change.isPending}
            busyText="Saving"
          >
            Save role
          </Button>
        </div>
      )}
      <Modal open={confirming} onClose={() => setConfirming(false)} title={`Take ${name} off the staff?`}>
        <p>
          {name} will no longer reach the back office. Their account stays, and an admin can invite them again
          with another address.
        </p>
        <FormActions>
          <Button
            onClick={() => {
              setConfirming(false);
              change.mutate({ id: member.id, role: null });
            }}
          >
            Take off the staff
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep {member.first_name}
          </Button>
        </FormActions>
      </Modal>
    </li>
  );
}

/** The staff, each with their role (changeable, except your own), e-mail and last sign-in. */
export function StaffList() {
  const staff = useStaff();
  const { user } = useSession();
  if (staff.isPending)
    return <LoadingSkeleton className={styles.member} label="Loading the staff" shapes={['line', 'short']} />;
  if (staff.isError) return <Alert variant="error">{errorMessage(staff.error)}</Alert>;
  return (
    <ul className={styles.members} aria-label="Staff members">
      {staff.data.map((member) => (
        <MemberCard key={member.id} member={member} isSelf={member.id === user?.id} />
      ))}
    </ul>
  );
}

import { PageFrame } from '../../../components/ui/page-frame';
import { InviteStaffForm, StaffList } from '../../../features/admin/staff';
import styles from './admin-screens.module.css';

/** /admin/staff (admins): who is on the staff, their roles, and inviting someone new. */
export function AdminStaffRoute() {
  return (
    <PageFrame
      title="Staff"
      lead="Who can use the back office, and what each may do. A new member gets an e-mail with a link to set their password."
    >
      <title>Staff – Back office</title>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="staff-members">
          <h2 id="staff-members">Members</h2>
          <StaffList />
        </section>
        <section className={styles.section} aria-labelledby="staff-invite">
          <h2 id="staff-invite">Invite a member of staff</h2>
          <InviteStaffForm />
        </section>
      </div>
    </PageFrame>
  );
}

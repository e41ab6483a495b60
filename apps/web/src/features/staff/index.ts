/** Staff accounts (issue 15, admins): the staff, their roles, and inviting someone new. */
export { InviteStaffForm } from './components/invite-staff-form';
export { StaffList } from './components/staff-list';

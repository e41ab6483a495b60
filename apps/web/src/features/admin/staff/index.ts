/** The back office's Staff section (admins, decision 032): the staff, their roles, and inviting someone new. */
export { InviteStaffForm } from './components/invite-staff-form';
export { StaffList } from './components/staff-list';

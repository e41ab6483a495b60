/**
 * The back office's Activities section (activities staff, decision 040): the list of activities, the form of
 * one (its picture field a slot a screen may fill with another feature's uploader), its ticket
 * types, and its sessions: added one by one or repeating, changed, and cancelled with a refund.
 */
export { useAdminActivities } from './api/list-activities';
export {
  ActivityForm,
  type ActivityFormProps,
  ImageAddressField,
  type ImageFieldSlot,
} from './components/activity-form';
export { ActivityList } from './components/activity-list';
export { SessionsPanel } from './components/sessions-panel';
export { TicketTypes } from './components/ticket-types';

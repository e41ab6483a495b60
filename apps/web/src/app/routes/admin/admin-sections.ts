import type { TStaffRole } from '@parkstays/contract';
import type { RouteName } from '../../../config/paths';
import { paths } from '../../../config/paths';

/**
 * The back office's screens and who may open each (decision 032): the same roles the API names on
 * the screens' endpoints, so a link is offered only where its calls would be answered. An admin
 * may open them all.
 */
export type AdminSection = {
  name: RouteName;
  path: string;
  label: string;
  roles: readonly TStaffRole[];
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { name: 'adminToday', path: paths.adminToday, label: 'Today', roles: ['reception'] },
  { name: 'adminBookings', path: paths.adminBookings, label: 'Bookings', roles: ['reception'] },
  { name: 'adminBoard', path: paths.adminBoard, label: 'Allocation board', roles: ['reception'] },
  { name: 'adminPayments', path: paths.adminPayments, label: 'Payments', roles: ['reception'] },
  { name: 'adminCheckIn', path: paths.adminCheckIn, label: 'Check-in', roles: ['reception', 'activities'] },
  { name: 'adminOutbox', path: paths.adminOutbox, label: 'Outbox', roles: ['reception'] },
  { name: 'adminStaff', path: paths.adminStaff, label: 'Staff', roles: ['admin'] },
];

/** The section an address belongs to: the longest section path it starts with. */
export function sectionOf(pathname: string): AdminSection | undefined {
  let found: AdminSection | undefined;
  for (const section of ADMIN_SECTIONS) {
    const inside = pathname === section.path || pathname.startsWith(`${section.path}/`);
    if (inside && (!found || section.path.length > found.path.length)) found = section;
  }
  return found;
}

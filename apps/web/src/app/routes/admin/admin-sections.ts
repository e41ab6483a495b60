import type { TStaffRole } from '@parkstays/contract';
import { backOfficePaths } from '../../../config/back-office-paths';

/**
 * The back office's screens and who may open each (decision 032): the same roles the API names on
 * the screens' endpoints, so a link is offered only where its calls would be answered. An admin
 * may open them all.
 */
export type AdminSection = {
  name: string;
  path: string;
  label: string;
  roles: readonly TStaffRole[];
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { name: 'adminToday', path: backOfficePaths.today, label: 'Today', roles: ['reception'] },
  { name: 'adminBookings', path: backOfficePaths.bookings, label: 'Bookings', roles: ['reception'] },
  { name: 'adminBoard', path: backOfficePaths.board, label: 'Allocation board', roles: ['reception'] },
  { name: 'adminPayments', path: backOfficePaths.payments, label: 'Payments', roles: ['reception'] },
  {
    name: 'adminCheckIn',
    path: backOfficePaths.checkIn,
    label: 'Check-in',
    roles: ['reception', 'activities'],
  },
  {
    name: 'adminActivities',
    path: backOfficePaths.activities,
    label: 'Activities',
    roles: ['activities'],
  },
  { name: 'adminOwners', path: backOfficePaths.owners, label: 'Owners', roles: ['reception'] },
  { name: 'adminOutbox', path: backOfficePaths.outbox, label: 'Outbox', roles: ['reception'] },
  { name: 'adminEvents', path: backOfficePaths.events, label: 'Events', roles: ['activities'] },
  { name: 'adminContent', path: backOfficePaths.content, label: 'Content', roles: ['admin'] },
  { name: 'adminOffers', path: backOfficePaths.offers, label: 'Extras & codes', roles: ['admin'] },
  { name: 'adminPrices', path: backOfficePaths.prices, label: 'Prices', roles: ['admin'] },
  { name: 'adminCatalogue', path: backOfficePaths.catalogue, label: 'Catalogue', roles: ['admin'] },
  { name: 'adminStaff', path: backOfficePaths.staff, label: 'Staff', roles: ['admin'] },
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

import { staffRoleAllows, type TStaffRole } from '@parkstays/contract';
import { backOfficePaths } from '../../../config/back-office-paths';

/** The headings the back office's menu groups its sections under, in the menu's order. */
export const ADMIN_GROUPS = ['Day', 'Sales', 'Catalogue', 'Owners', 'Site', 'Staff'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/**
 * The back office's screens, who may open each (decision 032) and the group it is listed under:
 * the same roles the API names on the screens' endpoints, so a link is offered only where its
 * calls would be answered. An admin may open them all. Listed in the menu's order, group by group.
 */
export type AdminSection = {
  name: string;
  path: string;
  label: string;
  roles: readonly TStaffRole[];
  group: AdminGroup;
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { name: 'adminToday', path: backOfficePaths.today, label: 'Today', roles: ['reception'], group: 'Day' },
  {
    name: 'adminBookings',
    path: backOfficePaths.bookings,
    label: 'Bookings',
    roles: ['reception'],
    group: 'Day',
  },
  {
    name: 'adminBoard',
    path: backOfficePaths.board,
    label: 'Allocation board',
    roles: ['reception'],
    group: 'Day',
  },
  {
    name: 'adminPayments',
    path: backOfficePaths.payments,
    label: 'Payments',
    roles: ['reception'],
    group: 'Day',
  },
  {
    name: 'adminCheckIn',
    path: backOfficePaths.checkIn,
    label: 'Check-in',
    roles: ['reception', 'activities'],
    group: 'Day',
  },
  {
    name: 'adminOffers',
    path: backOfficePaths.offers,
    label: 'Extras & codes',
    roles: ['admin'],
    group: 'Sales',
  },
  { name: 'adminPrices', path: backOfficePaths.prices, label: 'Prices', roles: ['admin'], group: 'Sales' },
  { name: 'adminTerms', path: backOfficePaths.terms, label: 'Terms', roles: ['admin'], group: 'Sales' },
  {
    name: 'adminCatalogue',
    path: backOfficePaths.catalogue,
    label: 'Catalogue',
    roles: ['admin'],
    group: 'Catalogue',
  },
  {
    name: 'adminActivities',
    path: backOfficePaths.activities,
    label: 'Activities',
    roles: ['activities'],
    group: 'Catalogue',
  },
  {
    name: 'adminEvents',
    path: backOfficePaths.events,
    label: 'Events',
    roles: ['activities'],
    group: 'Catalogue',
  },
  {
    name: 'adminOwners',
    path: backOfficePaths.owners,
    label: 'Owners',
    roles: ['reception'],
    group: 'Owners',
  },
  {
    name: 'adminContent',
    path: backOfficePaths.content,
    label: 'Content',
    roles: ['admin'],
    group: 'Site',
  },
  {
    name: 'adminOutbox',
    path: backOfficePaths.outbox,
    label: 'Outbox',
    roles: ['reception'],
    group: 'Site',
  },
  {
    name: 'adminPrivacy',
    path: backOfficePaths.privacy,
    label: 'Privacy requests',
    roles: ['admin'],
    group: 'Site',
  },
  { name: 'adminStaff', path: backOfficePaths.staff, label: 'Staff', roles: ['admin'], group: 'Staff' },
];

/** The sections `role` may open, under their groups; a group with none of them is left out. */
export function sectionGroups(
  role: TStaffRole | null | undefined,
): { group: AdminGroup; sections: AdminSection[] }[] {
  return ADMIN_GROUPS.map((group) => ({
    group,
    sections: ADMIN_SECTIONS.filter(
      (section) => section.group === group && staffRoleAllows(role, section.roles),
    ),
  })).filter((entry) => entry.sections.length > 0);
}

/** The section an address belongs to: the longest section path it starts with. */
export function sectionOf(pathname: string): AdminSection | undefined {
  let found: AdminSection | undefined;
  for (const section of ADMIN_SECTIONS) {
    const inside = pathname === section.path || pathname.startsWith(`${section.path}/`);
    if (inside && (!found || section.path.length > found.path.length)) found = section;
  }
  return found;
}

import type { TStaffRole } from '@parkstays/contract';

/** The roles in words, with what each may do (decision 032). */
export const ROLE_LABELS: Record<TStaffRole, string> = {
  admin: 'Admin',
  reception: 'Reception',
  activities: 'Activities',
};

export const ROLE_HINTS: Record<TStaffRole, string> = {
  admin: 'everything, staff included',
  reception: 'bookings, payments, check-in',
  activities: 'sessions and tickets',
};

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as TStaffRole[]).map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]} (${ROLE_HINTS[role]})`,
}));

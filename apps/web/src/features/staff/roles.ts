import type { TStaffRole } from '@parkstays/contract';

/** The roles in words, with what each may do (decision 032). */
export const ROLE_LABELS: Record<TStaffRole, string> = {
  admin: 'Admin',
  reception: 'Reception',
  activities: 'Activities',
};

export const ROLE_HINTS: Record<TStaffRole, string> = {
  admin: 'Everything, staff accounts included',
  reception: 'Bookings, payments, check-in, owners’ visits',
  activities: 'Activity sessions and ticket check-in',
};

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as TStaffRole[]).map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]} – ${ROLE_HINTS[role]}`,
}));

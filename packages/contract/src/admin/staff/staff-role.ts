import { z } from 'zod';

/**
 * What a member of the park's staff may do (docs/product.md, "Staff and the back office"):
 * `admin` everything, staff accounts included; `reception` bookings, payments, check-in and
 * owners' visits; `activities` activity sessions, the events calendars and ticket check-in only.
 */
export const STAFF_ROLES = ['admin', 'reception', 'activities'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** Whether someone with `role` (null: not staff) may do what any of `allowed` may; admin may do everything. */
export function staffRoleAllows(
  role: TStaffRole | null | undefined,
  allowed: readonly TStaffRole[],
): boolean {
  if (!role) return false;
  return role === 'admin' || allowed.includes(role);
}

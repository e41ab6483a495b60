import { paths } from './paths';

/**
 * The back office's screens (issue 15, decision 036): staff only, so their addresses live apart
 * from `paths`, which every page's script carries. Only back-office code imports this module.
 */
export const backOfficePaths = {
  today: paths.adminToday,
  bookings: '/admin/bookings',
  board: '/admin/board',
  payments: '/admin/payments',
  checkIn: '/admin/check-in',
  outbox: '/admin/outbox',
  staff: '/admin/staff',
} as const;

/** A booking's page in the back office. */
export function backOfficeBookingPath(bookingNo: string): string {
  return `${backOfficePaths.bookings}/${encodeURIComponent(bookingNo)}`;
}

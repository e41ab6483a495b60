import { paths } from './paths';

/**
 * The back office's screens (decision 036): staff only, so their addresses live apart
 * from `paths`, which every page's script carries. Only back-office code imports this module.
 */
export const backOfficePaths = {
  today: paths.adminToday,
  bookings: '/admin/bookings',
  board: '/admin/board',
  payments: '/admin/payments',
  checkIn: '/admin/check-in',
  activities: '/admin/activities',
  outbox: '/admin/outbox',
  privacy: '/admin/privacy',
  staff: '/admin/staff',
  events: '/admin/events',
  content: '/admin/content',
  owners: '/admin/owners',
  offers: '/admin/offers',
  prices: '/admin/prices',
  terms: '/admin/terms',
  catalogue: '/admin/catalogue',
} as const;

/** A booking's page in the back office. */
export function backOfficeBookingPath(bookingNo: string): string {
  return `${backOfficePaths.bookings}/${encodeURIComponent(bookingNo)}`;
}

/** An owner's page in the back office. */
export function backOfficeOwnerPath(customerNo: string): string {
  return `${backOfficePaths.owners}/${encodeURIComponent(customerNo)}`;
}

/** A grade's page on the Catalogue screen ('new': adding one). */
export function backOfficeGradePath(gradeId: number | 'new'): string {
  return `${backOfficePaths.catalogue}/grades/${gradeId}`;
}

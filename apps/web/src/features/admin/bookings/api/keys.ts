import type { TFindStaysQuery } from '@parkstays/contract';
import { auditHistoryKeys } from '../../../../reads/audit-history';

/** Query keys of the Bookings section, shared by queries and invalidations. */
export const bookingsKeys = {
  all: ['bookings'] as const,
  stays: (query: TFindStaysQuery) => [...bookingsKeys.all, 'stays', query] as const,
  booking: (bookingNo: string) => [...bookingsKeys.all, 'booking', bookingNo.toUpperCase()] as const,
  money: (bookingNo: string) => [...bookingsKeys.all, 'money', bookingNo.toUpperCase()] as const,
};

/** What a booking's notes or e-mails make stale: its page and its history. */
export const bookingPageKeys = (bookingNo: string) => [
  bookingsKeys.booking(bookingNo),
  auditHistoryKeys.of({ entityType: 'booking', entityId: bookingNo }),
];

/**
 * What a change to a booking's price, status or money makes stale: everything this section shows,
 * for what is due or refundable, the e-mails sent and the history all move with it (and the search
 * shows them).
 */
export const everyBookingKeys = [bookingsKeys.all, [...auditHistoryKeys.all, 'booking']];

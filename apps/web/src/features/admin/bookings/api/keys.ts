import type { TFindStaysQuery } from '@parkstays/contract';
import type { QueryClient } from '@tanstack/react-query';
import { auditHistoryKeys, invalidateAuditHistory } from '../../../../reads/audit-history';

/** Query keys of the Bookings section, shared by queries and invalidations. */
export const bookingsKeys = {
  all: ['bookings'] as const,
  stays: (query: TFindStaysQuery) => [...bookingsKeys.all, 'stays', query] as const,
  booking: (bookingNo: string) => [...bookingsKeys.all, 'booking', bookingNo.toUpperCase()] as const,
  money: (bookingNo: string) => [...bookingsKeys.all, 'money', bookingNo.toUpperCase()] as const,
};

/** After a booking's notes or e-mails change: its page and its history. */
export const invalidateBookingPage = (queryClient: QueryClient, bookingNo: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsKeys.booking(bookingNo) }),
    invalidateAuditHistory(queryClient, { entityType: 'booking', entityId: bookingNo }),
  ]);

/**
 * After a booking's price, status or money changes: everything this section shows, for what is due
 * or refundable, the e-mails sent and the history all move with it (and the search shows them).
 */
export const invalidateBookings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...auditHistoryKeys.all, 'booking'] }),
  ]);

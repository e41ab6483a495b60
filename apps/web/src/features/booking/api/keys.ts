import type { QueryClient } from '@tanstack/react-query';
/** Query keys of the booking feature, shared by queries and invalidations. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: () => [...bookingKeys.all, 'list'] as const,
  detail: (id: number | string) => [...bookingKeys.all, 'detail', String(id)] as const,
  /** An accommodation (grade) the booking steps show: not the guest's, so outside `all`. */
  accommodation: (idOrCode: string) => ['accommodation', idOrCode] as const,
  /** What a link e-mailed to a booking's address would add: no one's booking yet, so outside `all`. */
  missingBookingLink: (token: string) => ['missing-booking-link', token] as const,
};

/** Reads the guest's bookings and each booking's page again: for a screen whose change (a booking moved, a payment taken) shows there. */
export function invalidateBookingQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

import type { QueryClient } from '@tanstack/react-query';
/** Query keys of the activities feature, shared by queries and invalidations. */
export const activityKeys = {
  all: ['activities'] as const,
  park: (parkId: number) => [...activityKeys.all, 'park', parkId] as const,
  parkActivities: (parkId: number) => [...activityKeys.park(parkId), 'list'] as const,
  sessions: (parkId: number, from: string, to: string) =>
    [...activityKeys.park(parkId), 'sessions', from, to] as const,
  /** An activity's page: what it answers depends on who is signed in. */
  view: (activityCode: string, userId: number | null) =>
    [...activityKeys.all, 'view', activityCode, userId ?? 'anonymous'] as const,
  bookings: () => [...activityKeys.all, 'bookings'] as const,
  booking: (activityBookingNo: string) => [...activityKeys.bookings(), 'one', activityBookingNo] as const,
  bookingsOfStay: (bookingId: number | string) =>
    [...activityKeys.bookings(), 'stay', String(bookingId)] as const,
};

/** Reads activities, their sessions and the activity bookings again: for a screen whose change (a booking moved, a payment taken) shows there. */
export function invalidateActivityQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: activityKeys.all });
}

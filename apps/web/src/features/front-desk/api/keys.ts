import type { TFindStaysQuery } from '@parkstays/contract';

/** Query keys of the front desk, shared by queries and invalidations. */
export const frontDeskKeys = {
  all: ['front-desk'] as const,
  stays: (query: TFindStaysQuery) => [...frontDeskKeys.all, 'stays', query] as const,
  booking: (bookingNo: string) => [...frontDeskKeys.all, 'booking', bookingNo.toUpperCase()] as const,
  history: (bookingNo: string) => [...frontDeskKeys.all, 'history', bookingNo.toUpperCase()] as const,
};

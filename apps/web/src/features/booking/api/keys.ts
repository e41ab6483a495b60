/** Query keys of the booking feature, shared by queries and invalidations. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: () => [...bookingKeys.all, 'list'] as const,
  detail: (id: number | string) => [...bookingKeys.all, 'detail', String(id)] as const,
};

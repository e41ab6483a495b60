/** Query keys of the booking feature, shared by queries and invalidations. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: () => [...bookingKeys.all, 'list'] as const,
  detail: (id: number | string) => [...bookingKeys.all, 'detail', String(id)] as const,
  /** An accommodation (grade) the booking steps show: not the guest's, so outside `all`. */
  accommodation: (idOrCode: string) => ['accommodation', idOrCode] as const,
};

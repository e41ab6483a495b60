import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBookingQueryOptions } from './get-booking';
import { bookingKeys } from './keys';

/**
 * After the provider takes a payment for a booking: the booking read again (is it confirmed
 * now?), then the list of bookings is read again too (its amounts have changed).
 */
export function useRefreshAfterPayment(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'refresh-after-payment', bookingId],
    mutationFn: () => queryClient.fetchQuery({ ...getBookingQueryOptions(bookingId), staleTime: 0 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.list() }),
  });
}

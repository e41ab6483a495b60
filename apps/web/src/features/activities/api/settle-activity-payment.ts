import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmActivityBooking } from './confirm-activity-booking';
import { getActivityBookingQueryOptions } from './get-activity-booking';
import { activityKeys } from './keys';

/**
 * After the provider takes a card payment for an activity booking: reads the booking again and,
 * when it is paid but not yet confirmed, confirms it (its tickets are e-mailed). Answers whether
 * nothing is left to pay; when so, every activity booking on screen is read again.
 */
export function useSettleActivityPayment(activityBookingNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['activities', 'settle-payment', activityBookingNo],
    mutationFn: async () => {
      const fresh = await queryClient.fetchQuery({
        ...getActivityBookingQueryOptions(activityBookingNo),
        staleTime: 0,
      });
      if (fresh.booking.outstanding_pence > 0) return { paid: false };
      if (fresh.booking.confirmed === 'false') {
        await confirmActivityBooking(fresh.data.id).catch(() => undefined);
      }
      return { paid: true };
    },
    onSuccess: ({ paid }) => {
      // Not waited for: the screen says the tickets are confirmed while the lists reload.
      if (paid) void queryClient.invalidateQueries({ queryKey: activityKeys.bookings() });
    },
  });
}

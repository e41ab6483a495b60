import { type TCreateBookingRequest, ZCreateBookingResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';
import { bookingKeys } from './keys';

/** POST /api/bookings: the bearer token goes along when someone is signed in. */
export function createBooking(body: TCreateBookingRequest) {
  return apiRequest('/api/bookings', { method: 'POST', body, auth: true, schema: ZCreateBookingResponse });
}

/**
 * Creates the booking; when it also created the guest's account the answer carries a session,
 * and the guest is signed in with Remember Me on (as sign-up does).
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'create'],
    mutationFn: createBooking,
    onSuccess: (answer) => {
      const session = answer.data.session;
      if (session) sessionStore.setSession({ user: session.user, token: session.bearer_token }, true);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.list() });
    },
  });
}

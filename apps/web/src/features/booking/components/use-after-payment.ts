import { paymentNotConfirmedMessage } from '@parkstays/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import { getSiteSettingsQueryOptions } from '../../../lib/site-settings';
import { getBookingQueryOptions } from '../api/get-booking';
import { bookingKeys } from '../api/keys';

/**
 * After the provider takes a payment: fetch the booking again; confirmed 'true' goes to the
 * Booking Confirmed page, anything else gives the not-confirmed words (with the support phone).
 */
export function useAfterPayment(bookingId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async (): Promise<string | undefined> => {
    await queryClient.invalidateQueries({ queryKey: bookingKeys.list() });
    const view = await queryClient.fetchQuery({ ...getBookingQueryOptions(bookingId), staleTime: 0 });
    if (view.eliteData['@attributes'].confirmed === 'true') {
      navigate(pathTo('bookingConfirmation', { id: bookingId }) ?? `/booking-confirmed/${bookingId}`);
      return undefined;
    }
    const settings = await queryClient.fetchQuery(getSiteSettingsQueryOptions()).catch(() => undefined);
    return paymentNotConfirmedMessage(settings?.phone_primary ?? '');
  }, [bookingId, navigate, queryClient]);
}

import { paymentNotConfirmedMessage } from '@parkstays/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../config/paths';
import { useRefreshAfterPayment } from '../api/refresh-after-payment';

/**
 * After the provider takes a payment: fetch the booking again; confirmed 'true' goes to the
 * Booking Confirmed page, anything else gives the not-confirmed words (with the support phone,
 * which `supportPhone` reads when it is needed).
 */
export function useAfterPayment(bookingId: number, supportPhone: () => Promise<string>) {
  const { mutateAsync: refreshAfterPayment } = useRefreshAfterPayment(bookingId);
  const navigate = useNavigate();
  return useCallback(async (): Promise<string | undefined> => {
    const view = await refreshAfterPayment();
    if (view.eliteData['@attributes'].confirmed === 'true') {
      navigate(pathTo('bookingConfirmation', { id: bookingId }) ?? `/booking-confirmed/${bookingId}`);
      return undefined;
    }
    return paymentNotConfirmedMessage(await supportPhone());
  }, [bookingId, navigate, refreshAfterPayment, supportPhone]);
}

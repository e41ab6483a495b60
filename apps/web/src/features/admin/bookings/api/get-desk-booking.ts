import { ZDeskBookingResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { bookingsKeys } from './keys';

/** GET /api/admin/bookings/{booking_no}: a stay as reception's booking page shows it. */
export function getDeskBooking(bookingNo: string, signal?: AbortSignal) {
  return requestData(`/api/admin/bookings/${encodeURIComponent(bookingNo)}`, {
    auth: true,
    schema: ZDeskBookingResponse,
    signal,
  });
}

export const getDeskBookingQueryOptions = readOptions(bookingsKeys.booking, getDeskBooking);

export function useDeskBooking(bookingNo: string) {
  return useQuery(getDeskBookingQueryOptions(bookingNo));
}

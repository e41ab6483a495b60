import { ZActivityBookingResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { activityKeys } from './keys';

/**
 * GET /api/activity_bookings/{activity_booking_no}: one of the user's activity bookings (`data`)
 * and the operator's summary of it (`booking`: outstanding amount, confirmed, tickets).
 */
export function getActivityBooking(activityBookingNo: string, signal?: AbortSignal) {
  return requestData(`/api/activity_bookings/${encodeURIComponent(activityBookingNo)}`, {
    auth: true,
    schema: ZActivityBookingResponse,
    signal,
  });
}

export const getActivityBookingQueryOptions = readOptions(activityKeys.booking, getActivityBooking, {
  staleTime: 0,
});

export function useActivityBooking(
  activityBookingNo: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getActivityBookingQueryOptions(activityBookingNo), enabled });
}

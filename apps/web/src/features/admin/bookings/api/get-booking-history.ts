import { ZAuditEntriesResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bookingsKeys } from './keys';

/** GET /api/admin/audit-entries?entity_type=booking&entity_id=…: what staff changed on a booking. */
export async function getBookingHistory(bookingNo: string, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/audit-entries', {
    auth: true,
    schema: ZAuditEntriesResponse,
    query: { entity_type: 'booking', entity_id: bookingNo },
    signal,
  });
  return answer.data;
}

export function getBookingHistoryQueryOptions(bookingNo: string) {
  return queryOptions({
    queryKey: bookingsKeys.history(bookingNo),
    queryFn: ({ signal }) => getBookingHistory(bookingNo, signal),
  });
}

export function useBookingHistory(bookingNo: string) {
  return useQuery(getBookingHistoryQueryOptions(bookingNo));
}

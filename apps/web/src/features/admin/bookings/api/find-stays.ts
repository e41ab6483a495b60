import { type TFindStaysQuery, ZFindStaysResponse } from '@parkstays/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bookingsKeys } from './keys';

/** GET /api/admin/bookings: guests' stays matching the search, newest arrival first, one page. */
export async function findStays(query: TFindStaysQuery, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/bookings', {
    auth: true,
    schema: ZFindStaysResponse,
    query: {
      q: query.q || undefined,
      park_code: query.park_code || undefined,
      from: query.from || undefined,
      to: query.to || undefined,
      dates: query.dates,
      page: query.page === undefined ? undefined : Number(query.page),
      per_page: query.per_page === undefined ? undefined : Number(query.per_page),
    },
    signal,
  });
  return answer.data;
}

export function getFindStaysQueryOptions(query: TFindStaysQuery) {
  return queryOptions({
    queryKey: bookingsKeys.stays(query),
    queryFn: ({ signal }) => findStays(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFindStays(query: TFindStaysQuery) {
  return useQuery(getFindStaysQueryOptions(query));
}

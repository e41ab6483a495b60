import { type TFindStaysQuery, ZFindStaysResponse } from '@parkstays/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { bookingsKeys } from './keys';

/** GET /api/admin/bookings: guests' stays matching the search, newest arrival first, one page. */
export function findStays(query: TFindStaysQuery, signal?: AbortSignal) {
  return requestData('/api/admin/bookings', {
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
}

export const getFindStaysQueryOptions = readOptions(bookingsKeys.stays, findStays, {
  placeholderData: keepPreviousData,
});

export function useFindStays(query: TFindStaysQuery) {
  return useQuery(getFindStaysQueryOptions(query));
}

import { ZFindAvailabilityResponse } from 'virtual:contract-answers';
import type { TFindAvailabilityQuery } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { searchKeys } from './keys';

/**
 * GET /api/find-availability. The signal is TanStack Query's: when the search changes, the
 * stale request is aborted (and its AbortError ignored by the query, which is no longer observed).
 */
export function findAvailability(query: TFindAvailabilityQuery, signal?: AbortSignal) {
  return apiRequest('/api/find-availability', {
    schema: ZFindAvailabilityResponse,
    query: { ...query },
    signal,
  });
}

/** Only a dropped connection or a gateway hiccup is worth asking again; never maintenance (503). */
function shouldRetry(failureCount: number, error: unknown) {
  return error instanceof ApiError && [0, 502, 504].includes(error.status) && failureCount < 2;
}

// No staleTime (the query client's is 0): shown at once when asked again, and asked again every
// time, since staff may have changed a price.
export const getFindAvailabilityQueryOptions = readOptions(searchKeys.availability, findAvailability, {
  retry: shouldRetry,
});

export function useFindAvailability(query: TFindAvailabilityQuery, { enabled = true } = {}) {
  return useQuery({ ...getFindAvailabilityQueryOptions(query), enabled });
}

/** The site is in maintenance: the home page shows the maintenance page instead of results. */
export function isMaintenance(error: unknown) {
  return error instanceof ApiError && error.status === 503;
}

import { ZOccupancyResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { todayKeys } from './keys';

/** GET /api/admin/occupancy: a park's next 14 nights from a day (reception). */
export async function getOccupancy(parkCode: string, from: string, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/occupancy', {
    auth: true,
    schema: ZOccupancyResponse,
    query: { park_code: parkCode, from },
    signal,
  });
  return answer.data;
}

export function getOccupancyQueryOptions(parkCode: string, from: string) {
  return queryOptions({
    queryKey: todayKeys.occupancy(parkCode, from),
    queryFn: ({ signal }) => getOccupancy(parkCode, from, signal),
    enabled: Boolean(parkCode && from),
  });
}

export function useOccupancy(parkCode: string, from: string) {
  return useQuery(getOccupancyQueryOptions(parkCode, from));
}

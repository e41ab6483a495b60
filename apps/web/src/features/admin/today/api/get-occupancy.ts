import { ZOccupancyResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { todayKeys } from './keys';

/** GET /api/admin/occupancy: a park's next 14 nights from a day (reception). */
export function getOccupancy(parkCode: string, from: string, signal?: AbortSignal) {
  return requestData('/api/admin/occupancy', {
    auth: true,
    schema: ZOccupancyResponse,
    query: { park_code: parkCode, from },
    signal,
  });
}

export const getOccupancyQueryOptions = readOptions(todayKeys.occupancy, getOccupancy);

/** Idle until a park and a day are chosen. */
export function useOccupancy(parkCode: string, from: string) {
  return useQuery({ ...getOccupancyQueryOptions(parkCode, from), enabled: Boolean(parkCode && from) });
}

import { ZAdminParksResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { catalogueKeys } from './keys';

/** GET /api/admin/parks: every park with its facilities and grade count (admins). */
export async function listParks(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/parks', { auth: true, schema: ZAdminParksResponse, signal })).data;
}

export function listParksQueryOptions() {
  return queryOptions({ queryKey: catalogueKeys.parks(), queryFn: ({ signal }) => listParks(signal) });
}

export function useAdminParks() {
  return useQuery(listParksQueryOptions());
}

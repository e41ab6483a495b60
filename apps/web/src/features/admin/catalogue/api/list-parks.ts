import { ZAdminParksResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { catalogueKeys } from './keys';

/** GET /api/admin/parks: every park with its facilities and grade count (admins). */
export function listParks(signal?: AbortSignal) {
  return requestData('/api/admin/parks', { auth: true, schema: ZAdminParksResponse, signal });
}

export const listParksQueryOptions = readOptions(catalogueKeys.parks, listParks);

export function useAdminParks() {
  return useQuery(listParksQueryOptions());
}

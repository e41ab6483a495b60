import { type TFindOwnersQuery, ZFindOwnersResponse } from '@parkstays/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownersKeys } from './keys';

/** GET /api/admin/owners: owners matching the search, by name, one page. */
export async function findOwners(query: TFindOwnersQuery, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/owners', {
    auth: true,
    schema: ZFindOwnersResponse,
    query: {
      q: query.q || undefined,
      park_id: query.park_id === undefined ? undefined : Number(query.park_id),
      page: query.page === undefined ? undefined : Number(query.page),
      per_page: query.per_page === undefined ? undefined : Number(query.per_page),
    },
    signal,
  });
  return answer.data;
}

export function getFindOwnersQueryOptions(query: TFindOwnersQuery) {
  return queryOptions({
    queryKey: ownersKeys.list(query),
    queryFn: ({ signal }) => findOwners(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFindOwners(query: TFindOwnersQuery) {
  return useQuery(getFindOwnersQueryOptions(query));
}

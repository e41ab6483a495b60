import { type TFindOwnersQuery, ZFindOwnersResponse } from '@parkstays/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { ownersKeys } from './keys';

/** GET /api/admin/owners: owners matching the search, by name, one page. */
export function findOwners(query: TFindOwnersQuery, signal?: AbortSignal) {
  return requestData('/api/admin/owners', {
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
}

export const getFindOwnersQueryOptions = readOptions(ownersKeys.list, findOwners, {
  placeholderData: keepPreviousData,
});

export function useFindOwners(query: TFindOwnersQuery) {
  return useQuery(getFindOwnersQueryOptions(query));
}

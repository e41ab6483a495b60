import { ZSiteSettingsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/site-settings */
export async function getSiteSettings(signal?: AbortSignal) {
  const answer = await apiRequest('/api/site-settings', { schema: ZSiteSettingsResponse, signal });
  return answer.data;
}

export function getSiteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['cms', 'site-settings'],
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useSiteSettings() {
  return useQuery(getSiteSettingsQueryOptions());
}

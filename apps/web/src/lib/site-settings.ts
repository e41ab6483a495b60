import { ZSiteSettingsResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * GET /api/site-settings, shared by every feature that shows the operator's contact details or
 * links (the layout, the search's maintenance page and resort notice…). Same key and fetcher as
 * features/cms/api/get-site-settings.ts, so the cache holds one copy.
 */
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

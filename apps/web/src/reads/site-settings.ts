import { ZSiteSettingsResponse } from 'virtual:contract-answers';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../lib/api-client';

/** The one cache key of the site settings: the layout, the screens and the back office's editors share it. */
export const siteSettingsKey = ['site-settings'] as const;

/**
 * GET /api/site-settings: the operator's name, contact details and links, shared by the layout and
 * every screen that shows them (one cache entry).
 */
export async function getSiteSettings(signal?: AbortSignal) {
  const answer = await apiRequest('/api/site-settings', { schema: ZSiteSettingsResponse, signal });
  return answer.data;
}

export function getSiteSettingsQueryOptions() {
  return queryOptions({
    queryKey: siteSettingsKey,
    queryFn: ({ signal }) => getSiteSettings(signal),
    // Staff edit it: an open tab asks again after a minute (a 304 when unchanged); a page load always asks.
    staleTime: 60 * 1000,
  });
}

export function useSiteSettings() {
  return useQuery(getSiteSettingsQueryOptions());
}

/**
 * Reads the support phone when it is needed (from the cache, or asked for then): '' when the
 * settings cannot be had, so the words around it still make sense.
 */
export function useGetSupportPhone() {
  const queryClient = useQueryClient();
  return useCallback(
    async () =>
      (await queryClient.fetchQuery(getSiteSettingsQueryOptions()).catch(() => undefined))?.phone_primary ??
      '',
    [queryClient],
  );
}

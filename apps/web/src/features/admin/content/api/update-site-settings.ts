import {
  type TSiteSettingsResponse,
  type TUpdateSiteSettingsRequest,
  ZSiteSettingsResponse,
  ZUpdateSiteSettingsResponse,
} from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { siteSettingsKey } from '../../../../reads/site-settings';
import { contentKeys } from './keys';

/** PATCH /api/admin/site-settings: the settings that changed (admins); answers them all. */
export function updateSiteSettings(changes: TUpdateSiteSettingsRequest) {
  return apiRequest('/api/admin/site-settings', {
    method: 'PATCH',
    auth: true,
    body: changes,
    schema: ZUpdateSiteSettingsResponse,
  });
}

/** PUT /api/site-settings/maintenance (admins): availability answers 503 while it is on. */
export function setMaintenance(on: boolean) {
  return apiRequest('/api/site-settings/maintenance', {
    method: 'PUT',
    auth: true,
    body: { maintenance_mode: on },
    schema: ZSiteSettingsResponse,
  });
}

/** A change that answers every setting: the layout and the editors show the answer at once. */
function useSettingsChange<V, A extends TSiteSettingsResponse>(
  name: string,
  change: (variables: V) => Promise<A>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...contentKeys.all, name],
    mutationFn: change,
    onSuccess: (answer) => queryClient.setQueryData(siteSettingsKey, answer.data),
  });
}

export const useUpdateSiteSettings = () => useSettingsChange('site-settings', updateSiteSettings);
export const useSetMaintenance = () => useSettingsChange('maintenance', setMaintenance);

import { type TSeasonRequest, ZSeasonResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** POST /api/admin/seasons (no id: adds a season) or PUT /api/admin/seasons/:id (changes it). */
export function saveSeason({ id, body }: { id?: number; body: TSeasonRequest }) {
  return apiRequest(id === undefined ? '/api/admin/seasons' : `/api/admin/seasons/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    auth: true,
    body,
    schema: ZSeasonResponse,
  });
}

export function useSaveSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prices', 'season', 'save'],
    mutationFn: saveSeason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}

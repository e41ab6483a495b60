import { ZSeasonResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pricesKeys } from './keys';

/** DELETE /api/admin/seasons/:id: removes a season. */
export function deleteSeason(id: number) {
  return apiRequest(`/api/admin/seasons/${id}`, { method: 'DELETE', auth: true, schema: ZSeasonResponse });
}

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['prices', 'season', 'delete'],
    mutationFn: deleteSeason,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKeys.all }),
  });
}

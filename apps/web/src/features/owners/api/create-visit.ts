import { type TCreateVisitRequest, ZVisitResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** POST /api/users/visits {park_id, start_date, end_date} */
export async function createVisit(visit: TCreateVisitRequest) {
  const answer = await apiRequest('/api/users/visits', {
    method: 'POST',
    body: visit,
    auth: true,
    schema: ZVisitResponse,
  });
  return answer.data;
}

/** Plans a visit, then reloads the visits list. */
export function useCreateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['owners', 'create-visit'],
    mutationFn: createVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.visits() }),
  });
}

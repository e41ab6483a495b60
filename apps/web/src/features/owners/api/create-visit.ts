import { type TCreateVisitRequest, ZVisitResponse } from '@parkstays/contract';
import { requestData } from '../../../lib/api-client';
import { useWrite } from '../../../lib/write-options';
import { ownerKeys } from './keys';

/** POST /api/users/visits {park_id, start_date, end_date} */
export function createVisit(visit: TCreateVisitRequest) {
  return requestData('/api/users/visits', {
    method: 'POST',
    body: visit,
    auth: true,
    schema: ZVisitResponse,
  });
}

/** Plans a visit, then reloads the visits list. */
export function useCreateVisit() {
  return useWrite(['owners', 'create-visit'], createVisit, { onSuccess: [ownerKeys.visits()] });
}

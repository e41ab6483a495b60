import { type TCreateParkRequest, ZAdminParkResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { parksKeys } from '../../../../reads/catalogue';
import { catalogueKeys } from './keys';

/** POST /api/admin/parks: 409 naming the field when another park has the code. */
export function createPark(body: TCreateParkRequest) {
  return apiRequest('/api/admin/parks', { method: 'POST', auth: true, body, schema: ZAdminParkResponse });
}

export function useCreatePark() {
  return useWrite(['catalogue', 'create-park'], createPark, {
    // The back office's lists, and the guests' parks.
    onSuccess: [catalogueKeys.all, parksKeys.all],
  });
}

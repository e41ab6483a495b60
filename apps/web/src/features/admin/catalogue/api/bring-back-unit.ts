import { ZAdminUnitResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useUnitMutation } from './unit-changed';

/** POST /api/admin/units/{id}/bring-back: lets a retired unit again. */
export function bringBackUnit(id: number) {
  return apiRequest(`/api/admin/units/${id}/bring-back`, {
    method: 'POST',
    auth: true,
    schema: ZAdminUnitResponse,
  });
}

export const useBringBackUnit = () => useUnitMutation('bring-back-unit', bringBackUnit);

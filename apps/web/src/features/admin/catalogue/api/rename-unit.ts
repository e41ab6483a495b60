import { ZAdminUnitResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useUnitMutation } from './unit-changed';

/** PATCH /api/admin/units/{id}: the unit's new code; 409 naming the field for one its grade uses. */
export function renameUnit({ id, unit_code }: { id: number; unit_code: string }) {
  return apiRequest(`/api/admin/units/${id}`, {
    method: 'PATCH',
    auth: true,
    body: { unit_code },
    schema: ZAdminUnitResponse,
  });
}

export const useRenameUnit = () => useUnitMutation('rename-unit', renameUnit);

import { ZAdminUnitResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useUnitMutation } from './unit-changed';

/** POST /api/admin/grades/{id}/units: a new unit, let from now on; 409 naming the field for a code in use. */
export function addUnit({ gradeId, unit_code }: { gradeId: number; unit_code: string }) {
  return apiRequest(`/api/admin/grades/${gradeId}/units`, {
    method: 'POST',
    auth: true,
    body: { unit_code },
    schema: ZAdminUnitResponse,
  });
}

export const useAddUnit = () => useUnitMutation('add-unit', addUnit);

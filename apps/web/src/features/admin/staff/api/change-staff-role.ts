import { type TStaffRole, ZChangeStaffRoleResponse } from '@parkstays/contract';
import { apiRequest } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { staffKeys } from './keys';

/** PATCH /api/admin/staff/:id: a new role, or null to take the member off the staff. */
export function changeStaffRole({ id, role }: { id: number; role: TStaffRole | null }) {
  return apiRequest(`/api/admin/staff/${id}`, {
    method: 'PATCH',
    auth: true,
    body: { role },
    schema: ZChangeStaffRoleResponse,
  });
}

export function useChangeStaffRole() {
  return useWrite(['admin', 'staff', 'role'], changeStaffRole, { onSettled: [staffKeys.all] });
}

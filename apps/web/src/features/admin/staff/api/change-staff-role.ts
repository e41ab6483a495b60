import { type TStaffRole, ZChangeStaffRoleResponse } from '@parkstays/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'staff', 'role'],
    mutationFn: changeStaffRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

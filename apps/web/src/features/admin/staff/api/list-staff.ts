import { ZStaffListResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { staffKeys } from './keys';

/** GET /api/admin/staff: the staff with roles, last sign-in and pending invitations (admins). */
export async function listStaff(signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/staff', { auth: true, schema: ZStaffListResponse, signal });
  return answer.data;
}

export function listStaffQueryOptions() {
  return queryOptions({ queryKey: staffKeys.list(), queryFn: ({ signal }) => listStaff(signal) });
}

export function useStaff() {
  return useQuery(listStaffQueryOptions());
}

import { ZStaffListResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { staffKeys } from './keys';

/** GET /api/admin/staff: the staff with roles, last sign-in and pending invitations (admins). */
export function listStaff(signal?: AbortSignal) {
  return requestData('/api/admin/staff', { auth: true, schema: ZStaffListResponse, signal });
}

export const listStaffQueryOptions = readOptions(staffKeys.list, listStaff);

export function useStaff() {
  return useQuery(listStaffQueryOptions());
}

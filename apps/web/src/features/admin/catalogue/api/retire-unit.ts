import { ZAdminUnitResponse, ZRetireUnitRefusal } from '@parkstays/contract';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { useUnitMutation } from './unit-changed';

/**
 * POST /api/admin/units/{id}/retire: 409 UNIT_HAS_STAYS while it has stays to come, the error's
 * answer naming them (`stayRefusal`).
 */
export function retireUnit(id: number) {
  return apiRequest(`/api/admin/units/${id}/retire`, {
    method: 'POST',
    auth: true,
    schema: ZAdminUnitResponse,
  });
}

export const useRetireUnit = () => useUnitMutation('retire-unit', retireUnit);

/** The stays to come that keep a unit from retiring, from a refusal; undefined for any other error. */
export function stayRefusal(error: unknown): { message: string; bookingNos: string[] } | undefined {
  if (!(error instanceof ApiError) || error.code !== 'UNIT_HAS_STAYS') return undefined;
  const answer = ZRetireUnitRefusal.safeParse(error.answer);
  return { message: error.message, bookingNos: answer.success ? (answer.data.booking_nos ?? []) : [] };
}

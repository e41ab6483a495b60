import { ZDealResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { ownerKeys } from './keys';

/** POST /api/owners-portal/deal {deal_no}: the owner's deal (a read, sent as the first version sent it). */
export function getDeal(dealNo: string, signal?: AbortSignal) {
  return requestData('/api/owners-portal/deal', {
    method: 'POST',
    body: { deal_no: dealNo },
    auth: true,
    schema: ZDealResponse,
    signal,
  });
}

// Staff edit deals in the back office: the portal asks again each time it shows one.
export const getDealQueryOptions = readOptions(ownerKeys.deal, getDeal, { staleTime: 0 });

export function useDeal(dealNo: string | null | undefined) {
  return useQuery({ ...getDealQueryOptions(dealNo ?? ''), enabled: Boolean(dealNo) });
}

import { ZPaymentsDayResponse } from '@parkstays/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { paymentsKeys } from './keys';

/** GET /api/admin/payments?date=: the day's payments and refunds with their totals. */
export async function getPaymentsDay(date: string, signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/payments', {
    auth: true,
    schema: ZPaymentsDayResponse,
    query: { date },
    signal,
  });
  return answer.data;
}

export const getPaymentsDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: paymentsKeys.day(date),
    queryFn: ({ signal }) => getPaymentsDay(date, signal),
  });

export function usePaymentsDay(date: string) {
  return useQuery(getPaymentsDayQueryOptions(date));
}

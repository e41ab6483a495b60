import { ZPaymentsDayResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { readOptions } from '../../../../lib/query-options';
import { paymentsKeys } from './keys';

/** GET /api/admin/payments?date=: the day's payments and refunds with their totals. */
export function getPaymentsDay(date: string, signal?: AbortSignal) {
  return requestData('/api/admin/payments', {
    auth: true,
    schema: ZPaymentsDayResponse,
    query: { date },
    signal,
  });
}

export const getPaymentsDayQueryOptions = readOptions(paymentsKeys.day, getPaymentsDay);

export function usePaymentsDay(date: string) {
  return useQuery(getPaymentsDayQueryOptions(date));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getLedgerEntryQueryOptions } from './get-ledger-entry';
import { ownerKeys } from './keys';

/**
 * After the provider takes a card payment on a ledger entry: the entry read again (undefined when
 * it cannot be), then everything the owner sees (balance, entries) is read again.
 */
export function useRefreshAfterLedgerPayment(entryNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['owners', 'refresh-after-payment', entryNo],
    mutationFn: () =>
      queryClient.fetchQuery({ ...getLedgerEntryQueryOptions(entryNo), staleTime: 0 }).catch(() => undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  });
}

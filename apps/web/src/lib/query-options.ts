import { type keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

/**
 * What differs between one read and another: how long an answer stays fresh, retries, polling,
 * asking again on focus, keeping the last answer on screen while the next one loads.
 */
export type ReadSettings = {
  staleTime?: number;
  gcTime?: number;
  retry?: boolean | number | ((failureCount: number, error: Error) => boolean);
  refetchInterval?: number | false;
  refetchOnWindowFocus?: boolean | 'always';
  placeholderData?: typeof keepPreviousData;
};

/**
 * A read's `getXQueryOptions` from its key and its fetcher, so an `api/<operation>.ts` file keeps
 * its fetcher and hook and says only what differs: `readOptions(keys.thing, getThing, { staleTime })`.
 * The fetcher takes the key's arguments, then the query's abort signal.
 */
export function readOptions<A extends unknown[], T>(
  key: (...args: A) => QueryKey,
  fetcher: (...args: [...A, AbortSignal]) => Promise<T>,
  settings: ReadSettings = {},
) {
  return (...args: A) =>
    queryOptions({ queryKey: key(...args), queryFn: ({ signal }) => fetcher(...args, signal), ...settings });
}

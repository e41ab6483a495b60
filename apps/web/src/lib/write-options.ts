import {
  type DefaultError,
  type MutationKey,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** The queries a change makes stale: their keys, or the keys named by what was sent. */
export type StaleKeys<TVariables> = readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[]);

/** What a write reads again afterwards, every key at once; the mutation is pending until they are asked. */
export type WriteSettings<TVariables> = {
  /** Read again once the change is made. */
  onSuccess?: StaleKeys<TVariables>;
  /** Read again whatever came of it: a refusal or a lost answer may have changed them too. */
  onSettled?: StaleKeys<TVariables>;
};

/**
 * An `api/<operation>.ts` file's mutation hook from its key and its fetcher, saying only what it makes
 * stale: `useWrite(['things', 'create'], createThing, { onSuccess: [thingKeys.list()] })`. A write
 * that does more (sets data from the answer, signs someone in) keeps its own `useMutation`.
 *
 * Its own module, not query-options.ts: the home page loads that one and writes nothing.
 */
export function useWrite<TAnswer, TVariables = void>(
  mutationKey: MutationKey,
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  { onSuccess, onSettled }: WriteSettings<TVariables> = {},
) {
  const queryClient = useQueryClient();
  const invalidate = (stale: StaleKeys<TVariables>, variables: TVariables) =>
    Promise.all(
      (typeof stale === 'function' ? stale(variables) : stale).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation<TAnswer, DefaultError, TVariables>({
    mutationKey,
    mutationFn,
    onSuccess: onSuccess && ((_answer, variables) => invalidate(onSuccess, variables)),
    onSettled: onSettled && ((_answer, _error, variables) => invalidate(onSettled, variables)),
  });
}

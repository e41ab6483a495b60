import { londonToday } from '@parkstays/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROMOTIONAL_CODE_PARAM, readSearch, type SearchState, writeSearch } from './search-params';

/**
 * The search lives in the query string, kept in step both ways: it is read from the address
 * (falling back to defaults), the address is rewritten (replace) on start with every parameter
 * spelled out, and every change is written back the same way.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => londonToday());
  const search = useMemo(() => readSearch(params, today), [params, today]);

  /** A promotional code the address arrived with: the screen keeps it for the booking steps. */
  const promotionalCode = params.get(PROMOTIONAL_CODE_PARAM);

  useEffect(() => {
    const canonical = writeSearch(search, params);
    if (canonical.toString() !== params.toString()) setParams(canonical, { replace: true });
  }, [search, params, setParams]);

  const update = useCallback(
    (change: Partial<SearchState>) => {
      setParams((current) => writeSearch({ ...readSearch(current, today), ...change }, current), {
        replace: true,
      });
    },
    [setParams, today],
  );

  return { search, today, update, promotionalCode };
}

import { useSearchParams } from 'react-router';

/**
 * A search kept in the address (?q=…&page=2), so it can be shared, reloaded and gone back to.
 * `read` turns the address into the search; `go` puts a search and a page into it, leaving out
 * empty answers, the first page and what `isDefault` says is the default.
 */
export function useAddressSearch<TSearch extends Record<string, string>>(
  read: (params: URLSearchParams) => TSearch,
  isDefault: (key: string, value: string) => boolean = () => false,
) {
  const [params, setParams] = useSearchParams();
  const search = read(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: TSearch, nextPage = 1) => {
    const entries = Object.entries({ ...next, page: nextPage > 1 ? String(nextPage) : '' }).filter(
      ([key, value]) => value !== '' && !isDefault(key, value),
    );
    setParams(new URLSearchParams(entries));
  };
  /** Changes whenever the address does: a key that starts the search form again from it. */
  const key = params.toString();
  return { search, page, go, key };
}

/**
 * A screen's tab kept in the address (?tab=), so a reload or coming back finds it. The first tab
 * is the default: choosing it leaves the address clean.
 */
export function useAddressTab<TKey extends string>(tabs: readonly [{ key: TKey }, ...{ key: TKey }[]]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((t) => t.key === asked)?.key ?? tabs[0].key;
  const select = (key: TKey) => setParams(key === tabs[0].key ? {} : { tab: key }, { replace: true });
  return [tab, select] as const;
}

import { NO_AVAILABILITY_MESSAGE, type TAccommodation } from '@parkstays/contract';
import { lazy, type ReactNode, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFindAvailability } from '../api/find-availability';
import { useFacilities } from '../api/get-facilities';
import { useGrades } from '../api/get-grades';
import { applyFilters, buildResults, type Filters, NO_FILTERS, paginate } from '../results';
import type { SearchState } from '../search-params';
import { FilterPanel } from './filter-panel';
import { ResultCard } from './result-card';
import styles from './search-results.module.css';

// The popup's body (map, features, large gallery) loads when a guest first asks for it.
const MoreInformation = lazy(() =>
  import('./more-information').then((module) => ({ default: module.MoreInformation })),
);

function SkeletonCard() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton shape="block" />
      <div>
        <Skeleton />
        <Skeleton />
        <Skeleton short />
        <Skeleton shape="pill" short />
      </div>
      <div className={styles.skeletonColumns}>
        <Skeleton shape="block" />
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Finding available holidays…" />
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </div>
  );
}

/** The filter panel and the cards of one search, ten to a page. */
export function SearchResults({ search }: { search: SearchState }) {
  const availability = useFindAvailability(search);
  const grades = useGrades(search.booking_type, search.park_code);
  const parkChosen = search.park_code !== '';
  const facilities = useFacilities({ enabled: !parkChosen });

  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The page belongs to one search and one set of filters: any change starts at page 1.
  const searchKey = JSON.stringify([search, filters]);
  const [paging, setPaging] = useState({ key: searchKey, page: 1 });
  const requestedPage = paging.key === searchKey ? paging.page : 1;
  const [moreInformation, setMoreInformation] = useState<TAccommodation | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Facilities describe parks: with one park chosen they cannot narrow anything.
  const effectiveFilters = useMemo(
    () => (parkChosen ? { ...filters, facilities: [] } : filters),
    [filters, parkChosen],
  );
  const all = useMemo(
    () => (availability.data && grades.data ? buildResults(grades.data, availability.data) : []),
    [availability.data, grades.data],
  );
  const filtered = useMemo(() => applyFilters(all, effectiveFilters), [all, effectiveFilters]);
  const { page, pageCount, items } = useMemo(
    () => paginate(filtered, requestedPage),
    [filtered, requestedPage],
  );
  // The cards are drawn in the background (a transition React can pause for the browser), not in
  // one long task the moment the answers arrive; until the first ones are drawn, the skeleton stays.
  const shownItems = useDeferredValue(items);
  const drawing = shownItems !== items && shownItems.length === 0;

  const goToPage = (next: number) => {
    setPaging({ key: searchKey, page: next });
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const isLoading = availability.isPending || grades.isPending;
  const error = availability.error ?? grades.error;
  const filtersActive = effectiveFilters.features.length + effectiveFilters.facilities.length > 0;

  let body: ReactNode;
  if (isLoading || (drawing && !error && filtered.length > 0)) {
    body = <Loading />;
  } else if (error) {
    body = (
      <Alert variant="error" title="We could not load the holidays">
        <p>{errorMessage(error)}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void availability.refetch();
            void grades.refetch();
          }}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (filtered.length === 0) {
    body = (
      <div className={styles.empty}>
        <p className={styles.emptyMessage}>{NO_AVAILABILITY_MESSAGE}</p>
        {filtersActive && all.length > 0 ? (
          <p>
            {all.length} {all.length === 1 ? 'holiday matches' : 'holidays match'} your search without the
            filters.{' '}
            <Button variant="link" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          </p>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <ol className={styles.list}>
          {shownItems.map((result, index) => (
            <li key={`${result.accommodation.park_code}-${result.accommodation.grade_code}`}>
              <ResultCard
                result={result}
                arrivalDate={search.arrival_date}
                onMoreInformation={setMoreInformation}
                eager={page === 1 && index < 2}
                party={search}
              />
            </li>
          ))}
        </ol>
        <Pagination page={page} pageCount={pageCount} onPageChange={goToPage} label="Results pages" />
      </>
    );
  }

  return (
    <div className={styles.layout}>
      <FilterPanel
        filters={filters}
        onChange={setFilters}
        facilities={parkChosen ? undefined : facilities.data}
        resultCount={filtered.length}
      />
      <section className={styles.results} aria-labelledby="results-heading" aria-busy={isLoading}>
        <div className={styles.resultsHeader}>
          <h2 id="results-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
            Available holidays
          </h2>
          <p className={styles.count} role="status">
            {isLoading || error
              ? ''
              : `${filtered.length} ${filtered.length === 1 ? 'holiday' : 'holidays'} found${
                  pageCount > 1 ? `, page ${page} of ${pageCount}` : ''
                }`}
          </p>
        </div>
        {body}
      </section>
      <Modal
        open={moreInformation !== null}
        onClose={() => setMoreInformation(null)}
        title={moreInformation?.title ?? 'More Information'}
        size="wide"
      >
        {moreInformation ? (
          <Suspense fallback={<Spinner label="Loading details…" />}>
            <MoreInformation accommodation={moreInformation} />
          </Suspense>
        ) : null}
      </Modal>
    </div>
  );
}

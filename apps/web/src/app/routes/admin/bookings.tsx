import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingSkeleton } from '../../../components/ui/read-states';
import {
  EMPTY_STAY_SEARCH,
  StayResults,
  type StaySearch,
  StaySearchForm,
  toFindStaysQuery,
  useFindStays,
} from '../../../features/admin/bookings';
import { errorMessage } from '../../../lib/api-client';
import { useAddressSearch } from './address-state';
import styles from './bookings.module.css';

const PER_PAGE = 20;

/** The search as the address holds it, so a search can be shared, reloaded and gone back to. */
function searchFrom(params: URLSearchParams): StaySearch {
  return {
    q: params.get('q') ?? '',
    park_code: params.get('park_code') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    dates: params.get('dates') === 'staying' ? 'staying' : 'arrival',
  };
}

/** Reception's Bookings screen: find a guest's stay by reference, name, e-mail, park or dates. */
export function AdminBookingsRoute() {
  // Matching on arrival is the default, so the address leaves it out.
  const { search, page, go, key } = useAddressSearch(
    searchFrom,
    (field, value) => field === 'dates' && value === 'arrival',
  );
  const found = useFindStays({ ...toFindStaysQuery(search, page), per_page: PER_PAGE });

  return (
    <PageFrame title="Bookings">
      <StaySearchForm key={key} initial={search} onSearch={(next) => go(next)} />
      {found.isPending ? (
        <LoadingSkeleton
          className={styles.loading}
          label="Finding bookings…"
          shapes={['block', 'block', 'block']}
        />
      ) : found.isError ? (
        <Alert variant="error" title="The bookings could not be found">
          {errorMessage(found.error)}
        </Alert>
      ) : found.data.total === 0 ? (
        <EmptyState title="No bookings match">
          {search === EMPTY_STAY_SEARCH || (!search.q && !search.park_code && !search.from && !search.to)
            ? 'There are no guest bookings yet.'
            : 'Check the spelling of the reference, name or e-mail, choose all parks, or widen the dates.'}
        </EmptyState>
      ) : (
        <StayResults
          stays={found.data.stays}
          total={found.data.total}
          page={found.data.page}
          perPage={found.data.per_page}
          onPageChange={(next) => go(search, next)}
        />
      )}
    </PageFrame>
  );
}

import { RESORT_BOOKING_TYPE, SEARCH_DEFAULTS } from '@parkstays/contract';
import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useKeepPromotionalCode } from '../../../features/booking/promotional-code';
import { useSiteSettings } from '../../../features/cms';
import {
  hasTravellers,
  isMaintenance,
  SearchBar,
  SearchResults,
  useFindAvailability,
  useSearchState,
} from '../../../features/search';
import { useHydrating } from '../../../lib/hydration';
import { useHolidayTypes } from '../../../reads/catalogue';
import styles from './search.module.css';

/**
 * What the build's prerendered home page shows in the search bar (apps/web/build/prerender.ts): the
 * defaults, and no arrival date, since the build knows neither the address nor today's date.
 */
const PRERENDERED_SEARCH = { ...SEARCH_DEFAULTS, arrival_date: '' };

// Shown instead of results only in rare cases: their code loads when one happens.
const MaintenancePage = lazy(() =>
  import('../../../features/search/notices').then((module) => ({ default: module.MaintenancePage })),
);
const ResortNotice = lazy(() =>
  import('../../../features/search/notices').then((module) => ({ default: module.ResortNotice })),
);

/** The home page: the search bar, the filter panel and the results (docs/product.md, "Search and results"). */
export function SearchRoute() {
  const { search, today, update, promotionalCode } = useSearchState();
  useKeepPromotionalCode(promotionalCode);
  const settings = useSiteSettings();
  const holidayTypes = useHolidayTypes();
  const isResort = search.booking_type === RESORT_BOOKING_TYPE;
  const canSearch = hasTravellers(search) && !isResort;
  // The same query as the results' (shared by key): a 503 means the whole site is in maintenance.
  const availability = useFindAvailability(search, { enabled: canSearch });
  // While React adopts the prerendered page, draw what it holds; the address's search a moment later.
  const hydrating = useHydrating();
  const shown = hydrating ? PRERENDERED_SEARCH : search;

  if (isMaintenance(availability.error)) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage
          email={settings.data?.contact_email ?? ''}
          phone={settings.data?.phone_primary ?? ''}
        />
      </Suspense>
    );
  }

  return (
    <>
      <title>Holiday parks across the UK</title>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.heading}>
          Holidays the whole family will love
        </h1>
        <p className={styles.lead}>
          Lodges, caravans, pitches and hotel rooms at holiday parks across the UK, booked in a few minutes.
        </p>
        <SearchBar
          search={shown}
          today={today}
          onChange={update}
          datePlaceholder={hydrating ? '\u00a0' : undefined}
        />
      </section>
      {isResort && !hydrating ? (
        <Suspense fallback={null}>
          <ResortNotice
            holidayTypeTitle={holidayTypes.data?.find((type) => type.id === RESORT_BOOKING_TYPE)?.title}
            url={settings.data?.resort_booking_url ?? ''}
          />
        </Suspense>
      ) : canSearch || hydrating ? (
        <SearchResults search={search} />
      ) : (
        <div className={styles.notice}>
          <Alert variant="info" title="Who's going?">
            <p>Choose at least one adult or child to see prices and availability.</p>
          </Alert>
        </div>
      )}
    </>
  );
}

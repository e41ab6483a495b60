import { RESORT_BOOKING_TYPE } from '@parkstays/contract';
import { Alert } from '../../../components/ui/alert';
import { isMaintenance, useFindAvailability } from '../api/find-availability';
import { useHolidayTypes } from '../api/get-holiday-types';
import { MaintenancePage } from '../components/maintenance-page';
import { ResortNotice } from '../components/resort-notice';
import { SearchBar } from '../components/search-bar';
import { SearchResults } from '../components/search-results';
import { hasTravellers } from '../search-params';
import { useSearchState } from '../use-search-state';
import styles from './search-route.module.css';

/** The home page: the search bar, the filter panel and the results (guest-area §2). */
export function SearchRoute() {
  const { search, today, update } = useSearchState();
  const holidayTypes = useHolidayTypes();
  const isResort = search.booking_type === RESORT_BOOKING_TYPE;
  const canSearch = hasTravellers(search) && !isResort;
  // The same query as the results' (shared by key): a 503 means the whole site is in maintenance.
  const availability = useFindAvailability(search, { enabled: canSearch });

  if (isMaintenance(availability.error)) return <MaintenancePage />;

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
        <SearchBar search={search} today={today} onChange={update} />
      </section>
      {isResort ? (
        <ResortNotice
          holidayTypeTitle={holidayTypes.data?.find((type) => type.id === RESORT_BOOKING_TYPE)?.title}
        />
      ) : canSearch ? (
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

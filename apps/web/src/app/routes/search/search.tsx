import { RESORT_BOOKING_TYPE } from '@parkstays/contract';
import { Alert } from '../../../components/ui/alert';
import { useKeepPromotionalCode } from '../../../features/booking/promotional-code';
import { useSiteSettings } from '../../../features/cms';
import {
  hasTravellers,
  isMaintenance,
  MaintenancePage,
  ResortNotice,
  SearchBar,
  SearchResults,
  useFindAvailability,
  useHolidayTypes,
  useSearchState,
} from '../../../features/search';
import styles from './search.module.css';

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

  if (isMaintenance(availability.error)) {
    return (
      <MaintenancePage
        email={settings.data?.contact_email ?? ''}
        phone={settings.data?.phone_primary ?? ''}
      />
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
        <SearchBar search={search} today={today} onChange={update} />
      </section>
      {isResort ? (
        <ResortNotice
          holidayTypeTitle={holidayTypes.data?.find((type) => type.id === RESORT_BOOKING_TYPE)?.title}
          url={settings.data?.resort_booking_url ?? ''}
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

/** The search feature: the home page's search bar, filters and results, read from the address. */
export { isMaintenance, useFindAvailability } from './api/find-availability';
export { MaintenancePage } from './components/maintenance-page';
export { ResortNotice } from './components/resort-notice';
export { SearchBar } from './components/search-bar';
export { SearchResults } from './components/search-results';
export { hasTravellers } from './search-params';
export { useSearchState } from './use-search-state';

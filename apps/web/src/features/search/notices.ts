/**
 * The search feature's second entry: what the home page shows instead of results in the rare
 * cases (the site in maintenance, the resort's holiday type), loaded only when one happens.
 */
export { MaintenancePage } from './components/maintenance-page';
export { ResortNotice } from './components/resort-notice';

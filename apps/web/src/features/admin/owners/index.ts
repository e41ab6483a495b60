/** The back office's Owners section (decision 042): find owners, their details, deals, ledger, visits and link codes. */
export { getFindOwnersQueryOptions, useFindOwners } from './api/find-owners';
export { getAdminOwnerQueryOptions, useAdminOwner } from './api/get-admin-owner';
export { DealsSection } from './components/deals-section';
export { LedgerSection } from './components/ledger-section';
export { OwnerAccount, OwnerDetails } from './components/owner-details';
export { OwnerFormDialog } from './components/owner-form-dialog';
export { OwnerHistory } from './components/owner-history';
export { OwnerResults } from './components/owner-results';
export {
  EMPTY_OWNER_SEARCH,
  type OwnerSearch,
  OwnerSearchForm,
  toFindOwnersQuery,
} from './components/owner-search-form';
export { VisitsSection } from './components/visits-section';

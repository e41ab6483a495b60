/**
 * The Owner Portal's sections (second entry of the owners feature; see `./index.ts`): linking an
 * account, the owner's details and deal, visits (planning one uses the date picker) and the
 * ledger. Only the Owner Portal screen imports this.
 */
export { CurrentDeal } from './components/current-deal';
export { LedgerEntries } from './components/ledger-entries';
export { LinkAccountForm } from './components/link-account-form';
export { OwnerSummary } from './components/owner-summary';
export { VisitsSection } from './components/visits-section';

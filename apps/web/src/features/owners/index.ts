/**
 * The owners feature: the owner's record, ledger entries and invoices, and their park visits
 * (GET/POST/DELETE /api/users/visits, one visit with its activity bookings). Paying a ledger entry
 * is the payment feature's card form, put on the screen next to this feature's pieces.
 *
 * Two entries, because the bundler puts every module an entry re-exports into the chunk of each
 * screen that imports it: this one is light (queries, ledger entry states, formats, paths) for the
 * ledger, payment and visit screens; `./portal.ts` holds the Owner Portal's sections, with their
 * forms and the date picker, for the Owner Portal screen alone.
 */
export { useLedgerEntry } from './api/get-ledger-entry';
export { useOwner } from './api/get-owner';
export { useVisit } from './api/get-visit';
export { invalidateOwnerQueries } from './api/keys';
export { useRefreshAfterLedgerPayment } from './api/refresh-after-ledger-payment';
export { BackToPortal, EntryLoadState, EntryNotFound } from './components/entry-status';
export { InvoiceDownload } from './components/invoice-download';
export { entryTitle, isPayable, NO_DUE_DATE, splitName, yesNo } from './owner-format';
export { ledgerEntryPath, ownerPortalPath } from './owner-paths';

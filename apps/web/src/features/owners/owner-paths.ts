import { pathTo } from '../../config/paths';

/** The Owner Portal's address (the fallback is docs/product.md's path, should the name not be registered). */
export function ownerPortalPath() {
  return pathTo('OwnerDetails') ?? '/owners-portal/owner-portal';
}

/** A ledger entry's details page. */
export function ledgerEntryPath(entryNo: number) {
  return pathTo('ledgerEntryDetails', { entry_no: entryNo }) ?? `/owners-portal/ledger-entry/${entryNo}`;
}

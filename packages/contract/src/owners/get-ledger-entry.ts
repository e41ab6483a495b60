import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZIdParam } from '../common/id';
import { ZLedgerEntry } from './ledger-entry';

/** GET api/owners-portal/customer-ledger-entries/{entry_no} (and its invoice.pdf) */
export const ZEntryNoParams = z.object({
  entry_no: ZIdParam('entry_no'),
});
export const ZLedgerEntryResponse = ZSuccess(ZLedgerEntry);

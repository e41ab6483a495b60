import { z } from 'zod';
import { ZIdParam } from '../common/id';
import { ZSuccess } from '../common/response';
import { ZLedgerEntry } from './ledger-entry';

/** GET api/owners-portal/customer-ledger-entries/{entry_no} (and its invoice.pdf) */
export const ZEntryNoParams = z.object({
  entry_no: ZIdParam('entry_no'),
});
export const ZLedgerEntryResponse = ZSuccess(ZLedgerEntry);

import { z } from 'zod';
import { ZLedgerEntry } from './ledger-entry';

/** GET api/owners-portal/customer-ledger-entries */
export const ZLedgerEntriesResponse = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(ZLedgerEntry) }),
});

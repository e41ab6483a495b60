import { z } from 'zod';
import { ZSuccess } from '../common/response';
import { ZLedgerEntry } from './ledger-entry';

/** GET api/owners-portal/customer-ledger-entries */
export const ZLedgerEntriesResponse = ZSuccess(z.object({ entries: z.array(ZLedgerEntry) }));

import { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZLedgerEntry } from './ledger-entry';

/** GET api/owners-portal/customer-ledger-entries */
export const ZLedgerEntriesResponse = ZSuccess(z.object({ entries: z.array(ZLedgerEntry) }));

import { describe, expect, it } from 'vitest';
import {
  CREDIT_HAS_NO_DUE_DATE_MESSAGE,
  DUE_BEFORE_POSTING_MESSAGE,
  DUE_DATE_REQUIRED_MESSAGE,
  ledgerPostingProblems,
  POSTING_DATE_FUTURE_MESSAGE,
  ZPostLedgerEntryRequest,
} from './post-ledger-entry';
import { VISIT_END_PASSED_MESSAGE, VISIT_START_PASSED_MESSAGE, visitChangeProblems } from './rules';

const today = '2026-06-10';

describe('visitChangeProblems', () => {
  it('lets a visit under way keep its start, but not move it into the past or end before today', () => {
    const underWay = { start_date: '2026-06-08' };
    expect(
      visitChangeProblems(underWay, { start_date: '2026-06-08', end_date: '2026-06-20' }, today),
    ).toEqual([]);
    expect(
      visitChangeProblems(underWay, { start_date: '2026-06-07', end_date: '2026-06-20' }, today),
    ).toEqual([{ field: 'start_date', message: VISIT_START_PASSED_MESSAGE }]);
    expect(
      visitChangeProblems(underWay, { start_date: '2026-06-08', end_date: '2026-06-09' }, today),
    ).toEqual([{ field: 'end_date', message: VISIT_END_PASSED_MESSAGE }]);
  });

  it('applies the rules of planning a visit to one that has not started', () => {
    const planned = { start_date: '2026-07-01' };
    expect(visitChangeProblems(planned, { start_date: '2026-06-09', end_date: '2026-06-12' }, today)).toEqual(
      [{ field: 'start_date', message: VISIT_START_PASSED_MESSAGE }],
    );
    expect(
      visitChangeProblems(planned, { start_date: '2026-07-01', end_date: '2027-08-01' }, today)[0]?.field,
    ).toBe('end_date');
  });
});

describe('posting to the ledger', () => {
  const invoice = {
    document_type: 'Invoice',
    description: 'Site fees',
    amount_pence: 100,
    posting_date: today,
    due_date: '2026-07-10',
  };

  it('needs a due date on or after the posting date for an invoice, and none for a credit memo', () => {
    expect(ledgerPostingProblems(invoice, today)).toEqual([]);
    expect(ledgerPostingProblems({ ...invoice, due_date: null })).toEqual([
      { field: 'due_date', message: DUE_DATE_REQUIRED_MESSAGE },
    ]);
    expect(ledgerPostingProblems({ ...invoice, due_date: '2026-06-09' })).toEqual([
      { field: 'due_date', message: DUE_BEFORE_POSTING_MESSAGE },
    ]);
    expect(ledgerPostingProblems({ ...invoice, document_type: 'Credit Memo' })).toEqual([
      { field: 'due_date', message: CREDIT_HAS_NO_DUE_DATE_MESSAGE },
    ]);
    expect(ledgerPostingProblems({ ...invoice, posting_date: '2026-06-11' }, today)[0]).toEqual({
      field: 'posting_date',
      message: POSTING_DATE_FUTURE_MESSAGE,
    });
  });

  it('refuses nothing, less than nothing and a fraction of a penny, naming amount_pence', () => {
    for (const amount_pence of [0, -100, 1.5]) {
      const parsed = ZPostLedgerEntryRequest.safeParse({ ...invoice, amount_pence });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['amount_pence']);
    }
    expect(ZPostLedgerEntryRequest.safeParse({ ...invoice, reason_code: 'goodwill' }).data?.reason_code).toBe(
      'GOODWILL',
    );
  });
});

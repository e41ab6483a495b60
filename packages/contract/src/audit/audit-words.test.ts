import { describe, expect, it } from 'vitest';
import { describeAuditChanges, unnamedAuditFields } from './audit-words';

const format = {
  money: (pence: number) => `£${(pence / 100).toFixed(2)}`,
  date: (iso: string) => iso.split('-').reverse().join('/'),
  instant: (iso: string) => `at ${iso}`,
};

describe('the audit log in staff words', () => {
  it('names nested records, days of the week, prices and people, and hides ids and keys', () => {
    expect(
      describeAuditChanges(
        {
          before: { weekdays: [5], used_by: null },
          after: {
            weekdays: [1, 5],
            used_by: 6,
            ticket_type: { id: 1, code: 'ADULT', name: 'Adult', price_pence: 1200 },
            prices: [['2026-12-27', 3, 30_000]],
            idempotency_key: 'k',
            refund_id: 4,
          },
          people: { 6: 'Aisha Khan' },
        },
        format,
      ),
    ).toEqual([
      'Admitted by: not set → Aisha Khan',
      'Ticket type: Code ADULT, Name Adult, Price £12.00',
      'Days: Fri → Mon, Fri',
      'Prices: 27/12/2026, 3 nights: £300.00',
    ]);
  });

  it('leaves out what did not change, and says what a removed record had', () => {
    expect(
      describeAuditChanges({ before: { name: 'Half term', start_date: '2026-10-26' }, after: null }, format),
    ).toEqual(['Name: Half term', 'From: 26/10/2026']);
    expect(describeAuditChanges({ before: { status: 'held' }, after: { status: 'held' } }, format)).toEqual(
      [],
    );
  });

  it('finds the fields no words were given for, nested ones included', () => {
    expect(unnamedAuditFields([{ paid_pence: 1, mystery: { deeper: 2, code: 'X' } }, null, 'on'])).toEqual([
      'mystery',
      'deeper',
    ]);
  });
});

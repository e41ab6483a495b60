import { describe, expect, it } from 'vitest';
import { londonToday } from './iso-date';

const byIntl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('londonToday', () => {
  it("gives the time zone database's date in London for every hour of forty years", () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2040, 0, 1); time += 3_600_000) {
      const now = new Date(time);
      if (londonToday(now) !== byIntl.format(now)) wrong.push(now.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('changes day at midnight in London, either side of each change of the clocks', () => {
    const cases: [string, string][] = [
      // Summer time starts 01:00 UTC on 29 March 2026; ends 01:00 UTC on 25 October 2026.
      ['2026-03-28T23:59:59.999Z', '2026-03-28'],
      ['2026-03-29T00:59:59.999Z', '2026-03-29'],
      ['2026-06-30T22:59:59.999Z', '2026-06-30'],
      ['2026-06-30T23:00:00.000Z', '2026-07-01'],
      ['2026-10-24T22:59:59.999Z', '2026-10-24'],
      ['2026-10-24T23:00:00.000Z', '2026-10-25'],
      ['2026-12-31T23:59:59.999Z', '2026-12-31'],
      ['2027-01-01T00:00:00.000Z', '2027-01-01'],
    ];
    for (const [instant, date] of cases) {
      expect(londonToday(new Date(instant)), instant).toBe(date);
      expect(byIntl.format(new Date(instant)), instant).toBe(date);
    }
  });
});

describe('isIsoDate', () => {
  it('accepts what ZIsoDate accepts, and nothing else', async () => {
    const { ZIsoDate, isIsoDate } = await import('./iso-date');
    const values = [
      '2026-03-13',
      '2024-02-29',
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '1900-01-01',
      '1899-12-31',
      '2999-12-31',
      '3000-01-01',
      '2026-3-13',
      '2026-03-13T00:00',
      ' 2026-03-13',
      '',
      'tomorrow',
    ];
    for (const value of values) expect(isIsoDate(value), value).toBe(ZIsoDate.safeParse(value).success);
  });
});

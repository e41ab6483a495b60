import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatPence, formatPenceCompact } from './format';

// What these functions replace: Intl's en-GB output, whose first formatters are slow to make.
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const gbpWhole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

describe('formatting without Intl', () => {
  it("writes pence as Intl's en-GB pounds would", () => {
    const amounts = [0, 1, 9, 10, 99, 100, 105, 12_345, 99_999, 100_000, 123_456_789, 100_000_000_00];
    for (const pence of [...amounts, ...amounts.map((amount) => -amount).filter((amount) => amount !== 0)]) {
      expect(formatPence(pence), String(pence)).toBe(gbp.format(pence / 100));
      const compact = pence % 100 === 0 ? gbpWhole.format(pence / 100) : gbp.format(pence / 100);
      expect(formatPenceCompact(pence), String(pence)).toBe(compact);
    }
  });

  it("writes every day of two years as Intl's en-GB weekday, day and month would", () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatDayMonth(iso), iso).toBe(dayMonth.format(new Date(time)).replace(',', ''));
    }
    expect(formatDayMonth('not a date')).toBe('not a date');
  });
});

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const ddmmyyyy = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** yyyy-mm-dd (API) → dd/mm/yyyy (screen). */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : ddmmyyyy.format(date);
}

/** "{phone}, {phone}" with empty ones left out. */
export function joinPresent(values: string[], separator = ', '): string {
  return values.filter((value) => value.trim() !== '').join(separator);
}

/** A tel: link target: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** Whole pence → £1,234.50 (what the server charges is kept in pence). */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** yyyy-mm-dd → "Fri 27 Nov" (a calendar day: no time zone can shift it). */
export function formatDayMonth(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dayMonth.format(date).replace(',', '');
}

/** "1 Night", "7 Nights" */
export function formatNights(nights: number): string {
  return `${nights} ${nights === 1 ? 'Night' : 'Nights'}`;
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Europe/London',
});
const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Europe/London',
});

/** An instant → "14:05", park-local (Europe/London). */
export function formatTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? String(instant) : londonTime.format(date);
}

/** An instant → "27/11/2025, 14:05", park-local (Europe/London). */
export function formatDateTime(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : londonDateTime.format(date);
}

/** "2 adults, 1 child" */
export function formatGuests(adults: number, children: number): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [part(adults, 'adult', 'adults')];
  if (children > 0) parts.push(part(children, 'child', 'children'));
  return parts.join(', ');
}

const gbpWhole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole pence → "£249" when there are no pence, otherwise "£249.50" (for tight spaces such as calendar days). */
export function formatPenceCompact(pence: number): string {
  return pence % 100 === 0 ? gbpWhole.format(pence / 100) : gbp.format(pence / 100);
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** yyyy-mm-dd → "Friday 6 March 2026" (a calendar day: no time zone can shift it). */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return longDate.format(date).replace(',', '');
}

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** yyyy-mm (or any day of it) → "March 2026". */
export function formatMonthYear(isoMonth: string): string {
  const date = new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoMonth : monthYear.format(date);
}

/**
 * A formatter made on first use: building an Intl formatter costs far more than using one (ICU
 * data), so making all of them when this module loads would hold up every page's start.
 */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const ddmmyyyy = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/London',
    }),
);

/** yyyy-mm-dd (API) → dd/mm/yyyy (screen). */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : ddmmyyyy().format(date);
}

/** "{phone}, {phone}" with empty ones left out. */
export function joinPresent(values: string[], separator = ', '): string {
  return values.filter((value) => value.trim() !== '').join(separator);
}

/** A tel: link target: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** Whole pounds with thousands commas: 1234567 → "1,234,567". */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Whole pence → £1,234.50 (what the server charges is kept in pence): en-GB's currency format,
 * written out by hand, since Intl's first currency formatter costs tens of milliseconds to make.
 */
export function formatPence(pence: number): string {
  const whole = Math.round(pence);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}£${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// en-GB's short month names, as Intl gives them ("Sept", not "Sep").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** yyyy-mm-dd → "Fri 27 Nov" (a calendar day: no time zone can shift it). */
export function formatDayMonth(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  // By hand, like formatPence: the search results show one on every column.
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "1 Night", "7 Nights" */
export function formatNights(nights: number): string {
  return `${nights} ${nights === 1 ? 'Night' : 'Nights'}`;
}

const londonTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Europe/London',
    }),
);
const londonDateTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Europe/London',
    }),
);

/** An instant → "14:05", park-local (Europe/London). */
export function formatTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? String(instant) : londonTime().format(date);
}

/** An instant → "27/11/2025, 14:05", park-local (Europe/London). */
export function formatDateTime(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : londonDateTime().format(date);
}

/** "2 adults, 1 child" */
export function formatGuests(adults: number, children: number): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [part(adults, 'adult', 'adults')];
  if (children > 0) parts.push(part(children, 'child', 'children'));
  return parts.join(', ');
}

/** Whole pence → "£249" when there are no pence, otherwise "£249.50" (for tight spaces such as calendar days). */
export function formatPenceCompact(pence: number): string {
  if (pence % 100 !== 0) return formatPence(pence);
  return `${pence < 0 ? '-' : ''}£${groupThousands(Math.abs(pence) / 100)}`;
}

const longDate = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** yyyy-mm-dd → "Friday 6 March 2026" (a calendar day: no time zone can shift it). */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return longDate().format(date).replace(',', '');
}

const monthYear = lazily(
  () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** yyyy-mm (or any day of it) → "March 2026". */
export function formatMonthYear(isoMonth: string): string {
  const date = new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoMonth : monthYear().format(date);
}

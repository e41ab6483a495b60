/**
 * Calendar days as the API exchanges them (yyyy-mm-dd) ↔ local Date objects for date pickers.
 * A picker's Date is local midnight; only its year, month and day matter.
 */
export function isoToLocalDate(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

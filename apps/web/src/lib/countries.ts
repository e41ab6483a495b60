import { COUNTRY_CODES, type TCountryCode } from '@parkstays/contract';

export type CountryOption = { code: TCountryCode; name: string };

let cached: CountryOption[] | undefined;

/** Every contract country code with its en-GB name, sorted by name. */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en-GB'], { type: 'region' });
  // One collator for the whole sort: localeCompare with a locale builds one on every call.
  const collator = new Intl.Collator('en-GB');
  cached = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  return cached;
}

import { z } from 'zod';
import { ZCountryCode } from '../common/country';
import { optionalText } from '../common/text';

/**
 * Key filters (docs/product.md, "Field rules"). Each pattern matches the characters a field accepts, so the web
 * client can drop any other key as it is typed and the API can refuse the same input.
 */
export const KEY_FILTERS = {
  /** Phone: digits and +. */
  phone: /^[0-9+]*$/,
  /** Names: letters (any alphabet), apostrophe, hyphen; spaces for names such as "de la Cruz". */
  name: /^[\p{L}' -]*$/u,
  /** Postcode: letters and digits. */
  postcode: /^[A-Za-z0-9]*$/,
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const POSTCODE_MAX = 7;

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter an email address in the correct format, like name@example.com'));

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/**
 * A password typed to prove who you are (signing in, changing the address): any length, so that a
 * password set before the 8-character rule still works.
 */
export const ZPasswordGiven = (missing: string) =>
  z.string({ error: missing }).min(1, missing).max(1024, 'Password is too long');

/** The token of a link we e-mailed to an address ("Confirmation link", "Reset link"). */
export const ZEmailedLinkToken = (link: string) =>
  z
    .string({ error: `${link} is missing` })
    .min(1, `${link} is missing`)
    .max(200, `${link} is not valid`);

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(KEY_FILTERS.name, `${label} can only contain letters, apostrophes and hyphens`);

export const ZFirstName = name('First name');
export const ZLastName = name('Last name');

export const ZPhoneNumber = z
  .string({ error: 'Phone number must be text' })
  .trim()
  .max(20, 'Phone number must be at most 20 characters')
  .regex(KEY_FILTERS.phone, 'Phone number can only contain digits and +');

/** Spaces are dropped ("YO11 4AA" is kept as "YO114AA"), then letters and digits only. */
export const ZPostcode = z
  .string({ error: 'Postcode must be text' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .max(POSTCODE_MAX, `Postcode must be at most ${POSTCODE_MAX} characters`)
      .regex(KEY_FILTERS.postcode, 'Postcode can only contain letters and digits'),
  );

export const ZMarketingPreference = z.union([z.literal(0), z.literal(1)], {
  error: 'Marketing preference must be 0 or 1',
});

/** The editable profile: every user field but e-mail and password. */
export const ZProfileFields = z.object({
  first_name: ZFirstName,
  last_name: ZLastName,
  phone_number: ZPhoneNumber.optional().default(''),
  address_1: optionalText('Address line 1', 100),
  address_2: optionalText('Address line 2', 100),
  city: optionalText('Town or city', 60),
  postcode: ZPostcode.optional().default(''),
  country_code: ZCountryCode,
  marketing_preference: ZMarketingPreference.optional().default(0),
});
export type TProfileFields = z.infer<typeof ZProfileFields>;

import { type TAvailability, type TUser, ZBookingDetailsForm } from '@parkstays/contract';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';

/** The details form's rules are the contract's: the API checks a booking with the same schema. */
export const detailsFormSchema = ZBookingDetailsForm;

export type DetailsFormValues = z.input<typeof ZBookingDetailsForm>;

/** What a signed-in user's profile fills in (and fills in again when someone signs in part-way). */
export const PROFILE_KEYS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'address_1',
  'address_2',
  'city',
  'postcode',
  'country_code',
] as const satisfies readonly (keyof TUser & keyof DetailsFormValues)[];

/**
 * The fields in the order the form shows them (the error summary follows it; server errors land on
 * them): the lead guest's, who is going, then the new account's password.
 */
export const DETAILS_FIELDS = [
  ...PROFILE_KEYS,
  'no_of_adults',
  'no_of_children',
  'has_pets',
  'password',
  'confirm_password',
] as const satisfies readonly Path<DetailsFormValues>[];

/** The party the search was for (Book Now carries it in the query string), within the capacity. */
export function partyFrom(query: URLSearchParams, capacity: number) {
  const count = (name: string, min: number, fallback: number) => {
    const value = Number(query.get(name));
    return Number.isInteger(value) && value >= min ? value : fallback;
  };
  const adults = Math.min(Math.max(1, count('no_of_adults', 1, 1)), capacity);
  const children = Math.min(count('no_of_children', 0, 0), Math.max(0, capacity - adults));
  const hasPets: 0 | 1 = query.get('has_pets') === '1' ? 1 : 0;
  return { no_of_adults: adults, no_of_children: children, has_pets: hasPets };
}

/** The form's first values: the stay, one adult, and the signed-in user's details (or blanks and passwords). */
export function defaultsFor(stay: TAvailability, user: TUser | null): DetailsFormValues {
  return {
    grade_code: stay.grade_code,
    arrival_date: stay.arrival_date,
    no_of_nights: stay.no_of_nights,
    no_of_adults: 1,
    no_of_children: 0,
    has_pets: 0,
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone_number: user?.phone_number ?? '',
    address_1: user?.address_1 ?? '',
    address_2: user?.address_2 ?? '',
    city: user?.city ?? '',
    postcode: user?.postcode ?? '',
    // The placeholder ("Select Your Country") until one is chosen.
    country_code: user?.country_code ?? ('' as DetailsFormValues['country_code']),
    // Only a guest who is not signed in gives a password (the booking makes their account).
    ...(user ? {} : { password: '', confirm_password: '' }),
  };
}

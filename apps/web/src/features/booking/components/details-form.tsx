import { zodResolver } from '@hookform/resolvers/zod';
import {
  KEY_FILTERS,
  PEOPLE_MAX,
  SOLD_OUT_MESSAGE,
  type TAccommodation,
  type TAvailability,
  type TUser,
  ZBookingDetailsForm,
} from '@parkstays/contract';
import { useEffect, useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ContactAddressFields } from '../../../components/ui/contact-address-fields';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Select, TextField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { countryOptions } from '../../../lib/countries';
import { applyServerErrors, summaryErrors } from '../../../lib/form-errors';
import { withKeyFilter } from '../../../lib/key-filter';
import { usePopup } from '../../../lib/popups';
import { useSession } from '../../../lib/use-session';
import { useCreateBooking } from '../api/create-booking';
import styles from './details-form.module.css';

export type DetailsFormValues = z.input<typeof ZBookingDetailsForm>;

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'address_1',
  'address_2',
  'city',
  'postcode',
  'country_code',
  'no_of_adults',
  'no_of_children',
  'has_pets',
  'password',
  'confirm_password',
] as const satisfies readonly Path<DetailsFormValues>[];

const PROFILE_KEYS = [
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

/** The party the search was for (Book Now carries it in the query string), within the capacity. */
function partyFrom(query: URLSearchParams, capacity: number) {
  const count = (name: string, min: number, fallback: number) => {
    const value = Number(query.get(name));
    return Number.isInteger(value) && value >= min ? value : fallback;
  };
  const adults = Math.min(Math.max(1, count('no_of_adults', 1, 1)), capacity);
  const children = Math.min(count('no_of_children', 0, 0), Math.max(0, capacity - adults));
  const hasPets: 0 | 1 = query.get('has_pets') === '1' ? 1 : 0;
  return { no_of_adults: adults, no_of_children: children, has_pets: hasPets };
}

function defaultsFor(stay: TAvailability, user: TUser | null): DetailsFormValues {
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

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export type DetailsFormProps = {
  stay: TAvailability;
  /** The accommodation, for its capacity and whether pets may come (undefined while loading). */
  accommodation?: TAccommodation;
  onCreated: (bookingId: number) => void;
};

/** Step 1: the lead guest's details and who is going; creating the booking holds the unit. */
export function DetailsForm({ stay, accommodation, onCreated }: DetailsFormProps) {
  const session = useSession();
  const user = session?.user ?? null;
  const { openPopup } = usePopup();
  const create = useCreateBooking();
  const [query] = useSearchParams();
  const form = useForm({
    resolver: zodResolver(ZBookingDetailsForm),
    // The search only offers stays that fit its party, so the party fits this accommodation.
    defaultValues: { ...defaultsFor(stay, user), ...partyFrom(query, PEOPLE_MAX) },
  });
  const { register, handleSubmit, formState, setError, watch, getValues, setValue, unregister } = form;
  const { errors } = formState;
  const id = (field: string) => `booking-details-${field}`;
  const countries = useMemo(
    () => countryOptions().map(({ code, name }) => ({ value: code, label: name })),
    [],
  );

  // Signing in part-way (after "account exists"): hide the passwords and fill what is still empty.
  const userId = user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a different user signs in.
  useEffect(() => {
    if (!user) return;
    unregister(['password', 'confirm_password']);
    for (const key of PROFILE_KEYS) {
      const current = getValues(key);
      if (current === undefined || current === '') setValue(key, user[key] as never);
    }
  }, [userId]);

  const capacity = Math.min(accommodation?.capacity ?? PEOPLE_MAX, PEOPLE_MAX);
  const adults = Number(watch('no_of_adults')) || 1;
  const children = Number(watch('no_of_children')) || 0;
  const adultChoices = range(1, Math.max(1, capacity - children));
  const childChoices = range(0, Math.max(0, capacity - adults));

  const onSubmit = handleSubmit(({ confirm_password: _confirm, ...body }) => {
    create.mutate(user ? { ...body, password: undefined } : body, {
      onSuccess: (answer) => onCreated(answer.data.id),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && error.message !== SOLD_OUT_MESSAGE) {
          // The e-mail belongs to an account: the guest signs in, then books.
          openPopup('signIn', { notice: error.message });
          return;
        }
        applyServerErrors(error, setError, FIELDS);
      },
    });
  });

  const failure = create.error;
  const soldOut =
    failure instanceof ApiError && failure.status === 409 && failure.message === SOLD_OUT_MESSAGE;
  const accountExists = failure instanceof ApiError && failure.status === 409 && !soldOut;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      <h2 className={styles.heading}>Your details</h2>
      <ErrorSummary errors={summaryErrors(errors, FIELDS, id)} focusKey={formState.submitCount} />
      {soldOut ? (
        <Alert variant="error">
          <p>{failure.message}</p>
          <p>
            <Link to={paths.home}>Back to the search</Link>
          </p>
        </Alert>
      ) : accountExists ? (
        <Alert variant="warning">
          <p>{failure.message}</p>
          <p>
            <Button variant="link" onClick={() => openPopup('signIn', { notice: failure.message })}>
              Log in
            </Button>
          </p>
        </Alert>
      ) : create.isError ? (
        <Alert variant="error">{errorMessage(failure)}</Alert>
      ) : null}

      <div className={styles.grid}>
        <TextField
          id={id('first_name')}
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...withKeyFilter(register('first_name'), KEY_FILTERS.name)}
        />
        <TextField
          id={id('last_name')}
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...withKeyFilter(register('last_name'), KEY_FILTERS.name)}
        />
        <TextField
          id={id('email')}
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <ContactAddressFields register={register} errors={errors} idPrefix="booking-details" markOptional />
        <div className={styles.wide}>
          <Select
            id={id('country_code')}
            label="Country"
            autoComplete="country"
            placeholder="Select Your Country"
            options={countries}
            error={errors.country_code?.message}
            {...register('country_code')}
          />
        </div>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Who's going?</legend>
        <div className={styles.party}>
          <Select
            id={id('no_of_adults')}
            label="Adults"
            hint="Over 18"
            options={adultChoices.map((n) => ({ value: String(n), label: String(n) }))}
            error={errors.no_of_adults?.message}
            {...register('no_of_adults', { setValueAs: Number })}
          />
          <Select
            id={id('no_of_children')}
            label="Children"
            hint="Aged 4 to 18"
            options={childChoices.map((n) => ({ value: String(n), label: String(n) }))}
            error={errors.no_of_children?.message}
            {...register('no_of_children', { setValueAs: Number })}
          />
          {accommodation?.pets_allowed !== false ? (
            <Select
              id={id('has_pets')}
              label="Pets"
              options={[
                { value: '0', label: 'No' },
                { value: '1', label: 'Yes' },
              ]}
              error={errors.has_pets?.message}
              {...register('has_pets', { setValueAs: Number })}
            />
          ) : null}
        </div>
        <p className={styles.note}>
          This accommodation sleeps up to {capacity} {capacity === 1 ? 'person' : 'people'}.
        </p>
      </fieldset>

      {user ? null : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Create your account</legend>
          <p className={styles.note}>
            We'll make you an account with this email so you can manage your booking.
          </p>
          <div className={styles.grid}>
            <TextField
              id={id('password')}
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters"
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              id={id('confirm_password')}
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              error={errors.confirm_password?.message}
              {...register('confirm_password')}
            />
          </div>
        </fieldset>
      )}

      <Button type="submit" block busy={create.isPending} busyText="Processing">
        Continue
      </Button>
    </form>
  );
}

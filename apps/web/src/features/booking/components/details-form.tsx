import { KEY_FILTERS, PEOPLE_MAX, type TAccommodation, type TAvailability } from '@parkstays/contract';
import { type ReactNode, useMemo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Select, TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { countryOptions } from '../../../lib/countries';
import { summaryErrors } from '../../../lib/form-errors';
import { withKeyFilter } from '../../../lib/key-filter';
import styles from './details-form.module.css';
import { DETAILS_FIELDS, type DetailsFormValues } from './details-form-schema';
import { useDetailsForm } from './use-details-form';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** What the phone and address fields need from the details form to register themselves. */
export type ContactFieldsSlot = (form: {
  register: UseFormRegister<DetailsFormValues>;
  errors: FieldErrors<DetailsFormValues>;
}) => ReactNode;

export type DetailsFormProps = {
  stay: TAvailability;
  /** The accommodation, for its capacity and whether pets may come (undefined while loading). */
  accommodation?: TAccommodation;
  onCreated: (bookingId: number) => void;
  /** Opens sign-in, with words to show at its top (the e-mail belongs to an account). */
  onSignIn: (notice: string) => void;
  /** The phone and address fields (the account's), placed in the form's grid after Email. */
  contactFields: ContactFieldsSlot;
};

/** Step 1: the lead guest's details and who is going; creating the booking holds the unit. */
export function DetailsForm({ stay, accommodation, onCreated, onSignIn, contactFields }: DetailsFormProps) {
  const { user, form, create, onSubmit } = useDetailsForm({ stay, onCreated, onSignIn });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const id = (field: string) => `booking-details-${field}`;
  const countries = useMemo(
    () => countryOptions().map(({ code, name }) => ({ value: code, label: name })),
    [],
  );

  const capacity = Math.min(accommodation?.capacity ?? PEOPLE_MAX, PEOPLE_MAX);
  const adults = Number(watch('no_of_adults')) || 1;
  const children = Number(watch('no_of_children')) || 0;
  const adultChoices = range(1, Math.max(1, capacity - children));
  const childChoices = range(0, Math.max(0, capacity - adults));

  const failure = create.error;
  const soldOut = failure instanceof ApiError && failure.code === 'SOLD_OUT';
  const accountExists = failure instanceof ApiError && failure.code === 'ACCOUNT_EXISTS';

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your details">
      <h2 className={styles.heading}>Your details</h2>
      <ErrorSummary errors={summaryErrors(errors, DETAILS_FIELDS, id)} focusKey={formState.submitCount} />
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
            <Button variant="link" onClick={() => onSignIn(failure.message)}>
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
        {contactFields({ register, errors })}
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

import { PEOPLE_MAX, type TAccommodation, type TAvailability } from '@parkstays/contract';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Select } from '../../../components/ui/field';
import { EmailField, NameFields, NewPasswordFields } from '../../../components/ui/person-fields';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { countryOptions } from '../../../lib/countries';
import type { FormFields } from '../../../lib/forms';
import styles from './details-form.module.css';
import type { DetailsFormValues } from './details-form-schema';
import { useDetailsForm } from './use-details-form';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The phone and address fields, given the details form's field helper to register themselves. */
export type ContactFieldsSlot = (fields: FormFields<DetailsFormValues>) => ReactNode;

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
  const { user, form, fields, create, onSubmit } = useDetailsForm({ stay, onCreated, onSignIn });
  const { watch } = form;
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
      <ErrorSummary {...fields.summary} />
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
        <NameFields fields={fields} />
        <EmailField {...fields.field('email', { label: 'Email' })} />
        {contactFields(fields)}
        <div className={styles.wide}>
          <Select
            {...fields.field('country_code', { label: 'Country' })}
            autoComplete="country"
            placeholder="Select Your Country"
            options={countries}
          />
        </div>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Who's going?</legend>
        <div className={styles.party}>
          <Select
            {...fields.field('no_of_adults', {
              label: 'Adults',
              hint: 'Over 18',
              register: { setValueAs: Number },
            })}
            options={adultChoices.map((n) => ({ value: String(n), label: String(n) }))}
          />
          <Select
            {...fields.field('no_of_children', {
              label: 'Children',
              hint: 'Aged 4 to 18',
              register: { setValueAs: Number },
            })}
            options={childChoices.map((n) => ({ value: String(n), label: String(n) }))}
          />
          {accommodation?.pets_allowed !== false ? (
            <Select
              {...fields.field('has_pets', { label: 'Pets', register: { setValueAs: Number } })}
              options={[
                { value: '0', label: 'No' },
                { value: '1', label: 'Yes' },
              ]}
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
          <NewPasswordFields fields={fields} className={styles.grid} />
        </fieldset>
      )}

      <Button type="submit" block busy={create.isPending} busyText="Processing">
        Continue
      </Button>
    </form>
  );
}

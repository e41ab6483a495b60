import type { TAdminExtra, TOfferGrade } from '@parkstays/contract';
import { TextField } from '../../../../components/ui/field';
import { useCreateExtra } from '../api/create-extra';
import { useUpdateExtra } from '../api/update-extra';
import { EXTRA_FIELDS, extraFormResolver, extraFormValues } from '../offer-forms';
import { OfferChoices, OfferForm, OfferTicks, useOfferForm } from './offer-form';
import styles from './offers.module.css';

/** The grades by park, in the order the list gives them. */
function byPark(grades: TOfferGrade[]) {
  const parks = new Map<string, { title: string; grades: TOfferGrade[] }>();
  for (const grade of grades) {
    const park = parks.get(grade.park_code) ?? { title: grade.park_title, grades: [] };
    park.grades.push(grade);
    parks.set(grade.park_code, park);
  }
  return [...parks.entries()];
}

/**
 * Makes an extra, or changes one (its code stays): what guests see, its price in pounds, where
 * it comes in the list, how many the park can lend on any one night (empty: no limit) and the
 * grades that offer it.
 */
export function ExtraForm({
  extra,
  grades,
  onDone,
}: {
  extra?: TAdminExtra;
  grades: TOfferGrade[];
  onDone: (message: string) => void;
}) {
  const { form, fields, frame } = useOfferForm({
    resolver: extraFormResolver,
    defaultValues: extraFormValues(extra),
    idPrefix: 'extra',
    fields: EXTRA_FIELDS,
    code: extra?.code,
    create: useCreateExtra(),
    update: useUpdateExtra(),
    onDone,
  });

  return (
    <OfferForm
      label={extra ? `Change ${extra.description}` : 'New extra'}
      {...frame}
      submitText={extra ? 'Save changes' : 'Add extra'}
      newCode={
        extra
          ? undefined
          : {
              hint: 'A short name for the extra, letters and digits, for example COT. It cannot be changed later.',
              maxLength: 20,
            }
      }
      description={{ label: 'What guests see', hint: 'For example “Cot hire”.' }}
    >
      <TextField
        {...fields.field('unit_price', {
          label: 'Price each, in pounds',
          hint: 'For the whole stay, for example 15 or 12.50. Stays that have it keep the price they chose it at.',
        })}
        inputMode="decimal"
        className={styles.short}
      />
      <TextField
        {...fields.field('note', {
          label: 'Note (optional)',
          hint: 'Shown under the extra, for example a deposit payable on arrival.',
        })}
        autoComplete="off"
      />
      <div className={styles.pair}>
        <TextField
          {...fields.field('stock', {
            label: 'Stock per night',
            hint: 'How many the park can lend on any one night. Leave empty for no limit.',
          })}
          inputMode="numeric"
        />
        <TextField
          {...fields.field('position', { label: 'Position in the list', hint: 'Lower numbers come first.' })}
          inputMode="numeric"
        />
      </div>
      <OfferChoices
        id={fields.id('grade_ids')}
        legend="Offered with"
        hint="Guests booking the ticked accommodation can add it."
        error={fields.error('grade_ids')}
      >
        {byPark(grades).map(([parkCode, park], parkIndex) => (
          <fieldset key={parkCode} className={styles.gradeGroup}>
            <legend className={styles.groupTitle}>{park.title}</legend>
            <OfferTicks
              id={fields.id('grade_ids')}
              choices={park.grades.map((grade) => ({ value: String(grade.id), label: grade.title }))}
              registration={form.register('grade_ids')}
              holdsFirst={parkIndex === 0}
            />
          </fieldset>
        ))}
      </OfferChoices>
    </OfferForm>
  );
}

import type { TAdminExtra, TCreateExtraRequest, TOfferGrade } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/checkbox';
import { TextField } from '../../../../components/ui/field';
import { useFormFields } from '../../../../lib/forms';
import { useCreateExtra } from '../api/create-extra';
import { useUpdateExtra } from '../api/update-extra';
import { EXTRA_FIELDS, type ExtraFormValues, extraFormResolver, extraFormValues } from '../offer-forms';
import { OfferForm } from './offer-form';
import styles from './offers.module.css';

const ID = (field: string) => `extra-${field}`;

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
  const create = useCreateExtra();
  const update = useUpdateExtra();
  const saving = extra ? update : create;
  const form = useForm<ExtraFormValues, unknown, TCreateExtraRequest>({
    resolver: extraFormResolver,
    defaultValues: extraFormValues(extra),
  });
  const { register, handleSubmit, formState } = form;
  const fields = useFormFields(form, { idPrefix: 'extra', fields: EXTRA_FIELDS });

  const onSubmit = handleSubmit((request) => {
    const { code, ...body } = request;
    const onError = fields.showServerErrors;
    const onSuccess = (answer: { message: string }) => onDone(answer.message);
    if (extra) update.mutate({ code: extra.code, body }, { onSuccess, onError });
    else create.mutate({ code, ...body }, { onSuccess, onError });
  });

  return (
    <OfferForm
      label={extra ? `Change ${extra.description}` : 'New extra'}
      summary={fields.summary}
      saving={saving}
      onSubmit={onSubmit}
      submitText={extra ? 'Save changes' : 'Add extra'}
    >
      {extra ? null : (
        <TextField
          {...fields.field('code', {
            label: 'Code',
            hint: 'A short name for the extra, letters and digits, for example COT. It cannot be changed later.',
          })}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          className={styles.upper}
        />
      )}
      <TextField
        {...fields.field('description', { label: 'What guests see', hint: 'For example “Cot hire”.' })}
        autoComplete="off"
      />
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
      <fieldset
        className={`${styles.choices} ${formState.errors.grade_ids ? styles.choicesError : ''}`}
        aria-describedby={`${ID('grade_ids')}-hint`}
      >
        <legend className={styles.legend}>Offered with</legend>
        <p id={`${ID('grade_ids')}-hint`} className={styles.hint}>
          Guests booking the ticked accommodation can add it.
        </p>
        {formState.errors.grade_ids?.message ? (
          <p className={styles.fieldErrorText}>{formState.errors.grade_ids.message}</p>
        ) : null}
        {byPark(grades).map(([parkCode, park], parkIndex) => (
          <fieldset key={parkCode} className={styles.gradeGroup}>
            <legend className={styles.groupTitle}>{park.title}</legend>
            <div className={styles.checkboxes}>
              {park.grades.map((grade, index) => (
                <Checkbox
                  key={grade.id}
                  id={parkIndex === 0 && index === 0 ? ID('grade_ids') : `${ID('grade_ids')}-${grade.id}`}
                  label={grade.title}
                  value={String(grade.id)}
                  {...register('grade_ids')}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
    </OfferForm>
  );
}

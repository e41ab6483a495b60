import {
  addDays,
  londonToday,
  type TAdminPromotionalCode,
  type TCreatePromotionalCodeRequest,
  type TOfferPark,
} from '@parkstays/contract';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/checkbox';
import { TextField } from '../../../../components/ui/field';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { useFormFields } from '../../../../lib/forms';
import { useCreatePromotionalCode } from '../api/create-promotional-code';
import { useUpdatePromotionalCode } from '../api/update-promotional-code';
import { CODE_FIELDS, type CodeFormValues, codeFormResolver, codeFormValues } from '../offer-forms';
import { DateField } from './date-field';
import { OfferForm } from './offer-form';
import styles from './offers.module.css';

const ID = (field: string) => `code-${field}`;

/**
 * Makes a promotional code, or changes one (its name stays): a percentage or a fixed amount off
 * the stay, the days it can be applied, the shortest stay, the parks (none ticked: every park) and
 * how many bookings may carry it (empty: no limit).
 */
export function PromotionalCodeForm({
  code,
  parks,
  onDone,
}: {
  code?: TAdminPromotionalCode;
  parks: TOfferPark[];
  onDone: (message: string) => void;
}) {
  const today = londonToday();
  const create = useCreatePromotionalCode();
  const update = useUpdatePromotionalCode();
  const saving = code ? update : create;
  const form = useForm<CodeFormValues, unknown, TCreatePromotionalCodeRequest>({
    resolver: codeFormResolver,
    defaultValues: codeFormValues(code, today, addDays(today, 30)),
  });
  const { register, control, handleSubmit, formState, watch } = form;
  const fields = useFormFields(form, { idPrefix: 'code', fields: CODE_FIELDS });
  const discountType = watch('discount_type');

  const onSubmit = handleSubmit((request) => {
    const { code: name, ...body } = request;
    const onError = fields.showServerErrors;
    const onSuccess = (answer: { message: string }) => onDone(answer.message);
    if (code) update.mutate({ code: code.code, body }, { onSuccess, onError });
    else create.mutate({ code: name, ...body }, { onSuccess, onError });
  });

  const selectedParks = watch('park_codes');

  return (
    <OfferForm
      label={code ? `Change ${code.code}` : 'New promotional code'}
      summary={fields.summary}
      saving={saving}
      onSubmit={onSubmit}
      submitText={code ? 'Save changes' : 'Add code'}
    >
      {code ? null : (
        <TextField
          {...fields.field('code', {
            label: 'Code',
            hint: 'What guests type: letters and digits, up to 30. It cannot be changed later.',
          })}
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          className={styles.upper}
        />
      )}
      <TextField
        {...fields.field('description', {
          label: 'Description',
          hint: 'For staff, for example “£25 off spring breaks”.',
        })}
        autoComplete="off"
      />
      <RadioGroup
        {...fields.field('discount_type')}
        legend="Discount"
        options={[
          { value: 'percent', label: 'A percentage off the stay' },
          { value: 'amount', label: 'A fixed amount off the stay', hint: 'Never more than the stay costs.' },
        ]}
      />
      {discountType === 'percent' ? (
        <TextField
          {...fields.field('percent_off', {
            label: 'Percentage off',
            hint: 'From 1 to 100. Extras are always full price.',
          })}
          inputMode="numeric"
          className={styles.short}
        />
      ) : (
        <TextField
          {...fields.field('amount_off', {
            label: 'Amount off, in pounds',
            hint: 'For example 25 or 12.50.',
          })}
          inputMode="decimal"
          className={styles.short}
        />
      )}
      <div className={styles.pair}>
        <Controller
          control={control}
          name="valid_from"
          render={({ field }) => (
            <DateField
              id={fields.id('valid_from')}
              label="First day"
              hint="Guests can apply it from this day…"
              value={field.value}
              error={fields.error('valid_from')}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="valid_to"
          render={({ field }) => (
            <DateField
              id={fields.id('valid_to')}
              label="Last day"
              hint="…to the end of this day."
              value={field.value}
              error={fields.error('valid_to')}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <TextField
        {...fields.field('minimum_nights', {
          label: 'Minimum nights',
          hint: 'The shortest stay it applies to.',
        })}
        inputMode="numeric"
        className={styles.short}
      />
      <fieldset
        className={`${styles.choices} ${formState.errors.park_codes ? styles.choicesError : ''}`}
        aria-describedby={`${ID('park_codes')}-hint`}
      >
        <legend className={styles.legend}>Parks</legend>
        <p id={`${ID('park_codes')}-hint`} className={styles.hint}>
          {selectedParks.length === 0
            ? 'None ticked: the code works at every park.'
            : 'Only stays at the ticked parks.'}
        </p>
        {formState.errors.park_codes?.message ? (
          <p className={styles.fieldErrorText}>{formState.errors.park_codes.message}</p>
        ) : null}
        <div className={styles.checkboxes}>
          {parks.map((park, index) => (
            <Checkbox
              key={park.park_code}
              id={index === 0 ? ID('park_codes') : `${ID('park_codes')}-${park.park_code}`}
              label={park.title}
              value={park.park_code}
              {...register('park_codes')}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        {...fields.field('usage_limit', {
          label: 'Usage limit',
          hint: 'How many bookings may use it. Leave empty for no limit.',
        })}
        inputMode="numeric"
        className={styles.short}
      />
    </OfferForm>
  );
}

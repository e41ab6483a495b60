import { addDays, londonToday, type TAdminPromotionalCode, type TOfferPark } from '@parkstays/contract';
import { TextField } from '../../../../components/ui/field';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { useCreatePromotionalCode } from '../api/create-promotional-code';
import { useUpdatePromotionalCode } from '../api/update-promotional-code';
import { CODE_FIELDS, codeFormResolver, codeFormValues } from '../offer-forms';
import { OfferChoices, OfferForm, OfferTicks, useOfferForm } from './offer-form';
import styles from './offers.module.css';

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
  const { form, fields, frame } = useOfferForm({
    resolver: codeFormResolver,
    defaultValues: codeFormValues(code, today, addDays(today, 30)),
    idPrefix: 'code',
    fields: CODE_FIELDS,
    code: code?.code,
    create: useCreatePromotionalCode(),
    update: useUpdatePromotionalCode(),
    onDone,
  });
  const discountType = form.watch('discount_type');
  const selectedParks = form.watch('park_codes');

  return (
    <OfferForm
      label={code ? `Change ${code.code}` : 'New promotional code'}
      {...frame}
      submitText={code ? 'Save changes' : 'Add code'}
      newCode={
        code
          ? undefined
          : {
              hint: 'What guests type: letters and digits, up to 30. It cannot be changed later.',
              maxLength: 30,
            }
      }
      description={{ label: 'Description', hint: 'For staff, for example “£25 off spring breaks”.' }}
    >
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
        <FormDateField
          control={form.control}
          fields={fields}
          name="valid_from"
          label="First day"
          hint="Guests can apply it from this day…"
        />
        <FormDateField
          control={form.control}
          fields={fields}
          name="valid_to"
          label="Last day"
          hint="…to the end of this day."
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
      <OfferChoices
        id={fields.id('park_codes')}
        legend="Parks"
        hint={
          selectedParks.length === 0
            ? 'None ticked: the code works at every park.'
            : 'Only stays at the ticked parks.'
        }
        error={fields.error('park_codes')}
      >
        <OfferTicks
          id={fields.id('park_codes')}
          choices={parks.map((park) => ({ value: park.park_code, label: park.title }))}
          registration={form.register('park_codes')}
        />
      </OfferChoices>
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

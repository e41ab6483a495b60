import {
  AMOUNT_FORMAT_MESSAGE,
  formatPounds,
  type TDeal,
  ZCreateDealRequest,
  ZUpdateDealRequest,
} from '@parkstays/contract';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { DatePicker } from '../../../../components/ui/date-picker';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Checkbox, Select, TextField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { summaryErrors } from '../../../../lib/form-errors';
import { useOwnerParks } from '../api/get-owner-parks';
import { useSaveDeal } from '../api/save-deal';
import { contractResolver, penceOf, wholeOf } from './contract-resolver';
import { DateError } from './owner-section';
import styles from './owners.module.css';

const MONEY = [
  'deposit',
  'vat',
  'customer_contribution',
  'selling_price_of_extras',
  'site_fee_contribution',
] as const;
const WHOLE = ['unit_year', 'unit_length', 'unit_width', 'unit_no_of_bedrooms'] as const;
const TEXT = [
  'deal_no',
  'park_code',
  'plot_no',
  'sub_park',
  'unit_no',
  'unit_description',
  'unit_manufacturer',
  'unit_model',
  'unit_chassis_no',
  'completed_date',
] as const;
type DealForm = Record<(typeof MONEY)[number] | (typeof WHOLE)[number] | (typeof TEXT)[number], string> & {
  make_current: boolean;
};
const FIELDS = [
  'deal_no',
  'park_code',
  'plot_no',
  'sub_park',
  ...MONEY,
  'completed_date',
  'unit_no',
  'unit_description',
  'unit_manufacturer',
  'unit_model',
  ...WHOLE,
  'unit_chassis_no',
] as const;

const MONEY_LABELS: Record<(typeof MONEY)[number], string> = {
  deposit: 'Deposit',
  vat: 'VAT',
  customer_contribution: 'Customer contribution',
  selling_price_of_extras: 'Selling price of extras',
  site_fee_contribution: 'Site fee contribution',
};

/** The API's name of a form field (money goes as pence). */
const apiFieldOf = (field: string) =>
  (MONEY as readonly string[]).includes(field) ? `${field}_pence` : field;
const formFieldOf = (apiField: string) => {
  const field = apiField.replace(/_pence$/, '');
  return (FIELDS as readonly string[]).includes(field) ? (field as keyof DealForm & string) : undefined;
};

function toBody(form: DealForm, creating: boolean) {
  const problems: Partial<Record<keyof DealForm & string, string>> = {};
  const body: Record<string, unknown> = { completed_date: form.completed_date || null };
  for (const field of [
    'park_code',
    'plot_no',
    'sub_park',
    'unit_no',
    'unit_description',
    'unit_manufacturer',
    'unit_model',
    'unit_chassis_no',
  ] as const)
    body[field] = form[field];
  for (const field of MONEY) {
    const pence = penceOf(form[field]);
    if (pence === undefined) problems[field] = AMOUNT_FORMAT_MESSAGE;
    body[apiFieldOf(field)] = pence ?? 0;
  }
  for (const field of WHOLE) body[field] = wholeOf(form[field]);
  if (creating) Object.assign(body, { deal_no: form.deal_no, make_current: form.make_current });
  return { body, problems };
}

const poundsText = (pence: number | undefined) => (pence ? formatPounds(pence) : '');

function formOf(deal?: TDeal): DealForm {
  return {
    deal_no: deal?.deal_no ?? '',
    park_code: deal?.park_code ?? '',
    plot_no: deal?.plot_no ?? '',
    sub_park: deal?.sub_park ?? '',
    deposit: poundsText(deal?.deposit_amount_pence),
    vat: poundsText(deal?.vat_amount_pence),
    customer_contribution: poundsText(deal?.customer_contribution_pence),
    selling_price_of_extras: poundsText(deal?.selling_price_of_extras_pence),
    site_fee_contribution: poundsText(deal?.site_fee_contribtuion_pence),
    completed_date: deal?.completed_date ?? '',
    unit_no: deal?.unit_no ?? '',
    unit_description: deal?.unit_description ?? '',
    unit_manufacturer: deal?.unit_manufacturer ?? '',
    unit_model: deal?.unit_model ?? '',
    unit_year: deal?.unit_year?.toString() ?? '',
    unit_length: deal?.unit_length?.toString() ?? '',
    unit_width: deal?.unit_width?.toString() ?? '',
    unit_no_of_bedrooms: deal?.unit_no_of_bedrooms?.toString() ?? '',
    unit_chassis_no: deal?.unit_chassis_no ?? '',
    make_current: false,
  };
}

/**
 * Add a deal to an owner, or (given `deal`) change one: the `deal` table's fields, money typed in
 * pounds and sent in pence, checked with the contract's schema.
 */
export function DealFormDialog({
  customerNo,
  deal,
  defaultParkCode,
  open,
  onClose,
  onSaved,
}: {
  customerNo: string;
  deal?: TDeal;
  defaultParkCode?: string;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const creating = !deal;
  const parks = useOwnerParks();
  const save = useSaveDeal(customerNo, deal?.deal_no);
  const initial = { ...formOf(deal), park_code: deal?.park_code ?? defaultParkCode ?? '' };
  const { register, control, handleSubmit, formState, setError, reset } = useForm<DealForm>({
    // Checked again on submit, not on each keystroke: a half-typed amount ("12.") must not move the focus to the summary.
    reValidateMode: 'onSubmit',
    defaultValues: initial,
    resolver: contractResolver<DealForm>({
      toBody: (values) => toBody(values, creating),
      schema: creating ? ZCreateDealRequest : ZUpdateDealRequest,
      fieldOf: formFieldOf,
    }),
  });
  const id = (field: string) => `deal-form-${field}`;
  const errorOf = (field: keyof DealForm) => formState.errors[field]?.message;
  const close = () => {
    save.reset();
    reset(initial);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(
        toBody(values, creating).body as Parameters<typeof save.mutateAsync>[0],
      );
      reset(creating ? initial : formOf(answer.data));
      onSaved(answer.message);
    } catch (error) {
      if (error instanceof ApiError)
        for (const fieldError of error.errors) {
          const field = formFieldOf(fieldError.field);
          if (field) setError(field, { type: 'server', message: fieldError.message });
        }
    }
  });
  const refusedWithoutField = save.isError && Object.keys(formState.errors).length === 0;

  return (
    <Modal
      open={open}
      onClose={close}
      title={creating ? 'Add a deal' : `Edit deal ${deal.deal_no}`}
      size="wide"
    >
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={creating ? 'Add a deal' : 'Edit deal'}
      >
        <ErrorSummary errors={summaryErrors(formState.errors, FIELDS, id)} focusKey={formState.submitCount} />
        {refusedWithoutField ? <Alert variant="error">{errorMessage(save.error)}</Alert> : null}
        <div className={styles.twoColumns}>
          {creating ? (
            <TextField
              id={id('deal_no')}
              label="Deal number"
              hint="For example D26014."
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              error={errorOf('deal_no')}
              {...register('deal_no')}
            />
          ) : null}
          <Select
            id={id('park_code')}
            label="Park"
            placeholder="Select a park"
            error={errorOf('park_code')}
            options={(parks.data ?? []).map((park) => ({ value: park.park_code, label: park.title }))}
            {...register('park_code')}
          />
          <TextField
            id={id('plot_no')}
            label="Plot number (optional)"
            autoComplete="off"
            error={errorOf('plot_no')}
            {...register('plot_no')}
          />
          <TextField
            id={id('sub_park')}
            label="Sub-park (optional)"
            autoComplete="off"
            error={errorOf('sub_park')}
            {...register('sub_park')}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Money, in pounds</legend>
          <div className={styles.twoColumns}>
            {MONEY.map((field) => (
              <TextField
                key={field}
                id={id(field)}
                label={`${MONEY_LABELS[field]} (£)`}
                inputMode="decimal"
                autoComplete="off"
                error={errorOf(field)}
                {...register(field)}
              />
            ))}
          </div>
        </fieldset>
        <Controller
          control={control}
          name="completed_date"
          render={({ field }) => (
            <div>
              <DatePicker
                id={id('completed_date')}
                label="Completed on (optional)"
                hint="The day the sale completed; leave it empty while it has not."
                value={field.value}
                onChange={field.onChange}
              />
              <DateError id={id('completed_date')} error={errorOf('completed_date')} />
              {field.value ? (
                <Button variant="link" onClick={() => field.onChange('')}>
                  Clear the completion date
                </Button>
              ) : null}
            </div>
          )}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>The holiday home</legend>
          <div className={styles.twoColumns}>
            <TextField
              id={id('unit_no')}
              label="Unit number"
              autoComplete="off"
              error={errorOf('unit_no')}
              {...register('unit_no')}
            />
            <TextField
              id={id('unit_description')}
              label="Description"
              autoComplete="off"
              error={errorOf('unit_description')}
              {...register('unit_description')}
            />
            <TextField
              id={id('unit_manufacturer')}
              label="Manufacturer"
              autoComplete="off"
              error={errorOf('unit_manufacturer')}
              {...register('unit_manufacturer')}
            />
            <TextField
              id={id('unit_model')}
              label="Model"
              autoComplete="off"
              error={errorOf('unit_model')}
              {...register('unit_model')}
            />
            <TextField
              id={id('unit_year')}
              label="Year"
              inputMode="numeric"
              autoComplete="off"
              error={errorOf('unit_year')}
              {...register('unit_year')}
            />
            <TextField
              id={id('unit_no_of_bedrooms')}
              label="Bedrooms"
              inputMode="numeric"
              autoComplete="off"
              error={errorOf('unit_no_of_bedrooms')}
              {...register('unit_no_of_bedrooms')}
            />
            <TextField
              id={id('unit_length')}
              label="Length (feet)"
              inputMode="numeric"
              autoComplete="off"
              error={errorOf('unit_length')}
              {...register('unit_length')}
            />
            <TextField
              id={id('unit_width')}
              label="Width (feet)"
              inputMode="numeric"
              autoComplete="off"
              error={errorOf('unit_width')}
              {...register('unit_width')}
            />
            <TextField
              id={id('unit_chassis_no')}
              label="Chassis number"
              autoComplete="off"
              error={errorOf('unit_chassis_no')}
              {...register('unit_chassis_no')}
            />
          </div>
        </fieldset>
        {creating ? (
          <Checkbox
            id={id('make_current')}
            label="Make this the owner's current deal"
            hint="The current deal is the one the owner sees in the Owner Portal. An owner's first deal becomes current anyway."
            {...register('make_current')}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending} busyText="Saving…">
            {creating ? 'Add deal' : 'Save deal'}
          </Button>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}

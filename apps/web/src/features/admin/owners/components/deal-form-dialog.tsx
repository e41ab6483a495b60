import {
  AMOUNT_FORMAT_MESSAGE,
  formatPounds,
  type TCreateDealRequest,
  type TDeal,
  ZCreateDealRequest,
  ZUpdateDealRequest,
} from '@parkstays/contract';
import { Checkbox, Select, TextField } from '../../../../components/ui/field';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { formResolver } from '../../../../lib/forms';
import { useParks } from '../../../../reads/catalogue';
import { useSaveDeal } from '../api/save-deal';
import { penceOf, wholeOf } from './amounts';
import { useDialogForm } from './dialog-form';
import styles from './owners.module.css';

const MONEY = [
  'deposit',
  'vat',
  'customer_contribution',
  'selling_price_of_extras',
  'site_fee_contribution',
] as const;
const WHOLE = ['unit_year', 'unit_length', 'unit_width', 'unit_no_of_bedrooms'] as const;
/** Text sent as typed; the deal number goes only with a new deal, an empty completion date as null. */
const AS_TYPED = [
  'park_code',
  'plot_no',
  'sub_park',
  'unit_no',
  'unit_description',
  'unit_manufacturer',
  'unit_model',
  'unit_chassis_no',
] as const;
const TEXT = ['deal_no', ...AS_TYPED, 'completed_date'] as const;
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

/** The holiday home's questions, in the form's order; the whole numbers are typed as digits. */
const HOME_LABELS: [keyof DealForm & string, string][] = [
  ['unit_no', 'Unit number'],
  ['unit_description', 'Description'],
  ['unit_manufacturer', 'Manufacturer'],
  ['unit_model', 'Model'],
  ['unit_year', 'Year'],
  ['unit_no_of_bedrooms', 'Bedrooms'],
  ['unit_length', 'Length (feet)'],
  ['unit_width', 'Width (feet)'],
  ['unit_chassis_no', 'Chassis number'],
];

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
  for (const field of AS_TYPED) body[field] = form[field];
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
  const parks = useParks({ show_owner_only: 1 });
  const save = useSaveDeal(customerNo, deal?.deal_no);
  const initial = { ...formOf(deal), park_code: deal?.park_code ?? defaultParkCode ?? '' };
  const { form, fields, close, submitWith, frame } = useDialogForm({
    action: save,
    defaultValues: initial,
    resolver: formResolver(creating ? ZCreateDealRequest : ZUpdateDealRequest, {
      toBody: (values: DealForm) => toBody(values, creating),
      fieldOf: formFieldOf,
    }),
    onClose,
    idPrefix: 'deal-form',
    fields: FIELDS,
    fieldOf: formFieldOf,
  });
  const onSubmit = submitWith(
    (body) => save.mutateAsync(body as TCreateDealRequest),
    (answer) => {
      form.reset(creating ? initial : formOf(answer.data));
      onSaved(answer.message);
    },
  );

  return (
    <Modal
      open={open}
      onClose={close}
      title={creating ? 'Add a deal' : `Edit deal ${deal.deal_no}`}
      size="wide"
    >
      <FormFrame
        {...frame}
        onSubmit={onSubmit}
        label={creating ? 'Add a deal' : 'Edit deal'}
        submitLabel={creating ? 'Add deal' : 'Save deal'}
      >
        <div className={styles.twoColumns}>
          {creating ? (
            <TextField
              label="Deal number"
              hint="For example D26014."
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              {...fields.field('deal_no')}
            />
          ) : null}
          <Select
            label="Park"
            placeholder="Select a park"
            options={(parks.data ?? []).map((park) => ({ value: park.park_code, label: park.title }))}
            {...fields.field('park_code')}
          />
          <TextField label="Plot number (optional)" autoComplete="off" {...fields.field('plot_no')} />
          <TextField label="Sub-park (optional)" autoComplete="off" {...fields.field('sub_park')} />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Money, in pounds</legend>
          <div className={styles.twoColumns}>
            {MONEY.map((field) => (
              <TextField
                key={field}
                label={`${MONEY_LABELS[field]} (£)`}
                inputMode="decimal"
                autoComplete="off"
                {...fields.field(field)}
              />
            ))}
          </div>
        </fieldset>
        <FormDateField
          control={form.control}
          fields={fields}
          name="completed_date"
          label="Completed on (optional)"
          hint="The day the sale completed; leave it empty while it has not."
          clearLabel="Clear the completion date"
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>The holiday home</legend>
          <div className={styles.twoColumns}>
            {HOME_LABELS.map(([field, label]) => (
              <TextField
                key={field}
                label={label}
                inputMode={(WHOLE as readonly string[]).includes(field) ? 'numeric' : undefined}
                autoComplete="off"
                {...fields.field(field)}
              />
            ))}
          </div>
        </fieldset>
        {creating ? (
          <Checkbox
            label="Make this the owner's current deal"
            hint="The current deal is the one the owner sees in the Owner Portal. An owner's first deal becomes current anyway."
            {...fields.field('make_current')}
          />
        ) : null}
      </FormFrame>
    </Modal>
  );
}

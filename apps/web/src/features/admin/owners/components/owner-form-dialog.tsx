import {
  type TAdminOwner,
  type TCreateOwnerRequest,
  ZCreateOwnerRequest,
  ZUpdateOwnerRequest,
} from '@parkstays/contract';
import { Select, TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { countryOptions } from '../../../../lib/countries';
import { formResolver } from '../../../../lib/forms';
import { useParks } from '../../../../reads/catalogue';
import { useCreateOwner } from '../api/create-owner';
import { useUpdateOwner } from '../api/update-owner';
import { useDialogForm } from './dialog-form';
import styles from './owners.module.css';

type OwnerForm = {
  customer_no: string;
  name: string;
  email: string;
  phone_no: string;
  address: string;
  address_2: string;
  city: string;
  county: string;
  post_code: string;
  country_region_code: string;
  park_id: string;
};

const FIELDS = [
  'customer_no',
  'name',
  'email',
  'phone_no',
  'address',
  'address_2',
  'city',
  'county',
  'post_code',
  'country_region_code',
  'park_id',
] as const;

/** The address's lines, in the form's order. */
const ADDRESS_LABELS: [keyof OwnerForm, string][] = [
  ['address', 'Address line 1'],
  ['address_2', 'Address line 2 (optional)'],
  ['city', 'Town or city'],
  ['county', 'County (optional)'],
  ['post_code', 'Post code'],
];

const toBody = (form: OwnerForm, creating: boolean) => {
  const { customer_no, park_id, ...rest } = form;
  return {
    ...rest,
    park_id: park_id ? Number(park_id) : null,
    ...(creating ? { customer_no } : {}),
  };
};

const formOf = (owner?: TAdminOwner): OwnerForm => ({
  customer_no: owner?.customer_no ?? '',
  name: owner?.name ?? '',
  email: owner?.email ?? '',
  phone_no: owner?.phone_no ?? '',
  address: owner?.address ?? '',
  address_2: owner?.address_2 ?? '',
  city: owner?.city ?? '',
  county: owner?.county ?? '',
  post_code: owner?.post_code ?? '',
  country_region_code: owner?.country_region_code ?? 'GB',
  park_id: owner?.park ? String(owner.park.id) : '',
});

/**
 * Add an owner, or (given `owner`) change their contact details and park: one form, checked with
 * the contract's schema, the server's refusals beside their fields.
 */
export function OwnerFormDialog({
  owner,
  open,
  onClose,
  onSaved,
}: {
  owner?: TAdminOwner;
  open: boolean;
  onClose: () => void;
  onSaved: (saved: TAdminOwner, message: string) => void;
}) {
  const creating = !owner;
  const parks = useParks({ show_owner_only: 1 });
  const create = useCreateOwner();
  const update = useUpdateOwner(owner?.customer_no ?? '');
  const action = creating ? create : update;
  const { form, fields, close, submitWith, frame } = useDialogForm({
    action,
    defaultValues: formOf(owner),
    resolver: formResolver(creating ? ZCreateOwnerRequest : ZUpdateOwnerRequest, {
      toBody: (values: OwnerForm) => ({ body: toBody(values, creating) }),
    }),
    onClose,
    idPrefix: 'owner-form',
    fields: FIELDS,
  });
  const onSubmit = submitWith(
    (body) => (creating ? create.mutateAsync(body as TCreateOwnerRequest) : update.mutateAsync(body)),
    (answer) => {
      form.reset(formOf(answer.data));
      onSaved(answer.data, answer.message ?? 'Saved.');
    },
  );

  return (
    <Modal open={open} onClose={close} title={creating ? 'Add an owner' : `Edit ${owner.name}`} size="wide">
      <FormFrame
        {...frame}
        onSubmit={onSubmit}
        label={creating ? 'Add an owner' : 'Edit owner'}
        submitLabel={creating ? 'Add owner' : 'Save details'}
      >
        {creating ? (
          <TextField
            label="Customer number (optional)"
            hint="Leave it empty to give the next free number, like C10004."
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            {...fields.field('customer_no')}
          />
        ) : null}
        <div className={styles.twoColumns}>
          <TextField label="Name" autoComplete="off" {...fields.field('name')} />
          <TextField
            label="E-mail address on file"
            hint="Link codes and invoices go here."
            type="email"
            autoComplete="off"
            spellCheck={false}
            {...fields.field('email')}
          />
          <TextField
            label="Phone number (optional)"
            type="tel"
            autoComplete="off"
            {...fields.field('phone_no')}
          />
          <Select
            label="Park"
            hint="Where the owner keeps their holiday home."
            options={[
              { value: '', label: 'No park' },
              ...(parks.data ?? []).map((park) => ({ value: String(park.id), label: park.title })),
            ]}
            {...fields.field('park_id')}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Address</legend>
          <div className={styles.twoColumns}>
            {ADDRESS_LABELS.map(([field, label]) => (
              <TextField
                key={field}
                label={label}
                autoComplete="off"
                maxLength={field === 'post_code' ? 10 : undefined}
                {...fields.field(field)}
              />
            ))}
            <Select
              label="Country"
              options={countryOptions().map((country) => ({ value: country.code, label: country.name }))}
              {...fields.field('country_region_code')}
            />
          </div>
        </fieldset>
      </FormFrame>
    </Modal>
  );
}

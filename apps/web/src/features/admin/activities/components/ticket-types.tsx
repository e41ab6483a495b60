import {
  AMOUNT_FORMAT_MESSAGE,
  poundsToPence,
  type TAdminActivity,
  type TAdminTicketType,
  TICKET_KINDS,
  ZTicketTypeChange,
  ZTicketTypeRequest,
} from '@parkstays/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-step';
import { EmptyState } from '../../../../components/ui/empty-state';
import { TextField } from '../../../../components/ui/field';
import { FormActions } from '../../../../components/ui/form-actions';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Select } from '../../../../components/ui/select';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formatPence } from '../../../../lib/format';
import { type FormResolverOptions, formResolver, useFormFields } from '../../../../lib/forms';
import { useAddTicketType } from '../api/add-ticket-type';
import { useChangeTicketType } from '../api/change-ticket-type';
import { useRemoveTicketType } from '../api/remove-ticket-type';
import styles from './activities.module.css';

type TicketForm = { code: string; name: string; type: string; price: string };
const FIELDS = ['code', 'name', 'type', 'price'] as const;
const KIND_LABELS: Record<string, string> = {
  adult: 'Adult',
  child: 'Child',
  family: 'Family',
  senior: 'Senior',
  concession: 'Concession',
  other: 'Other',
};

/**
 * The price as typed in pounds becomes pence, then the contract's schema checks the request as the
 * API will (a new ticket type, or a change of one); its price's problems show on the price.
 */
function ticketBody(pick: (form: TicketForm, pence: number) => object): FormResolverOptions<TicketForm> {
  return {
    toBody: (form) => {
      const pence = form.price.trim() === '' ? Number.NaN : poundsToPence(form.price);
      const unreadable = pence === undefined || Number.isNaN(pence);
      return {
        body: pick(form, pence ?? 0),
        problems: unreadable ? { price: AMOUNT_FORMAT_MESSAGE } : {},
      };
    },
    fieldOf: (field) =>
      field === 'price_pence'
        ? 'price'
        : (FIELDS as readonly string[]).includes(field)
          ? (field as keyof TicketForm)
          : undefined,
  };
}

const toPounds = (pence: number) => (pence / 100).toFixed(2);

function TicketTypeRow({ activityId, type }: { activityId: number; type: TAdminTicketType }) {
  const change = useChangeTicketType();
  const remove = useRemoveTicketType();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    resolver: formResolver(
      ZTicketTypeChange,
      ticketBody((values, price_pence) => ({ name: values.name, price_pence })),
    ),
    defaultValues: { code: type.code, name: type.name, type: type.type, price: toPounds(type.price_pence) },
  });
  const fields = useFormFields(form, { idPrefix: `ticket-${type.id}`, fields: FIELDS });
  const onSubmit = form.handleSubmit((body) => change.mutate({ activityId, id: type.id, body }));
  return (
    <li className={styles.card}>
      <form
        className={styles.ticketRow}
        onSubmit={onSubmit}
        noValidate
        aria-label={`Ticket type ${type.name}`}
      >
        <p className={styles.ticketCode}>
          <strong>{type.code}</strong> · {KIND_LABELS[type.type] ?? type.type} · {type.tickets_sold} sold
        </p>
        <TextField label="Name" {...fields.field('name')} />
        <TextField
          label="Price (£)"
          inputMode="decimal"
          className={styles.narrow}
          {...fields.field('price')}
        />
        <FormActions>
          <Button type="submit" variant="secondary" busy={change.isPending} busyText="Saving">
            Save {type.name}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => setConfirming(true)}
            disabled={type.tickets_sold > 0}
          >
            Remove {type.name}
          </Button>
        </FormActions>
        {type.tickets_sold > 0 ? (
          <p className={styles.hintText}>Sold tickets name this type, so it cannot be removed.</p>
        ) : null}
        {change.isSuccess && !form.formState.isDirty ? (
          <Alert variant="success">{change.data.message}</Alert>
        ) : null}
        {change.isError ? <Alert variant="error">{errorMessage(change.error)}</Alert> : null}
        {remove.isError ? <Alert variant="error">{errorMessage(remove.error)}</Alert> : null}
      </form>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Remove the ${type.name} ticket?`}
        confirmLabel="Remove the ticket type"
        onConfirm={() => {
          setConfirming(false);
          remove.mutate({ activityId, id: type.id });
        }}
      >
        <p>Guests will no longer be able to buy {type.name} tickets for this activity.</p>
      </ConfirmDialog>
    </li>
  );
}

function AddTicketTypeForm({ activityId }: { activityId: number }) {
  const add = useAddTicketType();
  const form = useForm({
    resolver: formResolver(
      ZTicketTypeRequest,
      ticketBody(({ code, name, type }, price_pence) => ({ code, name, type, price_pence })),
    ),
    defaultValues: { code: '', name: '', type: 'adult', price: '' },
  });
  const fields = useFormFields(form, { idPrefix: 'new-ticket', fields: FIELDS });
  const onSubmit = form.handleSubmit((body) =>
    add.mutate(
      { activityId, body },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'TICKET_TYPE_CODE_TAKEN')
            form.setError('code', { message: error.message });
        },
      },
    ),
  );
  return (
    <FormFrame
      className={styles.form}
      onSubmit={onSubmit}
      label="Add a ticket type"
      summary={fields.summary}
      saved={add.isSuccess ? add.data.message : undefined}
      // A code already taken is said beside the code.
      failure={
        add.isError && !(add.error instanceof ApiError && add.error.code === 'TICKET_TYPE_CODE_TAKEN')
          ? errorMessage(add.error)
          : undefined
      }
      submitLabel="Add ticket type"
      busy={add.isPending}
      busyText="Adding"
    >
      <div className={styles.twoColumns}>
        <TextField
          label="Code"
          hint="Like ADULT or CHILD"
          autoComplete="off"
          spellCheck={false}
          {...fields.field('code')}
        />
        <TextField label="Name" hint="What guests see, like Child (4–17)" {...fields.field('name')} />
        <Select
          label="Kind"
          options={TICKET_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] ?? kind }))}
          {...fields.field('type')}
        />
        <TextField
          label="Price (£)"
          hint="0 for a free ticket"
          inputMode="decimal"
          {...fields.field('price')}
        />
      </div>
    </FormFrame>
  );
}

/** An activity's ticket types with their prices: changed in place, removed while none is sold, added. */
export function TicketTypes({ activity }: { activity: TAdminActivity }) {
  return (
    <div className={styles.stack}>
      {activity.ticket_types.length === 0 ? (
        <EmptyState variant="box">
          No ticket types yet: guests cannot book until you add one below.
        </EmptyState>
      ) : (
        <ul className={styles.cards} aria-label={`Ticket types of ${activity.name}`}>
          {activity.ticket_types.map((type) => (
            <TicketTypeRow
              key={`${type.id}-${type.price_pence}-${type.name}`}
              activityId={activity.id}
              type={type}
            />
          ))}
        </ul>
      )}
      <h3 className={styles.subheading}>Add a ticket type</h3>
      <AddTicketTypeForm activityId={activity.id} />
      <p className={styles.hintText}>
        Prices shown to guests:{' '}
        {activity.ticket_types.map((t) => `${t.name} ${formatPence(t.price_pence)}`).join(', ') || 'none yet'}
        .
      </p>
    </div>
  );
}

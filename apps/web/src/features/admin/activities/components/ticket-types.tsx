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
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { TextField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { Select } from '../../../../components/ui/select';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { summaryErrors } from '../../../../lib/form-errors';
import { formatPence } from '../../../../lib/format';
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
 * The form's own resolver: the price as typed in pounds becomes pence, then the contract's schema
 * checks the whole request as the API will (`schema`: a new ticket type, or a change of one).
 */
function ticketResolver(schema: z.ZodType): Resolver<TicketForm> {
  return async (values) => {
    const pence = values.price.trim() === '' ? Number.NaN : poundsToPence(values.price);
    const errors: FieldErrors<TicketForm> = {};
    if (pence === undefined || Number.isNaN(pence)) {
      errors.price = { type: 'validation', message: AMOUNT_FORMAT_MESSAGE };
    }
    const parsed = schema.safeParse({ ...values, price_pence: pence ?? 0 });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field =
          String(issue.path[0]) === 'price_pence' ? 'price' : (String(issue.path[0]) as keyof TicketForm);
        if (!errors[field]) errors[field] = { type: 'validation', message: issue.message };
      }
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

const toPounds = (pence: number) => (pence / 100).toFixed(2);

function TicketTypeRow({ activityId, type }: { activityId: number; type: TAdminTicketType }) {
  const change = useChangeTicketType();
  const remove = useRemoveTicketType();
  const [confirming, setConfirming] = useState(false);
  const id = (field: string) => `ticket-${type.id}-${field}`;
  const form = useForm<TicketForm>({
    resolver: ticketResolver(ZTicketTypeChange),
    defaultValues: { code: type.code, name: type.name, type: type.type, price: toPounds(type.price_pence) },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate({
      activityId,
      id: type.id,
      body: { name: values.name, price_pence: poundsToPence(values.price) ?? 0 },
    }),
  );
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
        <TextField id={id('name')} label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          id={id('price')}
          label="Price (£)"
          inputMode="decimal"
          className={styles.narrow}
          error={errors.price?.message}
          {...form.register('price')}
        />
        <div className={styles.buttons}>
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
        </div>
        {type.tickets_sold > 0 ? (
          <p className={styles.hintText}>Sold tickets name this type, so it cannot be removed.</p>
        ) : null}
        {change.isSuccess && !form.formState.isDirty ? (
          <Alert variant="success">{change.data.message}</Alert>
        ) : null}
        {change.isError ? <Alert variant="error">{errorMessage(change.error)}</Alert> : null}
        {remove.isError ? <Alert variant="error">{errorMessage(remove.error)}</Alert> : null}
      </form>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={`Remove the ${type.name} ticket?`}>
        <p>Guests will no longer be able to buy {type.name} tickets for this activity.</p>
        <div className={styles.buttons}>
          <Button
            onClick={() => {
              setConfirming(false);
              remove.mutate({ activityId, id: type.id });
            }}
          >
            Remove the ticket type
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      </Modal>
    </li>
  );
}

function AddTicketTypeForm({ activityId }: { activityId: number }) {
  const add = useAddTicketType();
  const ID = (field: string) => `new-ticket-${field}`;
  const form = useForm<TicketForm>({
    resolver: ticketResolver(ZTicketTypeRequest),
    defaultValues: { code: '', name: '', type: 'adult', price: '' },
  });
  const { errors, submitCount } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(
      {
        activityId,
        body: {
          code: values.code,
          name: values.name,
          type: values.type as (typeof TICKET_KINDS)[number],
          price_pence: poundsToPence(values.price) ?? 0,
        },
      },
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Add a ticket type">
      <ErrorSummary errors={summaryErrors(errors, FIELDS, ID)} focusKey={submitCount} />
      {add.isSuccess ? <Alert variant="success">{add.data.message}</Alert> : null}
      {add.isError && !(add.error instanceof ApiError && add.error.code === 'TICKET_TYPE_CODE_TAKEN') ? (
        <Alert variant="error">{errorMessage(add.error)}</Alert>
      ) : null}
      <div className={styles.twoColumns}>
        <TextField
          id={ID('code')}
          label="Code"
          hint="Like ADULT or CHILD"
          autoComplete="off"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextField
          id={ID('name')}
          label="Name"
          hint="What guests see, like Child (4–17)"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Select
          id={ID('type')}
          label="Kind"
          options={TICKET_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] ?? kind }))}
          error={errors.type?.message}
          {...form.register('type')}
        />
        <TextField
          id={ID('price')}
          label="Price (£)"
          hint="0 for a free ticket"
          inputMode="decimal"
          error={errors.price?.message}
          {...form.register('price')}
        />
      </div>
      <div className={styles.buttons}>
        <Button type="submit" busy={add.isPending} busyText="Adding">
          Add ticket type
        </Button>
      </div>
    </form>
  );
}

/** An activity's ticket types with their prices: changed in place, removed while none is sold, added. */
export function TicketTypes({ activity }: { activity: TAdminActivity }) {
  return (
    <div className={styles.stack}>
      {activity.ticket_types.length === 0 ? (
        <p className={styles.empty}>No ticket types yet: guests cannot book until you add one below.</p>
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

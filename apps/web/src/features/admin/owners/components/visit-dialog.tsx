import {
  londonToday,
  PEOPLE_MAX,
  type TAdminCreateVisitRequest,
  type TAdminVisit,
  type TLinkedAccount,
  VISIT_PARTY_DEFAULT,
  VISIT_PARTY_NOTE,
  visitChangeProblems,
  visitDateProblems,
  ZAdminCreateVisitRequest,
  ZChangeVisitDatesRequest,
} from '@parkstays/contract';
import { Select } from '../../../../components/ui/field';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { PartyFields } from '../../../../components/ui/party-fields';
import { formResolver } from '../../../../lib/forms';
import { useParks } from '../../../../reads/catalogue';
import { useChangeOwnerVisit, useCreateOwnerVisit } from '../api/save-owner-visit';
import { useDialogForm } from './dialog-form';
import styles from './owners.module.css';

type VisitForm = {
  account_id: string;
  park_id: string;
  start_date: string;
  end_date: string;
  no_of_adults: string;
  no_of_children: string;
};
const FIELDS = ['account_id', 'park_id', 'start_date', 'end_date', 'no_of_adults', 'no_of_children'] as const;

/**
 * Plan a visit for one of the owner's accounts with its party, or (given `visit`) change its dates,
 * by the rules an owner plans their own (the contract's visitDateProblems and visitChangeProblems).
 */
export function VisitDialog({
  customerNo,
  accounts,
  defaultParkId,
  visit,
  open,
  onClose,
  onSaved,
}: {
  customerNo: string;
  accounts: TLinkedAccount[];
  defaultParkId: number | null;
  visit?: TAdminVisit;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const creating = !visit;
  const today = londonToday();
  const parks = useParks({ show_owner_only: 1 });
  const create = useCreateOwnerVisit(customerNo);
  const change = useChangeOwnerVisit(customerNo, visit?.id ?? 0);
  const action = creating ? create : change;
  const initial: VisitForm = {
    account_id: visit ? String(visit.account.id) : accounts.length === 1 ? String(accounts[0]!.id) : '',
    park_id: visit ? String(visit.park.id) : defaultParkId ? String(defaultParkId) : '',
    start_date: visit?.visit_start_date ?? '',
    end_date: visit?.visit_end_date ?? '',
    no_of_adults: String(visit?.no_of_adults ?? VISIT_PARTY_DEFAULT.no_of_adults),
    no_of_children: String(visit?.no_of_children ?? VISIT_PARTY_DEFAULT.no_of_children),
  };
  const toBody = (form: VisitForm) =>
    creating
      ? {
          account_id: form.account_id ? Number(form.account_id) : Number.NaN,
          park_id: form.park_id ? Number(form.park_id) : Number.NaN,
          start_date: form.start_date,
          end_date: form.end_date,
          no_of_adults: form.no_of_adults.trim() === '' ? Number.NaN : Number(form.no_of_adults),
          no_of_children: form.no_of_children.trim() === '' ? Number.NaN : Number(form.no_of_children),
        }
      : { start_date: form.start_date, end_date: form.end_date };
  const { form, fields, close, submitWith, frame } = useDialogForm({
    action,
    defaultValues: initial,
    resolver: formResolver(creating ? ZAdminCreateVisitRequest : ZChangeVisitDatesRequest, {
      toBody: (form: VisitForm) => ({
        body: toBody(form),
        problems: {
          ...(creating && !form.account_id ? { account_id: 'Choose the account the visit is for' } : {}),
          ...(creating && !form.park_id ? { park_id: 'Park is required' } : {}),
          ...(!form.start_date ? { start_date: 'Start date is required' } : {}),
          ...(!form.end_date ? { end_date: 'End date is required' } : {}),
        },
      }),
      rules: (dates: { start_date: string; end_date: string }) =>
        visit
          ? visitChangeProblems({ start_date: visit.visit_start_date }, dates, today)
          : visitDateProblems(dates.start_date, dates.end_date, today),
    }),
    onClose,
    idPrefix: 'visit-form',
    fields: FIELDS,
  });
  const onSubmit = submitWith(
    (body) => (creating ? create.mutateAsync(body as TAdminCreateVisitRequest) : change.mutateAsync(body)),
    (answer) => {
      form.reset(creating ? initial : form.getValues());
      onSaved(answer.message);
    },
  );
  const title = creating ? 'Add a visit' : 'Change the visit’s dates';

  return (
    <Modal open={open} onClose={close} title={title}>
      <FormFrame
        {...frame}
        onSubmit={onSubmit}
        label={title}
        submitLabel={creating ? 'Add visit' : 'Save dates'}
      >
        {creating ? (
          <>
            <Select
              label="Account"
              hint="The owner's account that will book activities for the visit."
              placeholder={accounts.length === 1 ? undefined : 'Select an account'}
              options={accounts.map((account) => ({
                value: String(account.id),
                label: account.name ? `${account.name} (${account.email})` : account.email,
              }))}
              {...fields.field('account_id')}
            />
            <Select
              label="Park"
              placeholder={parks.isPending ? 'Loading parks…' : 'Select a park'}
              options={(parks.data ?? []).map((park) => ({ value: String(park.id), label: park.title }))}
              {...fields.field('park_id')}
            />
            <PartyFields
              className={styles.twoColumns}
              max={PEOPLE_MAX}
              adults={fields.field('no_of_adults')}
              kids={fields.field('no_of_children')}
            />
            <p className={styles.muted}>{VISIT_PARTY_NOTE}</p>
          </>
        ) : (
          <p className={styles.muted}>
            {visit.park.title}, for {visit.account.email}. A visit under way keeps its start date.
          </p>
        )}
        <div className={styles.twoColumns}>
          <FormDateField
            control={form.control}
            fields={fields}
            name="start_date"
            label="Start date"
            min={visit && visit.visit_start_date < today ? visit.visit_start_date : today}
          />
          <FormDateField
            control={form.control}
            fields={fields}
            name="end_date"
            label="End date"
            min={today}
          />
        </div>
      </FormFrame>
    </Modal>
  );
}

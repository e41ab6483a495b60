import {
  londonToday,
  PEOPLE_MAX,
  type TAdminVisit,
  type TLinkedAccount,
  VISIT_PARTY_DEFAULT,
  VISIT_PARTY_NOTE,
  visitChangeProblems,
  visitDateProblems,
  ZAdminCreateVisitRequest,
  ZChangeVisitDatesRequest,
} from '@parkstays/contract';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { DatePicker } from '../../../../components/ui/date-picker';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Select } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { PartyFields } from '../../../../components/ui/party-fields';
import { errorMessage } from '../../../../lib/api-client';
import { applyServerErrors, summaryErrors } from '../../../../lib/form-errors';
import { useOwnerParks } from '../api/get-owner-parks';
import { useChangeOwnerVisit, useCreateOwnerVisit } from '../api/save-owner-visit';
import { contractResolver } from './contract-resolver';
import { DateError } from './owner-section';
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
  const parks = useOwnerParks();
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
  const { control, register, handleSubmit, formState, setError, reset } = useForm<VisitForm>({
    // Checked again on submit, not on each keystroke: a half-typed amount ("12.") must not move the focus to the summary.
    reValidateMode: 'onSubmit',
    defaultValues: initial,
    resolver: contractResolver<VisitForm>({
      toBody: (form) => ({
        body: toBody(form),
        problems: {
          ...(creating && !form.account_id ? { account_id: 'Choose the account the visit is for' } : {}),
          ...(creating && !form.park_id ? { park_id: 'Park is required' } : {}),
          ...(!form.start_date ? { start_date: 'Start date is required' } : {}),
          ...(!form.end_date ? { end_date: 'End date is required' } : {}),
        },
      }),
      schema: creating ? ZAdminCreateVisitRequest : ZChangeVisitDatesRequest,
      rules: (body) => {
        const dates = body as { start_date: string; end_date: string };
        return visit
          ? visitChangeProblems({ start_date: visit.visit_start_date }, dates, today)
          : visitDateProblems(dates.start_date, dates.end_date, today);
      },
    }),
  });
  const id = (field: string) => `visit-form-${field}`;
  const errorOf = (field: keyof VisitForm) => formState.errors[field]?.message;
  const close = () => {
    action.reset();
    reset(initial);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = creating
        ? await create.mutateAsync(toBody(values) as Parameters<typeof create.mutateAsync>[0])
        : await change.mutateAsync(toBody(values));
      reset(creating ? initial : values);
      onSaved(answer.message);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });
  const refusedWithoutField = action.isError && Object.keys(formState.errors).length === 0;
  const title = creating ? 'Add a visit' : 'Change the visit’s dates';

  return (
    <Modal open={open} onClose={close} title={title}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
        <ErrorSummary errors={summaryErrors(formState.errors, FIELDS, id)} focusKey={formState.submitCount} />
        {refusedWithoutField ? <Alert variant="error">{errorMessage(action.error)}</Alert> : null}
        {creating ? (
          <>
            <Select
              id={id('account_id')}
              label="Account"
              hint="The owner's account that will book activities for the visit."
              placeholder={accounts.length === 1 ? undefined : 'Select an account'}
              options={accounts.map((account) => ({
                value: String(account.id),
                label: account.name ? `${account.name} (${account.email})` : account.email,
              }))}
              error={errorOf('account_id')}
              {...register('account_id')}
            />
            <Select
              id={id('park_id')}
              label="Park"
              placeholder={parks.isPending ? 'Loading parks…' : 'Select a park'}
              options={(parks.data ?? []).map((park) => ({ value: String(park.id), label: park.title }))}
              error={errorOf('park_id')}
              {...register('park_id')}
            />
            <PartyFields
              className={styles.twoColumns}
              max={PEOPLE_MAX}
              adults={{ id: id('no_of_adults'), error: errorOf('no_of_adults'), ...register('no_of_adults') }}
              kids={{
                id: id('no_of_children'),
                error: errorOf('no_of_children'),
                ...register('no_of_children'),
              }}
            />
            <p className={styles.muted}>{VISIT_PARTY_NOTE}</p>
          </>
        ) : (
          <p className={styles.muted}>
            {visit.park.title}, for {visit.account.email}. A visit under way keeps its start date.
          </p>
        )}
        <div className={styles.twoColumns}>
          <Controller
            control={control}
            name="start_date"
            render={({ field }) => (
              <div>
                <DatePicker
                  id={id('start_date')}
                  label="Start date"
                  value={field.value}
                  min={visit && visit.visit_start_date < today ? visit.visit_start_date : today}
                  onChange={field.onChange}
                />
                <DateError id={id('start_date')} error={errorOf('start_date')} />
              </div>
            )}
          />
          <Controller
            control={control}
            name="end_date"
            render={({ field }) => (
              <div>
                <DatePicker
                  id={id('end_date')}
                  label="End date"
                  value={field.value}
                  min={today}
                  onChange={field.onChange}
                />
                <DateError id={id('end_date')} error={errorOf('end_date')} />
              </div>
            )}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={action.isPending} busyText="Saving…">
            {creating ? 'Add visit' : 'Save dates'}
          </Button>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}

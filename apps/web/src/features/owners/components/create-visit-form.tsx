import {
  addDays,
  londonToday,
  PEOPLE_MAX,
  VISIT_PARTY_DEFAULT,
  VISIT_PARTY_NOTE,
  visitDateProblems,
  ZIsoDate,
  ZVisitPartyFields,
} from '@parkstays/contract';
import { useEffect, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DatePicker } from '../../../components/ui/date-picker';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Select } from '../../../components/ui/field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PartyFields } from '../../../components/ui/party-fields';
import { errorMessage } from '../../../lib/api-client';
import { type FormFields, formResolver, useFormFields } from '../../../lib/forms';
import { useParks } from '../../../reads/catalogue';
import { useCreateVisit } from '../api/create-visit';
import { visitDates } from '../owner-format';
import styles from './owners.module.css';

const FIELDS = ['park_id', 'start_date', 'end_date', 'no_of_adults', 'no_of_children'] as const;

export const visitFormSchema = z
  .object({
    park_id: z.string().min(1, 'Park is required'),
    start_date: z.string().min(1, 'Start date is required').pipe(ZIsoDate),
    end_date: z.string().min(1, 'End date is required').pipe(ZIsoDate),
    // Who is coming, in the API's words: the visit's tickets per session are at most its party.
    ...ZVisitPartyFields,
  })
  .superRefine((form, ctx) => {
    // Only two real dates can be compared (zod still runs this when a field has failed).
    if (!ZIsoDate.safeParse(form.start_date).success || !ZIsoDate.safeParse(form.end_date).success) return;
    // The contract's rules, in the API's words: from today, the end not before the start, a year at most.
    for (const problem of visitDateProblems(form.start_date, form.end_date, londonToday())) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });

type VisitFormValues = z.input<typeof visitFormSchema>;
type VisitFormOutput = z.output<typeof visitFormSchema>;

/** A new visit starts with no dates: the owner chooses both, so Save never plans one by accident. */
const EMPTY_DATES = { start_date: '', end_date: '' } as const;
const PARTY_DEFAULT = {
  no_of_adults: String(VISIT_PARTY_DEFAULT.no_of_adults),
  no_of_children: String(VISIT_PARTY_DEFAULT.no_of_children),
};

function DateField({
  id,
  label,
  value,
  min,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min: string;
  error?: string;
  onChange: (isoDate: string) => void;
}) {
  return (
    <div className={error ? styles.dateFieldError : undefined}>
      <DatePicker id={id} label={label} value={value} min={min} onChange={onChange} />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldErrorText}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A date of the visit, registered with the form; `onChosen` runs as a date is chosen, before the form takes it. */
function VisitDateField({
  name,
  label,
  min,
  control,
  fields,
  onChosen,
}: {
  name: 'start_date' | 'end_date';
  label: string;
  min: string;
  control: Control<VisitFormValues, unknown, VisitFormOutput>;
  fields: FormFields<VisitFormValues>;
  onChosen?: (isoDate: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          id={fields.id(name)}
          label={label}
          value={field.value}
          min={min}
          error={fields.error(name)}
          onChange={(isoDate) => {
            onChosen?.(isoDate);
            field.onChange(isoDate);
          }}
        />
      )}
    />
  );
}

/**
 * Plan a Visit: park, start date and end date (all required; the end not before the start), and
 * the party (two adults unless changed).
 */
export function CreateVisitForm({
  id: formId,
  defaultParkId,
  onClose,
}: {
  id: string;
  defaultParkId: number | null;
  onClose: () => void;
}) {
  const parks = useParks({ show_owner_only: 1 });
  const create = useCreateVisit();
  const [planned, setPlanned] = useState<string | null>(null);
  const today = londonToday();
  const form = useForm<VisitFormValues, unknown, VisitFormOutput>({
    resolver: formResolver(visitFormSchema),
    defaultValues: { park_id: '', ...EMPTY_DATES, ...PARTY_DEFAULT },
  });
  const { control, handleSubmit, setFocus, reset, getValues, setValue, watch } = form;
  const fields = useFormFields(form, { idPrefix: formId, fields: FIELDS });
  const startDate = watch('start_date');

  useEffect(() => {
    setFocus('park_id');
  }, [setFocus]);

  // The owner's own park is the likely choice: start there once the list has come.
  useEffect(() => {
    if (!parks.data || getValues('park_id') !== '' || defaultParkId === null) return;
    if (parks.data.some((park) => park.id === defaultParkId)) setValue('park_id', String(defaultParkId));
  }, [parks.data, defaultParkId, getValues, setValue]);

  // Moving the start past the end keeps the visit's length.
  const keepLength = (start: string) => {
    const { start_date: before, end_date: end } = getValues();
    if (before && end && end < start) {
      const nights = Math.max(1, Math.round((Date.parse(end) - Date.parse(before)) / 86_400_000));
      setValue('end_date', addDays(start, nights));
    }
  };

  const onSubmit = handleSubmit((values) => {
    setPlanned(null);
    create.mutate(
      {
        park_id: Number(values.park_id),
        start_date: values.start_date,
        end_date: values.end_date,
        no_of_adults: values.no_of_adults,
        no_of_children: values.no_of_children,
      },
      {
        onSuccess: (visit) => {
          setPlanned(
            `Your visit to ${visit.park.title} is planned: ${visitDates(visit.visit_start_date, visit.visit_end_date).toLowerCase()}.`,
          );
          reset({ park_id: values.park_id, ...EMPTY_DATES, ...PARTY_DEFAULT });
        },
        onError: fields.showServerErrors,
      },
    );
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className={styles.visitForm} aria-label="Plan a Visit">
      <ErrorSummary {...fields.summary} />
      {create.isError ? <Alert variant="error">{errorMessage(create.error)}</Alert> : null}
      {planned ? <Alert variant="success">{planned}</Alert> : null}
      {parks.isError ? <LoadFailed title="We could not load the parks" query={parks} /> : null}
      <div className={styles.visitFields}>
        <Select
          {...fields.field('park_id', { label: 'Park' })}
          placeholder={parks.isPending ? 'Loading parks…' : 'Select a park'}
          options={(parks.data ?? []).map((park) => ({ value: String(park.id), label: park.title }))}
        />
        <VisitDateField
          name="start_date"
          label="Start date"
          min={today}
          control={control}
          fields={fields}
          onChosen={keepLength}
        />
        <VisitDateField
          name="end_date"
          label="End date"
          min={startDate || today}
          control={control}
          fields={fields}
        />
      </div>
      <PartyFields
        className={styles.visitParty}
        max={PEOPLE_MAX}
        adults={fields.field('no_of_adults')}
        kids={fields.field('no_of_children')}
      />
      <p className={styles.note}>{VISIT_PARTY_NOTE}</p>
      <div className={styles.formActions}>
        <Button type="submit" busy={create.isPending} busyText="Saving…">
          Save Visit
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}

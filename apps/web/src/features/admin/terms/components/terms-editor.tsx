import { type THolidayTypeTerms, type TRefundChoice, ZTermsRequest } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { Select } from '../../../../components/ui/select';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { formatDateTime } from '../../../../lib/format';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useTerms } from '../api/list-terms';
import { useSaveTerms } from '../api/save-terms';
import styles from './terms.module.css';

const REFUND_OPTIONS: { value: TRefundChoice; label: string }[] = [
  { value: 'everything', label: 'Everything paid' },
  { value: 'all-but-deposit', label: 'Everything paid except the deposit' },
  { value: 'nothing', label: 'Nothing' },
];

const FIELDS = ['cancel_notice_days', 'refund_before', 'refund_within', 'change_terms'] as const;

/** One holiday type's terms: what guests are shown now, and the form that saves the next version. */
function HolidayTypeTermsCard({ terms }: { terms: THolidayTypeTerms }) {
  const save = useSaveTerms();
  const form = useForm({
    resolver: formResolver(ZTermsRequest),
    defaultValues: {
      cancel_notice_days: terms.cancel_notice_days,
      refund_before: terms.refund_before,
      refund_within: terms.refund_within,
      change_terms: terms.change_terms,
    },
  });
  const idPrefix = `terms-${terms.holiday_type_id}`;
  const fields = useFormFields(form, { idPrefix, fields: FIELDS });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ holidayTypeId: terms.holiday_type_id, ...values }, { onError: fields.showServerErrors }),
  );
  const headingId = `${idPrefix}-heading`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {terms.holiday_type}
      </h2>
      <p className={styles.note}>
        {terms.version === 0
          ? 'The standard terms: none saved for this holiday type yet.'
          : `Version ${terms.version}, saved ${formatDateTime(terms.created_at!)}.`}{' '}
        Bookings already paid keep the terms their guest agreed to.
      </p>
      <h3 className={styles.name}>What guests are shown</h3>
      <ul className={styles.sentences}>
        {terms.sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <FormFrame
        onSubmit={onSubmit}
        label={`Booking terms for ${terms.holiday_type}`}
        summary={fields.summary}
        call={save}
        failureTitle="The terms were not saved"
        saved={save.isSuccess ? save.data.message : undefined}
        submitLabel="Save as a new version"
        busyText="Saving…"
      >
        <TextField
          {...fields.field('cancel_notice_days', {
            label: 'Notice period (days before arrival)',
            hint: 'A guest who cancels this many days or more before arrival gets the first refund; closer than that, the second.',
            register: { valueAsNumber: true },
          })}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
        />
        <Select
          {...fields.field('refund_before', { label: 'Refund when cancelled before the notice period' })}
          options={REFUND_OPTIONS}
        />
        <Select
          {...fields.field('refund_within', { label: 'Refund when cancelled within the notice period' })}
          options={REFUND_OPTIONS}
        />
        <TextAreaField {...fields.field('change_terms', { label: 'Changes to a booking' })} rows={3} />
      </FormFrame>
    </li>
  );
}

/** The Terms section: each holiday type's cancellation and change terms, saved as versions. */
export function TermsEditor() {
  const terms = useTerms();
  if (terms.isPending) return <LoadingSkeleton label="Loading the terms" />;
  if (terms.isError) return <LoadFailed title="We could not load the terms" query={terms} />;
  return (
    <ul className={styles.list} aria-label="Booking terms by holiday type">
      {terms.data.map((type) => (
        <HolidayTypeTermsCard key={type.holiday_type_id} terms={type} />
      ))}
    </ul>
  );
}

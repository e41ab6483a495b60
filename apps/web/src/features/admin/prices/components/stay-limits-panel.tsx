import { STAY_NIGHTS_MAX, type TStayLimit, ZStayLimitRequest } from '@parkstays/contract';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Select } from '../../../../components/ui/field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { summaryErrors } from '../../../../lib/form-errors';
import { formatDate, formatNights } from '../../../../lib/format';
import { useDeleteStayLimit } from '../api/delete-stay-limit';
import { usePricedGrades } from '../api/list-priced-grades';
import { useStayLimits } from '../api/list-stay-limits';
import { useSaveStayLimit } from '../api/save-stay-limit';
import { holidayTypeOptions, parkOptions } from '../choices';
import { apiIssues, showIssues } from '../form-errors';
import { DateField } from './date-field';
import styles from './prices.module.css';
import { RuleList } from './rule-list';

type LimitForm = {
  park_code: string;
  holiday_type_id: string;
  start_date: string;
  end_date: string;
  min_nights: string;
  max_nights: string;
};
const FIELDS = [
  'park_code',
  'holiday_type_id',
  'start_date',
  'end_date',
  'min_nights',
  'max_nights',
] as const;
const id = (field: string) => `stay-limit-${field}`;
const isField = (field: string) =>
  (FIELDS as readonly string[]).includes(field) ? (field as keyof LimitForm) : undefined;
const EMPTY: LimitForm = {
  park_code: '',
  holiday_type_id: '',
  start_date: '',
  end_date: '',
  min_nights: '1',
  max_nights: String(STAY_NIGHTS_MAX),
};
const NIGHT_OPTIONS = Array.from({ length: STAY_NIGHTS_MAX }, (_, i) => ({
  value: String(i + 1),
  label: formatNights(i + 1),
}));

const limitTitle = (limit: TStayLimit) => `${limit.park_title}, ${limit.holiday_type_title}`;

/**
 * Stay limits: for arrivals between two dates at a park under a holiday type, the shortest and
 * longest stay on sale. Stays outside them leave the guest search at once; bookings made keep theirs.
 */
export function StayLimitsPanel() {
  const limits = useStayLimits();
  const save = useSaveStayLimit();
  const remove = useDeleteStayLimit();
  const [editing, setEditing] = useState<TStayLimit>();
  return (
    <div className={styles.columns}>
      <section className={styles.stack} aria-labelledby="stay-limits-list">
        <h3 id="stay-limits-list">Stay limits</h3>
        <RuleList
          label="Stay limits"
          query={limits}
          empty="No stay limits: every priced stay length is on sale."
          title={limitTitle}
          facts={(limit) => [
            ['Arrivals', `${formatDate(limit.start_date)} to ${formatDate(limit.end_date)}`],
            [
              'Stays of',
              limit.min_nights === limit.max_nights
                ? `${formatNights(limit.min_nights).toLowerCase()} only`
                : `${limit.min_nights} to ${limit.max_nights} nights`,
            ],
          ]}
          onEdit={setEditing}
          onRemove={(limit) => remove.mutateAsync(limit.id)}
          removeQuestion={(limit) => `Remove the stay limit for ${limitTitle(limit)}?`}
          removeWarning={() => 'Every priced stay length for those arrivals goes back on sale.'}
          removeLabel="Remove"
        />
      </section>
      <StayLimitForm
        key={editing?.id ?? 'new'}
        save={save}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
    </div>
  );
}

function StayLimitForm({
  save,
  editing,
  onDone,
}: {
  save: ReturnType<typeof useSaveStayLimit>;
  editing?: TStayLimit;
  onDone: () => void;
}) {
  const grades = usePricedGrades();
  const { register, control, handleSubmit, setError, clearErrors, reset, watch, setFocus, formState } =
    useForm<LimitForm>({
      defaultValues: editing
        ? {
            park_code: editing.park_code,
            holiday_type_id: String(editing.holiday_type_id),
            start_date: editing.start_date,
            end_date: editing.end_date,
            min_nights: String(editing.min_nights),
            max_nights: String(editing.max_nights),
          }
        : EMPTY,
    });
  const errorOf = (field: keyof LimitForm) => formState.errors[field]?.message;
  useEffect(() => {
    if (editing) setFocus('park_code');
  }, [editing, setFocus]);
  const park = watch('park_code');
  const submit = handleSubmit((form) => {
    clearErrors();
    const number = (value: string) => (value ? Number(value) : Number.NaN);
    const body = {
      park_code: form.park_code,
      holiday_type_id: number(form.holiday_type_id),
      start_date: form.start_date,
      end_date: form.end_date,
      min_nights: number(form.min_nights),
      max_nights: number(form.max_nights),
    };
    const parsed = ZStayLimitRequest.safeParse(body);
    if (!parsed.success) {
      showIssues(parsed.error.issues, setError, isField);
      return;
    }
    save.reset();
    save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: () => {
          reset(EMPTY);
          onDone();
        },
        onError: (error) => showIssues(apiIssues(error), setError, isField),
      },
    );
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="stay-limit-form-title">
      <h3 id="stay-limit-form-title">{editing ? 'Change the stay limit' : 'Add a stay limit'}</h3>
      <ErrorSummary errors={summaryErrors(formState.errors, FIELDS, id)} focusKey={formState.submitCount} />
      {save.isSuccess ? <Alert variant="success">{save.data.message}</Alert> : null}
      {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) ? (
        <Alert variant="error">{errorMessage(save.error)}</Alert>
      ) : null}
      <Select
        id={id('park_code')}
        label="Park"
        placeholder={grades.isPending ? 'Loading parks…' : 'Choose a park'}
        options={parkOptions(grades.data ?? [])}
        error={errorOf('park_code')}
        {...register('park_code')}
      />
      <Select
        id={id('holiday_type_id')}
        label="Holiday type"
        placeholder={park ? 'Choose a holiday type' : 'Choose a park first'}
        options={holidayTypeOptions(grades.data ?? [], park)}
        error={errorOf('holiday_type_id')}
        {...register('holiday_type_id')}
      />
      <div className={styles.row}>
        {(['start_date', 'end_date'] as const).map((field) => (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: { value, onChange } }) => (
              <DateField
                id={id(field)}
                label={field === 'start_date' ? 'First arrival date' : 'Last arrival date'}
                value={value}
                onChange={onChange}
                error={errorOf(field)}
              />
            )}
          />
        ))}
      </div>
      <div className={styles.row}>
        <Select
          id={id('min_nights')}
          label="Shortest stay"
          options={NIGHT_OPTIONS}
          error={errorOf('min_nights')}
          {...register('min_nights')}
        />
        <Select
          id={id('max_nights')}
          label="Longest stay"
          options={NIGHT_OPTIONS}
          error={errorOf('max_nights')}
          {...register('max_nights')}
        />
      </div>
      <div className={styles.buttons}>
        <Button type="submit" busy={save.isPending} busyText="Saving">
          {editing ? 'Save stay limit' : 'Add stay limit'}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import { londonToday, type TStopSell, ZStopSellRequest } from '@parkstays/contract';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Select, TextField } from '../../../../components/ui/field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { summaryErrors } from '../../../../lib/form-errors';
import { formatDate } from '../../../../lib/format';
import { useDeleteStopSell } from '../api/delete-stop-sell';
import { usePricedGrades } from '../api/list-priced-grades';
import { useStopSells } from '../api/list-stop-sells';
import { useSaveStopSell } from '../api/save-stop-sell';
import { gradeOptions } from '../choices';
import { apiIssues, showIssues } from '../form-errors';
import { DateField } from './date-field';
import styles from './prices.module.css';
import { RuleList } from './rule-list';

type StopForm = { grade_code: string; start_date: string; end_date: string; reason: string };
const FIELDS = ['grade_code', 'start_date', 'end_date', 'reason'] as const;
const id = (field: string) => `stop-sell-${field}`;
const isField = (field: string) =>
  (FIELDS as readonly string[]).includes(field) ? (field as keyof StopForm) : undefined;

const nightsText = (stop: TStopSell) =>
  stop.start_date === stop.end_date
    ? `The night of ${formatDate(stop.start_date)}`
    : `${formatDate(stop.start_date)} to ${formatDate(stop.end_date)}`;

/**
 * Stop-sells: a grade taken off sale for some nights. No new stay that spends one of them there is
 * sold from the moment it is saved; stays already booked keep their nights.
 */
export function StopSellsPanel({ gradeCode }: { gradeCode: string }) {
  const stops = useStopSells();
  const save = useSaveStopSell();
  const remove = useDeleteStopSell();
  const [editing, setEditing] = useState<TStopSell>();
  return (
    <div className={styles.columns}>
      <section className={styles.stack} aria-labelledby="stop-sells-list">
        <h3 id="stop-sells-list">Stop-sells</h3>
        <RuleList
          label="Stop-sells"
          query={stops}
          empty="Nothing is stop-sold: every priced stay is on sale."
          title={(stop) => `${stop.grade_title} (${stop.grade_code})`}
          facts={(stop) => [
            ['Nights', nightsText(stop)],
            ...(stop.reason ? ([['Reason', stop.reason]] as [string, string][]) : []),
          ]}
          onEdit={setEditing}
          onRemove={(stop) => remove.mutateAsync(stop.id)}
          removeQuestion={(stop) => `Put ${stop.grade_title} back on sale?`}
          removeWarning={(stop) => `${nightsText(stop)}: guests can book them again at once.`}
          removeLabel="End stop-sell"
        />
      </section>
      <StopSellForm
        key={editing?.id ?? `new-${gradeCode}`}
        save={save}
        editing={editing}
        gradeCode={gradeCode}
        onDone={() => setEditing(undefined)}
      />
    </div>
  );
}

function StopSellForm({
  save,
  editing,
  gradeCode,
  onDone,
}: {
  save: ReturnType<typeof useSaveStopSell>;
  editing?: TStopSell;
  gradeCode: string;
  onDone: () => void;
}) {
  const grades = usePricedGrades();
  const [today] = useState(() => londonToday());
  const empty: StopForm = { grade_code: gradeCode, start_date: '', end_date: '', reason: '' };
  const { register, control, handleSubmit, setError, clearErrors, reset, setFocus, formState } =
    useForm<StopForm>({
      defaultValues: editing
        ? {
            grade_code: editing.grade_code,
            start_date: editing.start_date,
            end_date: editing.end_date,
            reason: editing.reason,
          }
        : empty,
    });
  const errorOf = (field: keyof StopForm) => formState.errors[field]?.message;
  useEffect(() => {
    if (editing) setFocus('grade_code');
  }, [editing, setFocus]);
  const submit = handleSubmit((form) => {
    clearErrors();
    const parsed = ZStopSellRequest.safeParse(form);
    if (!parsed.success) {
      showIssues(parsed.error.issues, setError, isField);
      return;
    }
    save.reset();
    save.mutate(
      { id: editing?.id, body: form },
      {
        onSuccess: () => {
          reset(empty);
          onDone();
        },
        onError: (error) => showIssues(apiIssues(error), setError, isField),
      },
    );
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="stop-sell-form-title">
      <h3 id="stop-sell-form-title">{editing ? 'Change the stop-sell' : 'Stop selling a grade'}</h3>
      <ErrorSummary errors={summaryErrors(formState.errors, FIELDS, id)} focusKey={formState.submitCount} />
      {save.isSuccess ? <Alert variant="success">{save.data.message}</Alert> : null}
      {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) ? (
        <Alert variant="error">{errorMessage(save.error)}</Alert>
      ) : null}
      <Select
        id={id('grade_code')}
        label="Accommodation"
        placeholder={grades.isPending ? 'Loading grades…' : 'Choose a grade'}
        options={gradeOptions(grades.data ?? [])}
        error={errorOf('grade_code')}
        {...register('grade_code')}
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
                label={field === 'start_date' ? 'First night off sale' : 'Last night off sale'}
                min={today}
                value={value}
                onChange={onChange}
                error={errorOf(field)}
              />
            )}
          />
        ))}
      </div>
      <TextField
        id={id('reason')}
        label="Reason (optional)"
        hint="For staff only, for example Drainage works"
        autoComplete="off"
        error={errorOf('reason')}
        {...register('reason')}
      />
      <div className={styles.buttons}>
        <Button type="submit" busy={save.isPending} busyText="Saving">
          {editing ? 'Save stop-sell' : 'Stop selling'}
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

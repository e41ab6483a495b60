import {
  describeWeekdays,
  STAY_LENGTHS,
  type TArrivalRule,
  WEEKDAY_NAMES,
  WEEKDAYS_MONDAY_FIRST,
  ZArrivalRuleRequest,
} from '@parkstays/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Checkbox, Select } from '../../../../components/ui/field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { summaryErrors } from '../../../../lib/form-errors';
import { formatNights } from '../../../../lib/format';
import { useDeleteArrivalRule } from '../api/delete-arrival-rule';
import { useArrivalRules } from '../api/list-arrival-rules';
import { usePricedGrades } from '../api/list-priced-grades';
import { useSaveArrivalRule } from '../api/save-arrival-rule';
import { holidayTypeOptions, parkOptions } from '../choices';
import { apiIssues, showIssues } from '../form-errors';
import styles from './prices.module.css';
import { RuleList } from './rule-list';

type RuleForm = { park_code: string; holiday_type_id: string; no_of_nights: string; weekdays: string[] };
const FIELDS = ['park_code', 'holiday_type_id', 'no_of_nights', 'weekdays'] as const;
const id = (field: string) => `arrival-rule-${field}`;
const isField = (field: string) =>
  (FIELDS as readonly string[]).includes(field) ? (field as keyof RuleForm) : undefined;
const EMPTY: RuleForm = { park_code: '', holiday_type_id: '', no_of_nights: '', weekdays: [] };

const ruleTitle = (rule: TArrivalRule) =>
  `${rule.park_title}, ${rule.holiday_type_title}: ${formatNights(rule.no_of_nights).toLowerCase()}`;

/**
 * Arrival-day rules: at a park, for a holiday type and stay length, the weekdays guests may arrive
 * on. The guest search, its calendar and bookings follow them as soon as they are saved; a length
 * without a rule may start on any day.
 */
export function ArrivalRulesPanel() {
  const rules = useArrivalRules();
  const save = useSaveArrivalRule();
  const remove = useDeleteArrivalRule();
  const [editing, setEditing] = useState<TArrivalRule>();
  return (
    <div className={styles.columns}>
      <section className={styles.stack} aria-labelledby="arrival-rules-list">
        <h3 id="arrival-rules-list">Arrival days</h3>
        <RuleList
          label="Arrival-day rules"
          query={rules}
          empty="No arrival-day rules: guests may arrive on any day for any stay length."
          title={ruleTitle}
          facts={(rule) => [['Guests arrive on', describeWeekdays(rule.weekdays)]]}
          onEdit={setEditing}
          onRemove={(rule) => remove.mutateAsync(rule.id)}
          removeQuestion={(rule) => `Remove the rule for ${ruleTitle(rule)}?`}
          removeWarning={(rule) =>
            `Guests will be able to arrive on any day for ${formatNights(rule.no_of_nights).toLowerCase()} at ${rule.park_title}.`
          }
          removeLabel="Remove"
        />
      </section>
      <ArrivalRuleForm
        key={editing?.id ?? 'new'}
        save={save}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
    </div>
  );
}

function ArrivalRuleForm({
  save,
  editing,
  onDone,
}: {
  save: ReturnType<typeof useSaveArrivalRule>;
  editing?: TArrivalRule;
  onDone: () => void;
}) {
  const grades = usePricedGrades();
  const { register, handleSubmit, setError, clearErrors, reset, watch, setFocus, formState } =
    useForm<RuleForm>({
      defaultValues: editing
        ? {
            park_code: editing.park_code,
            holiday_type_id: String(editing.holiday_type_id),
            no_of_nights: String(editing.no_of_nights),
            weekdays: editing.weekdays.map(String),
          }
        : EMPTY,
    });
  const errorOf = (field: keyof RuleForm) => formState.errors[field]?.message;
  useEffect(() => {
    if (editing) setFocus('park_code');
  }, [editing, setFocus]);
  const park = watch('park_code');
  const submit = handleSubmit((form) => {
    clearErrors();
    const body = {
      park_code: form.park_code,
      holiday_type_id: form.holiday_type_id ? Number(form.holiday_type_id) : Number.NaN,
      no_of_nights: form.no_of_nights ? Number(form.no_of_nights) : Number.NaN,
      weekdays: form.weekdays.map(Number),
    };
    const parsed = ZArrivalRuleRequest.safeParse(body);
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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="arrival-rule-form-title">
      <h3 id="arrival-rule-form-title">{editing ? 'Change the arrival days' : 'Add arrival days'}</h3>
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
      <div className={styles.row}>
        <Select
          id={id('holiday_type_id')}
          label="Holiday type"
          placeholder={park ? 'Choose a holiday type' : 'Choose a park first'}
          options={holidayTypeOptions(grades.data ?? [], park)}
          error={errorOf('holiday_type_id')}
          {...register('holiday_type_id')}
        />
        <Select
          id={id('no_of_nights')}
          label="Stay length"
          placeholder="Choose a stay length"
          options={STAY_LENGTHS.map((n) => ({ value: String(n), label: formatNights(n) }))}
          error={errorOf('no_of_nights')}
          {...register('no_of_nights')}
        />
      </div>
      <fieldset
        className={styles.choices}
        aria-describedby={errorOf('weekdays') ? `${id('weekdays')}-error` : undefined}
      >
        <legend>Guests may arrive on</legend>
        {errorOf('weekdays') ? (
          <p id={`${id('weekdays')}-error`} className={styles.fieldError}>
            <span className="visually-hidden">Error: </span>
            {errorOf('weekdays')}
          </p>
        ) : null}
        {WEEKDAYS_MONDAY_FIRST.map((day, index) => (
          <Checkbox
            key={day}
            id={index === 0 ? id('weekdays') : `${id('weekdays')}-${day}`}
            label={WEEKDAY_NAMES[day]}
            value={String(day)}
            {...register('weekdays')}
          />
        ))}
      </fieldset>
      <div className={styles.buttons}>
        <Button type="submit" busy={save.isPending} busyText="Saving">
          {editing ? 'Save arrival days' : 'Add arrival days'}
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

import { londonToday, type TPricedGrade } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Select, type SelectOption, TextField } from '../../../../components/ui/field';
import { FormActions } from '../../../../components/ui/form-actions';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useDeleteRule } from '../api/delete-rule';
import { listPricedGradesQueryOptions } from '../api/list-priced-grades';
import { useRules } from '../api/list-rules';
import { type RuleApi, tableOf } from '../api/rule-api';
import { useSaveRule } from '../api/save-rule';
import { type CheckboxChoice, CheckboxChoices } from './checkbox-choices';
import { PriceColumns } from './price-columns';
import styles from './prices.module.css';
import { RuleList, type RuleListProps } from './rule-list';

type Rule = { id: number };

/** What a question's choices may depend on: the grades on sale and the answers so far. */
export type RuleChoices<TForm> = { grades: readonly TPricedGrade[]; loadingGrades: boolean; answers: TForm };

/** One question of a rule's form. */
export type RuleField<TForm extends FieldValues> =
  | { kind: 'text'; name: Path<TForm>; label: string; hint: string }
  | { kind: 'date'; name: Path<TForm>; label: string; fromToday?: boolean }
  | {
      kind: 'select';
      name: Path<TForm>;
      label: string;
      placeholder?: (choices: RuleChoices<TForm>) => string;
      options: (choices: RuleChoices<TForm>) => SelectOption[];
    }
  | { kind: 'checkboxes'; name: Path<TForm>; legend: string; choices: readonly CheckboxChoice[] };

/**
 * One of the Prices screen's rule tables (seasons, arrival days, stay limits, stop-sells): where it
 * lives on the API, how its list shows a rule, and its form's questions, in words and in order.
 */
export type RuleTableConfig<TRule extends Rule, TForm extends FieldValues, TRequest extends z.ZodType> = {
  api: RuleApi<TRule, TRequest>;
  /** The list's heading. */
  heading: string;
  /** How the list shows a rule and asks before removing one. */
  list: Omit<RuleListProps<TRule>, 'query' | 'onEdit' | 'onRemove'>;
  /** Prefix of the form's ids: `season` gives season-name and season-form-title. */
  idPrefix: string;
  /** The form's heading and its button, adding (no rule) or changing one. */
  formTitle: (editing?: TRule) => string;
  submitLabel: (editing?: TRule) => string;
  /** The questions in order; an array is a row of questions side by side. */
  fields: readonly (RuleField<TForm> | readonly RuleField<TForm>[])[];
  /** A new rule's answers; `gradeCode` is the grade the screen shows. */
  blank: (gradeCode: string) => TForm;
  /** An existing rule's answers. */
  answersOf: (rule: TRule) => TForm;
  /** The answers as the request the contract checks (text into numbers). */
  toBody: (answers: TForm) => z.input<TRequest>;
};

/**
 * A rule table: its rules (each with Change and Remove) beside the form that adds one, or changes
 * the one chosen. The list and the form show the API's answers; every change refreshes the screen.
 */
export function RuleTable<TRule extends Rule, TForm extends FieldValues, TRequest extends z.ZodType>({
  table,
  gradeCode = '',
}: {
  table: RuleTableConfig<TRule, TForm, TRequest>;
  /** The grade the screen shows, for forms that start on it. */
  gradeCode?: string;
}) {
  const rules = useRules(table.api);
  const save = useSaveRule(table.api);
  const remove = useDeleteRule(table.api);
  const [editing, setEditing] = useState<TRule>();
  const listId = `${tableOf(table.api)}-list`;
  return (
    <PriceColumns>
      <section className={styles.stack} aria-labelledby={listId}>
        <h3 id={listId}>{table.heading}</h3>
        <RuleList
          {...table.list}
          query={rules}
          onEdit={setEditing}
          onRemove={(rule) => remove.mutateAsync(rule.id)}
        />
      </section>
      <RuleForm
        key={editing?.id ?? `new-${gradeCode}`}
        table={table}
        save={save}
        editing={editing}
        gradeCode={gradeCode}
        onDone={() => setEditing(undefined)}
      />
    </PriceColumns>
  );
}

function RuleForm<TRule extends Rule, TForm extends FieldValues, TRequest extends z.ZodType>({
  table,
  save,
  editing,
  gradeCode,
  onDone,
}: {
  table: RuleTableConfig<TRule, TForm, TRequest>;
  save: ReturnType<typeof useSaveRule<TRule, TRequest>>;
  editing?: TRule;
  gradeCode: string;
  onDone: () => void;
}) {
  const questions = table.fields.flat() as RuleField<TForm>[];
  const names = questions.map((question) => question.name);
  const first = names[0];
  const fieldOf = (requestField: string) => names.find((name) => name === requestField);
  // A select's choices may come from the grades (parks, holiday types, grades).
  const grades = useQuery({
    ...listPricedGradesQueryOptions(),
    enabled: questions.some((question) => question.kind === 'select'),
  });
  const [today] = useState(() => londonToday());
  const blank = table.blank(gradeCode);
  const form = useForm<TForm, unknown, z.output<TRequest>>({
    resolver: formResolver<TForm, TRequest>(table.api.request, {
      toBody: (answers) => ({ body: table.toBody(answers) }),
      fieldOf,
    }),
    defaultValues: (editing ? table.answersOf(editing) : blank) as DefaultValues<TForm>,
  });
  const { control, handleSubmit, reset, watch, setFocus } = form;
  const fields = useFormFields(form, { idPrefix: table.idPrefix, fields: names, fieldOf });
  useEffect(() => {
    if (editing && first) setFocus(first);
  }, [editing, first, setFocus]);
  const submit = handleSubmit((body) => {
    save.reset();
    save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: () => {
          reset(blank);
          onDone();
        },
        onError: fields.showServerErrors,
      },
    );
  });
  const choices: RuleChoices<TForm> = {
    grades: grades.data ?? [],
    loadingGrades: grades.isPending,
    answers: watch(),
  };

  const draw = (question: RuleField<TForm>): ReactNode => {
    const { name } = question;
    switch (question.kind) {
      case 'text':
        return (
          <TextField
            key={name}
            {...fields.field(name, { label: question.label, hint: question.hint })}
            autoComplete="off"
          />
        );
      case 'date':
        return (
          <FormDateField
            key={name}
            control={control}
            fields={fields}
            name={name}
            label={question.label}
            min={question.fromToday ? today : undefined}
          />
        );
      case 'select':
        return (
          <Select
            key={name}
            {...fields.field(name, { label: question.label })}
            placeholder={question.placeholder?.(choices)}
            options={question.options(choices)}
          />
        );
      case 'checkboxes':
        return (
          <CheckboxChoices
            key={name}
            id={fields.id(name)}
            legend={question.legend}
            choices={question.choices}
            error={fields.error(name)}
            registration={form.register(name)}
          />
        );
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${table.idPrefix}-form-title`}
    >
      <h3 id={`${table.idPrefix}-form-title`}>{table.formTitle(editing)}</h3>
      <ErrorSummary {...fields.summary} />
      {save.isSuccess ? <Alert variant="success">{save.data.message}</Alert> : null}
      {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) ? (
        <Alert variant="error">{errorMessage(save.error)}</Alert>
      ) : null}
      {table.fields.map((entry) =>
        'kind' in entry ? (
          draw(entry)
        ) : (
          <div key={entry.map((question) => question.name).join()} className={styles.row}>
            {entry.map(draw)}
          </div>
        ),
      )}
      <FormActions>
        <Button type="submit" busy={save.isPending} busyText="Saving">
          {table.submitLabel(editing)}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </FormActions>
    </form>
  );
}

import { type TSeason, ZSeasonRequest } from '@parkstays/contract';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { TextField } from '../../../../components/ui/field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { summaryErrors } from '../../../../lib/form-errors';
import { formatDate } from '../../../../lib/format';
import { useDeleteSeason } from '../api/delete-season';
import { useSeasons } from '../api/list-seasons';
import { useSaveSeason } from '../api/save-season';
import { apiIssues, showIssues } from '../form-errors';
import { DateField } from './date-field';
import styles from './prices.module.css';
import { RuleList } from './rule-list';

type SeasonForm = { name: string; start_date: string; end_date: string };
const FIELDS = ['name', 'start_date', 'end_date'] as const;
const id = (field: string) => `season-${field}`;
const EMPTY: SeasonForm = { name: '', start_date: '', end_date: '' };
const isField = (field: string) =>
  (FIELDS as readonly string[]).includes(field) ? (field as keyof SeasonForm) : undefined;

/** Seasons: named date ranges the bulk editor offers ("Summer holidays"). They change no price themselves. */
export function SeasonsPanel() {
  const seasons = useSeasons();
  const remove = useDeleteSeason();
  const save = useSaveSeason();
  const [editing, setEditing] = useState<TSeason>();
  return (
    <div className={styles.columns}>
      <section className={styles.stack} aria-labelledby="seasons-list">
        <h3 id="seasons-list">Seasons</h3>
        <RuleList
          label="Seasons"
          query={seasons}
          empty="No seasons yet: add one to choose it in the bulk editor."
          title={(s) => s.name}
          facts={(s) => [['Dates', `${formatDate(s.start_date)} to ${formatDate(s.end_date)}`]]}
          onEdit={setEditing}
          onRemove={(s) => remove.mutateAsync(s.id)}
          removeQuestion={(s) => `Remove ${s.name}?`}
          removeWarning={() => 'No price changes: the season is only a name for its dates.'}
          removeLabel="Remove"
        />
      </section>
      <SeasonForm
        key={editing?.id ?? 'new'}
        save={save}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
    </div>
  );
}

function SeasonForm({
  save,
  editing,
  onDone,
}: {
  save: ReturnType<typeof useSaveSeason>;
  editing?: TSeason;
  onDone: () => void;
}) {
  const { register, control, handleSubmit, setError, clearErrors, reset, setFocus, formState } =
    useForm<SeasonForm>({
      defaultValues: editing
        ? { name: editing.name, start_date: editing.start_date, end_date: editing.end_date }
        : EMPTY,
    });
  const errorOf = (field: keyof SeasonForm) => formState.errors[field]?.message;
  useEffect(() => {
    if (editing) setFocus('name');
  }, [editing, setFocus]);
  const submit = handleSubmit((form) => {
    clearErrors();
    const parsed = ZSeasonRequest.safeParse(form);
    if (!parsed.success) {
      showIssues(parsed.error.issues, setError, isField);
      return;
    }
    save.reset();
    save.mutate(
      { id: editing?.id, body: form },
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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="season-form-title">
      <h3 id="season-form-title">{editing ? `Change ${editing.name}` : 'Add a season'}</h3>
      <ErrorSummary errors={summaryErrors(formState.errors, FIELDS, id)} focusKey={formState.submitCount} />
      {save.isSuccess ? <Alert variant="success">{save.data.message}</Alert> : null}
      {save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0) ? (
        <Alert variant="error">{errorMessage(save.error)}</Alert>
      ) : null}
      <TextField
        id={id('name')}
        label="Name"
        hint="For example Summer holidays 2027"
        autoComplete="off"
        error={errorOf('name')}
        {...register('name')}
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
                label={field === 'start_date' ? 'First day' : 'Last day'}
                value={value}
                onChange={onChange}
                error={errorOf(field)}
              />
            )}
          />
        ))}
      </div>
      <div className={styles.buttons}>
        <Button type="submit" busy={save.isPending} busyText="Saving">
          {editing ? 'Save season' : 'Add season'}
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

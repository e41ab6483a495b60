import { type TFindOwnersQuery, ZFindOwnersQuery } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Select, TextField } from '../../../../components/ui/field';
import { summaryErrors } from '../../../../lib/form-errors';
import { useOwnerParks } from '../api/get-owner-parks';
import { contractResolver } from './contract-resolver';
import styles from './owners.module.css';

/** What the search form edits: the query without its page. */
export type OwnerSearch = { q: string; park_id: string };

export const EMPTY_OWNER_SEARCH: OwnerSearch = { q: '', park_id: '' };

const FIELDS = ['q', 'park_id'] as const;
const id = (field: string) => `owner-search-${field}`;

/** The search as the API takes it: an empty park left out. */
export function toFindOwnersQuery(search: OwnerSearch, page = 1): TFindOwnersQuery {
  return { q: search.q, park_id: search.park_id ? Number(search.park_id) : undefined, page };
}

/** Find owners by name, customer number or e-mail, and park; checked with the contract's query. */
export function OwnerSearchForm({
  initial,
  onSearch,
}: {
  initial: OwnerSearch;
  onSearch: (search: OwnerSearch) => void;
}) {
  const parks = useOwnerParks();
  const { register, handleSubmit, reset, formState } = useForm<OwnerSearch>({
    // Checked again on submit, not on each keystroke: a half-typed amount ("12.") must not move the focus to the summary.
    reValidateMode: 'onSubmit',
    defaultValues: initial,
    resolver: contractResolver<OwnerSearch>({
      toBody: (form) => ({ body: toFindOwnersQuery(form) }),
      schema: ZFindOwnersQuery,
    }),
  });
  return (
    <form
      className={styles.searchForm}
      onSubmit={handleSubmit((values) => onSearch(values))}
      noValidate
      aria-label="Find owners"
    >
      <ErrorSummary errors={summaryErrors(formState.errors, FIELDS, id)} focusKey={formState.submitCount} />
      <div className={styles.searchFields}>
        <TextField
          id={id('q')}
          label="Name, customer number or e-mail"
          hint="Any part of it, for example Hughes or C10001"
          autoComplete="off"
          spellCheck={false}
          error={formState.errors.q?.message}
          {...register('q')}
        />
        <Select
          id={id('park_id')}
          label="Park"
          error={formState.errors.park_id?.message}
          options={[
            { value: '', label: 'All parks' },
            ...(parks.data ?? []).map((park) => ({ value: String(park.id), label: park.title })),
          ]}
          {...register('park_id')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">Search</Button>
        <Button
          variant="secondary"
          onClick={() => {
            reset(EMPTY_OWNER_SEARCH);
            onSearch(EMPTY_OWNER_SEARCH);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

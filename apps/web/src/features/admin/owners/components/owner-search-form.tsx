import { type TFindOwnersQuery, ZFindOwnersQuery } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Select, TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useParks } from '../../../../reads/catalogue';
import styles from './owners.module.css';

/** What the search form edits: the query without its page. */
export type OwnerSearch = { q: string; park_id: string };

export const EMPTY_OWNER_SEARCH: OwnerSearch = { q: '', park_id: '' };

const FIELDS = ['q', 'park_id'] as const;

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
  const parks = useParks({ show_owner_only: 1 });
  const form = useForm({
    // Checked again on submit, not on each keystroke.
    reValidateMode: 'onSubmit',
    defaultValues: initial,
    resolver: formResolver(ZFindOwnersQuery, {
      toBody: (values: OwnerSearch) => ({ body: toFindOwnersQuery(values) }),
    }),
  });
  const { handleSubmit, reset, getValues } = form;
  const fields = useFormFields(form, { idPrefix: 'owner-search', fields: FIELDS });
  return (
    <FormFrame
      className={styles.searchForm}
      onSubmit={handleSubmit(() => onSearch(getValues()))}
      label="Find owners"
      summary={fields.summary}
      submitLabel="Search"
      otherAction={{
        label: 'Clear',
        onClick: () => {
          reset(EMPTY_OWNER_SEARCH);
          onSearch(EMPTY_OWNER_SEARCH);
        },
      }}
    >
      <div className={styles.searchFields}>
        <TextField
          label="Name, customer number or e-mail"
          hint="Any part of it, for example Hughes or C10001"
          autoComplete="off"
          spellCheck={false}
          {...fields.field('q')}
        />
        <Select
          label="Park"
          options={[
            { value: '', label: 'All parks' },
            ...(parks.data ?? []).map((park) => ({ value: String(park.id), label: park.title })),
          ]}
          {...fields.field('park_id')}
        />
      </div>
    </FormFrame>
  );
}

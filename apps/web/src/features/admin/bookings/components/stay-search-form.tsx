import { STAY_DATE_MATCHES, type TFindStaysQuery, ZFindStaysQuery } from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { Select, TextField } from '../../../../components/ui/field';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { formResolver, useFormFields } from '../../../../lib/forms';
import { useParks } from '../../../../reads/catalogue';
import styles from './bookings.module.css';

/** What the search form edits: the query without its page. */
export type StaySearch = {
  q: string;
  park_code: string;
  from: string;
  to: string;
  dates: 'arrival' | 'staying';
};

export const EMPTY_STAY_SEARCH: StaySearch = { q: '', park_code: '', from: '', to: '', dates: 'arrival' };

const FIELDS = ['q', 'park_code', 'from', 'to'] as const;
const DATE_MATCH_LABELS: Record<(typeof STAY_DATE_MATCHES)[number], string> = {
  arrival: 'Arriving between these dates',
  staying: 'Staying on any night between these dates',
};

/** The search as the API takes it: empty dates left out. */
export function toFindStaysQuery(search: StaySearch, page = 1): TFindStaysQuery {
  return {
    q: search.q,
    park_code: search.park_code,
    from: search.from || undefined,
    to: search.to || undefined,
    dates: search.dates,
    page,
  };
}

/**
 * Reception's search for stays: one box for a reference, a guest's name or e-mail, a park, and a
 * date range matched on arrival or on the nights stayed. Checked with the contract's own rules.
 */
export function StaySearchForm({
  initial,
  onSearch,
}: {
  initial: StaySearch;
  onSearch: (search: StaySearch) => void;
}) {
  const parks = useParks();
  const form = useForm<StaySearch, unknown, TFindStaysQuery>({
    // The contract checks the query the search makes (dates in order, a known park).
    resolver: formResolver(ZFindStaysQuery, {
      toBody: (values: StaySearch) => ({ body: toFindStaysQuery(values) }),
    }),
    defaultValues: initial,
  });
  const fields = useFormFields(form, { idPrefix: 'stay-search', fields: FIELDS });
  // The address keeps the search as typed, so it is the form's values that are handed on.
  const submit = form.handleSubmit(() => onSearch(form.getValues()));

  return (
    <FormFrame
      className={styles.searchForm}
      onSubmit={submit}
      label="Find bookings"
      summary={fields.summary}
      submitLabel="Search"
      otherAction={{
        label: 'Clear',
        onClick: () => {
          form.reset(EMPTY_STAY_SEARCH);
          onSearch(EMPTY_STAY_SEARCH);
        },
      }}
    >
      <div className={styles.searchFields}>
        <TextField
          {...fields.field('q', {
            label: 'Reference, guest name or e-mail',
            hint: 'Any part of it, for example BK12 or Carter',
          })}
          autoComplete="off"
          spellCheck={false}
        />
        <Select
          {...fields.field('park_code', { label: 'Park' })}
          options={[
            { value: '', label: 'All parks' },
            ...(parks.data ?? []).map((p) => ({ value: p.park_code, label: p.title })),
          ]}
        />
        <FormDateField control={form.control} fields={fields} name="from" label="From" />
        <FormDateField control={form.control} fields={fields} name="to" label="To" />
      </div>
      <RadioGroup
        id={fields.id('dates')}
        legend="Match the dates on"
        options={STAY_DATE_MATCHES.map((value) => ({ value, label: DATE_MATCH_LABELS[value] }))}
        {...form.register('dates')}
      />
    </FormFrame>
  );
}

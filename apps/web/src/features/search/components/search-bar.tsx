import { NIGHT_CHOICES, PEOPLE_MAX } from '@parkstays/contract';
import { useEffect } from 'react';
import { DatePicker } from '../../../components/ui/date-picker';
import { Select, type SelectOption } from '../../../components/ui/select';
import { formatNights } from '../../../lib/format';
import { useHolidayTypes, useParks } from '../../../reads/catalogue';
import { useArrivalDays } from '../api/get-arrival-days';
import type { SearchState } from '../search-params';
import styles from './search-bar.module.css';

export type SearchBarProps = {
  search: SearchState;
  today: string;
  onChange: (change: Partial<SearchState>) => void;
  /** Shown in the arrival date while it has no day (prerendered HTML, which cannot know today). */
  datePlaceholder?: string;
};

const NIGHT_OPTIONS: SelectOption[] = NIGHT_CHOICES.map((n) => ({
  value: String(n),
  label: formatNights(n),
}));
const PEOPLE_OPTIONS: SelectOption[] = Array.from({ length: PEOPLE_MAX + 1 }, (_, n) => ({
  value: String(n),
  label: String(n),
}));
const PET_OPTIONS: SelectOption[] = [
  { value: '0', label: 'No' },
  { value: '1', label: 'Yes' },
];

/** Every choice applies as soon as it is made: the results follow the query string. */
export function SearchBar({ search, today, onChange, datePlaceholder }: SearchBarProps) {
  const holidayTypes = useHolidayTypes();
  const parks = useParks({ booking_type: search.booking_type });

  const typeOptions: SelectOption[] = (holidayTypes.data ?? []).map((type) => ({
    value: String(type.id),
    label: type.title,
  }));
  // Until the list arrives (or if it fails) the current type is still a valid choice.
  if (!typeOptions.some((option) => option.value === String(search.booking_type))) {
    typeOptions.unshift({
      value: String(search.booking_type),
      label: holidayTypes.isPending ? 'Loading…' : 'Other',
    });
  }
  const parkOptions: SelectOption[] = (parks.data ?? []).map((park) => ({
    value: park.park_code,
    label: park.title,
  }));

  // A park that does not offer this holiday type cannot be the filter.
  const unknownPark =
    parks.isSuccess &&
    search.park_code !== '' &&
    !parks.data.some((park) => park.park_code === search.park_code);
  useEffect(() => {
    if (unknownPark) onChange({ park_code: '' });
  }, [unknownPark, onChange]);

  const number = (value: string) => Number.parseInt(value, 10);

  // The arrival-day rules staff set (docs/product.md, "arrival-day rules": the search blocks no
  // weekday unless the data says so): the server says which weekdays no park searched lets a stay
  // of this length start on.
  const arrivalDays = useArrivalDays(
    search.booking_type,
    unknownPark ? '' : search.park_code,
    search.no_of_nights,
  ).data;

  return (
    <search className={styles.bar} aria-label="Search holidays">
      <div className={styles.where}>
        <Select
          id="search-holiday-type"
          label="Holiday Type"
          options={typeOptions}
          value={String(search.booking_type)}
          onChange={(event) => onChange({ booking_type: number(event.target.value), park_code: '' })}
        />
        <Select
          id="search-park"
          label="Park"
          placeholder="All Parks"
          options={parkOptions}
          value={unknownPark ? '' : search.park_code}
          onChange={(event) => onChange({ park_code: event.target.value })}
        />
      </div>
      <div className={styles.when}>
        <DatePicker
          id="search-arrival-date"
          label="Arrival Date"
          value={search.arrival_date}
          min={today}
          disabledWeekdays={arrivalDays?.closed_weekdays}
          hint={arrivalDays?.message || undefined}
          onChange={(arrival_date) => onChange({ arrival_date })}
          placeholder={datePlaceholder}
        />
        <Select
          id="search-nights"
          label="Nights"
          options={NIGHT_OPTIONS}
          value={String(search.no_of_nights)}
          onChange={(event) => onChange({ no_of_nights: number(event.target.value) })}
        />
      </div>
      <fieldset className={styles.who}>
        <legend className={styles.legend}>Who's Going?</legend>
        <div className={styles.people}>
          <Select
            id="search-adults"
            label="Adults"
            options={PEOPLE_OPTIONS}
            value={String(search.no_of_adults)}
            onChange={(event) => onChange({ no_of_adults: number(event.target.value) })}
          />
          <Select
            id="search-children"
            label="Children"
            options={PEOPLE_OPTIONS}
            value={String(search.no_of_children)}
            onChange={(event) => onChange({ no_of_children: number(event.target.value) })}
          />
          <Select
            id="search-pets"
            label="Pets"
            options={PET_OPTIONS}
            value={String(search.has_pets)}
            onChange={(event) => onChange({ has_pets: number(event.target.value) })}
          />
        </div>
      </fieldset>
    </search>
  );
}

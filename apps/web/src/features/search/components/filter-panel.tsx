import { FEATURE_FILTERS, type TFacility } from '@parkstays/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SlideInPanel } from '../../../components/ui/slide-in-panel';
import { type Filters, NO_FILTERS } from '../results';
import styles from './filter-panel.module.css';

export type FilterPanelProps = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** Facilities are offered only when no park is chosen (they describe parks). */
  facilities: TFacility[] | undefined;
  /** Shown on the small screen's "Show N results" button. */
  resultCount: number;
};

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

function FilterFields({ idPrefix, filters, onChange, facilities }: FilterPanelProps & { idPrefix: string }) {
  const active = filters.features.length + filters.facilities.length;
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Features</legend>
        {FEATURE_FILTERS.map(({ feature, label }) => (
          <Checkbox
            key={feature}
            id={`${idPrefix}-feature-${feature}`}
            label={label}
            className={styles.option}
            checked={filters.features.includes(feature)}
            onChange={(event) =>
              onChange({ ...filters, features: toggle(filters.features, feature, event.target.checked) })
            }
          />
        ))}
      </fieldset>
      {facilities && facilities.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Park facilities</legend>
          {facilities.map((facility) => (
            <Checkbox
              key={facility.id}
              id={`${idPrefix}-facility-${facility.id}`}
              label={facility.title}
              className={styles.option}
              checked={filters.facilities.includes(facility.id)}
              onChange={(event) =>
                onChange({
                  ...filters,
                  facilities: toggle(filters.facilities, facility.id, event.target.checked),
                })
              }
            />
          ))}
        </fieldset>
      ) : null}
      {active > 0 ? (
        <Button variant="link" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </>
  );
}

/**
 * The results' filters: a side column on wide screens; below 900 px a "Filters" button that
 * opens the same fields in a slide-in panel.
 */
export function FilterPanel(props: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const active = props.filters.features.length + props.filters.facilities.length;
  return (
    <>
      <aside className={styles.sidebar} aria-labelledby="filters-heading">
        <h2 id="filters-heading" className={styles.heading}>
          Filter results
        </h2>
        <FilterFields idPrefix="filters" {...props} />
      </aside>
      <div className={styles.mobileBar}>
        <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      <SlideInPanel
        open={open}
        onOpenChange={setOpen}
        title="Filter results"
        footer={
          <Button block onClick={() => setOpen(false)}>
            Show {props.resultCount} {props.resultCount === 1 ? 'result' : 'results'}
          </Button>
        }
      >
        <FilterFields idPrefix="filters-panel" {...props} />
      </SlideInPanel>
    </>
  );
}

import type { TAdminExtra, TOfferGrade } from '@parkstays/contract';
import { useState } from 'react';
import { formatPence } from '../../../../lib/format';
import { useExtras } from '../api/list-extras';
import { ExtraForm } from './extra-form';
import { OfferCard, OfferList } from './offer-list';
import styles from './offers.module.css';

/**
 * Where the extra is offered, a line per park: every kind of accommodation there, or the few that
 * offer it by name, or how many of them (a list of forty names says nothing at a glance).
 */
function offeredAt(extra: TAdminExtra, grades: TOfferGrade[]): string[] {
  if (extra.grade_ids.length === 0) return ['Nowhere yet: guests cannot add it'];
  if (grades.every((g) => extra.grade_ids.includes(g.id))) return ['Every accommodation at every park'];
  const parks = new Map<string, { all: TOfferGrade[]; offering: TOfferGrade[] }>();
  for (const grade of grades) {
    const park = parks.get(grade.park_title) ?? { all: [], offering: [] };
    park.all.push(grade);
    if (extra.grade_ids.includes(grade.id)) park.offering.push(grade);
    parks.set(grade.park_title, park);
  }
  return [...parks.entries()]
    .filter(([, park]) => park.offering.length > 0)
    .map(([title, park]) =>
      park.offering.length === park.all.length
        ? `${title}: all ${park.all.length}`
        : park.offering.length <= 2
          ? `${title}: ${park.offering.map((g) => g.title).join(', ')}`
          : `${title}: ${park.offering.length} of ${park.all.length}`,
    );
}

function ExtraCard({ extra, grades }: { extra: TAdminExtra; grades: TOfferGrade[] }) {
  const [notice, setNotice] = useState('');
  return (
    <OfferCard
      headingId={`extra-${extra.code}-name`}
      title={extra.description}
      aside={<span className={styles.price}>{formatPence(extra.unit_price_pence)}</span>}
      description={extra.note}
      facts={
        <>
          <dt>Code</dt>
          <dd>{extra.code}</dd>
          <dt>Stock</dt>
          <dd>{extra.stock === null ? 'No limit' : `${extra.stock} a night`}</dd>
          <dt>Offered at</dt>
          <dd>
            <ul className={styles.lines}>
              {offeredAt(extra, grades).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </>
      }
      notice={notice}
      changeTitle={`Change ${extra.description}`}
      changeForm={(onDone) => <ExtraForm extra={extra} grades={grades} onDone={onDone} />}
      onChanged={setNotice}
    />
  );
}

/** The extras in the order guests see them, with price, stock and the accommodation offering each. */
export function Extras() {
  return (
    <OfferList
      query={useExtras()}
      what="the extras"
      label="Extras"
      empty="No extras yet. Add one, such as cot hire, for guests to choose when they book."
      addLabel="Add an extra"
      addTitle="New extra"
      cards={({ extras, grades }) =>
        extras.map((extra) => <ExtraCard key={extra.code} extra={extra} grades={grades} />)
      }
      addForm={({ grades }, onDone) => <ExtraForm grades={grades} onDone={onDone} />}
    />
  );
}

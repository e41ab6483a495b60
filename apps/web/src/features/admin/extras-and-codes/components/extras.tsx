import type { TAdminExtra, TOfferGrade } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormActions } from '../../../../components/ui/form-actions';
import { Modal } from '../../../../components/ui/modal';
import { formatPence } from '../../../../lib/format';
import { useExtras } from '../api/list-extras';
import { ExtraForm } from './extra-form';
import { OfferList } from './offer-list';
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
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  return (
    <li className={styles.card} aria-labelledby={`extra-${extra.code}-name`}>
      <div className={styles.cardHead}>
        <h3 id={`extra-${extra.code}-name`} className={styles.cardTitle}>
          {extra.description}
        </h3>
        <span className={styles.price}>{formatPence(extra.unit_price_pence)}</span>
      </div>
      {extra.note ? <p className={styles.description}>{extra.note}</p> : null}
      <dl className={styles.facts}>
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
      </dl>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      <FormActions>
        <Button
          variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={`Change ${extra.description}`}
        >
          Change
        </Button>
      </FormActions>
      <Modal
        open={editing}
        onClose={() => setEditing(false)}
        title={`Change ${extra.description}`}
        size="wide"
      >
        <ExtraForm
          extra={extra}
          grades={grades}
          onDone={(message) => {
            setEditing(false);
            setNotice(message);
          }}
        />
      </Modal>
    </li>
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

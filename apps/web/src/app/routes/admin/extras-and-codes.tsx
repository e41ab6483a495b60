import { useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { Extras, PromotionalCodes } from '../../../features/admin/extras-and-codes';
import styles from './admin-screens.module.css';

type Tab = 'codes' | 'extras';

/** /admin/offers (admins): the promotional codes guests can apply, and the extras they can add. */
export function AdminExtrasAndCodesRoute() {
  const [tab, setTab] = useState<Tab>('codes');
  return (
    <div className={styles.screen}>
      <title>Extras & codes – Back office</title>
      <header className={styles.header}>
        <h1>Extras & codes</h1>
        <p className={styles.lead}>
          Promotional codes guests type when they book, and the extras they can add to a stay. Changes apply
          to new choices at once; bookings keep the prices and discounts they have.
        </p>
      </header>
      <Tabs
        label="Extras and promotional codes"
        idPrefix="offers"
        tabs={[
          { key: 'codes', label: 'Promotional codes' },
          { key: 'extras', label: 'Extras' },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'codes' ? <PromotionalCodes /> : <Extras />}
      </Tabs>
    </div>
  );
}

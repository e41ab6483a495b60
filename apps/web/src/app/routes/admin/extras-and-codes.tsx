import { useState } from 'react';
import { PageFrame } from '../../../components/ui/page-frame';
import { Tabs } from '../../../components/ui/tabs';
import { Extras, PromotionalCodes } from '../../../features/admin/extras-and-codes';

type Tab = 'codes' | 'extras';

/** /admin/offers (admins): the promotional codes guests can apply, and the extras they can add. */
export function AdminExtrasAndCodesRoute() {
  const [tab, setTab] = useState<Tab>('codes');
  return (
    <PageFrame
      title="Extras & codes"
      lead="Promotional codes guests type when they book, and the extras they can add to a stay. Changes apply to new choices at once; bookings keep the prices and discounts they have."
    >
      <title>Extras & codes – Back office</title>
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
    </PageFrame>
  );
}

import { PageFrame } from '../../../components/ui/page-frame';
import { Tabs } from '../../../components/ui/tabs';
import { GradesList, HolidayTypesPanel, ParksPanel } from '../../../features/admin/catalogue';
import { useAddressTab } from './address-state';
import { catalogueImageUploadField } from './catalogue-photo-field';

const TABS = [
  { key: 'grades', label: 'Grades' },
  { key: 'parks', label: 'Parks' },
  { key: 'holiday-types', label: 'Holiday types' },
] as const;

/**
 * /admin/catalogue (admins): the parks, holiday types and grades guests see, with their words,
 * photos and units. The tab is in the address (?tab=), so coming back from a grade finds it.
 */
export function AdminCatalogueRoute() {
  const [tab, selectTab] = useAddressTab(TABS);
  return (
    <PageFrame
      title="Catalogue"
      lead="What guests see of the parks and their accommodation: names, words, photos, features and the units that are let. Saved changes show on the site at once."
    >
      <title>Catalogue – Back office</title>
      <Tabs label="Catalogue" idPrefix="catalogue" tabs={[...TABS]} selected={tab} onSelect={selectTab}>
        {tab === 'grades' ? <GradesList /> : null}
        {tab === 'parks' ? <ParksPanel photoField={catalogueImageUploadField} /> : null}
        {tab === 'holiday-types' ? <HolidayTypesPanel /> : null}
      </Tabs>
    </PageFrame>
  );
}

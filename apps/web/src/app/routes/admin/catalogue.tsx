import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { Tabs } from '../../../components/ui/tabs';
import { GradesList, HolidayTypesPanel, ParksPanel } from '../../../features/admin/catalogue';
import { catalogueImageUploadField } from './catalogue-photo-field';

const TABS = [
  { key: 'grades', label: 'Grades' },
  { key: 'parks', label: 'Parks' },
  { key: 'holiday-types', label: 'Holiday types' },
] as const;
type Tab = (typeof TABS)[number]['key'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.key === value);

/**
 * /admin/catalogue (admins): the parks, holiday types and grades guests see, with their words,
 * photos and units. The tab is in the address (?tab=), so coming back from a grade finds it.
 */
export function AdminCatalogueRoute() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'grades';
  return (
    <PageFrame
      title="Catalogue"
      lead="What guests see of the parks and their accommodation: names, words, photos, features and the units that are let. Saved changes show on the site at once."
    >
      <title>Catalogue – Back office</title>
      <Tabs
        label="Catalogue"
        idPrefix="catalogue"
        tabs={[...TABS]}
        selected={tab}
        onSelect={(key) => setParams(key === 'grades' ? {} : { tab: key }, { replace: true })}
      >
        {tab === 'grades' ? <GradesList /> : null}
        {tab === 'parks' ? <ParksPanel photoField={catalogueImageUploadField} /> : null}
        {tab === 'holiday-types' ? <HolidayTypesPanel /> : null}
      </Tabs>
    </PageFrame>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { PageFrame } from '../../../components/ui/page-frame';
import { Panel } from '../../../components/ui/panel';
import { Tabs } from '../../../components/ui/tabs';
import { MaintenanceSwitch, MenusEditor, SiteSettingsForm } from '../../../features/admin/content';
import { refreshMenus } from '../../../features/cms';
import { useAddressTab } from './address-state';
import layout from './content.module.css';

const TABS = [
  { key: 'menus', label: 'Menus' },
  { key: 'settings', label: 'Settings' },
] as const;

/**
 * /admin/content (admins): what the site's every page shows. "Menus": the header's, the quick
 * links and the footer's; "Settings": phones, address, e-mails, awards, social links, links, and
 * maintenance mode. The tab is in the address (?tab=settings).
 */
export function AdminContentRoute() {
  const [tab, selectTab] = useAddressTab(TABS);
  const queryClient = useQueryClient();
  return (
    <PageFrame
      title="Content"
      lead="The menus and the details every page of the site shows. Guests see a change on their next page."
    >
      <title>Content – Back office</title>
      <Tabs label="Content" idPrefix="content" tabs={[...TABS]} selected={tab} onSelect={selectTab}>
        {tab === 'menus' ? (
          <MenusEditor onChanged={() => refreshMenus(queryClient)} />
        ) : (
          <div className={layout.settings}>
            <Panel as="section" className={layout.maintenance} aria-labelledby="content-maintenance">
              <h2 id="content-maintenance" className={layout.heading}>
                Maintenance mode
              </h2>
              <MaintenanceSwitch />
            </Panel>
            <section className={layout.form} aria-labelledby="content-settings">
              <h2 id="content-settings" className={layout.heading}>
                Site settings
              </h2>
              <SiteSettingsForm />
            </section>
          </div>
        )}
      </Tabs>
    </PageFrame>
  );
}

import type { TAdminActivity } from '@parkstays/contract';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageFrame } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import {
  ActivityForm,
  ActivityList,
  SessionsPanel,
  TicketTypes,
  useAdminActivities,
} from '../../../features/admin/activities';
import { errorMessage } from '../../../lib/api-client';
import layout from './activities.module.css';
import styles from './admin-screens.module.css';

type Tab = 'details' | 'tickets' | 'sessions';
const TABS: { key: Tab; label: string }[] = [
  { key: 'details', label: 'Details' },
  { key: 'tickets', label: 'Tickets' },
  { key: 'sessions', label: 'Sessions' },
];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.key === value);

/**
 * /admin/activities (activities staff): the activities, and one of them with its details, ticket
 * types and sessions; the activity and tab chosen are kept in the address.
 */
export function AdminActivitiesRoute() {
  const [params, setParams] = useSearchParams();
  const activities = useAdminActivities();
  const chosen = params.get('activity');
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'details';
  const adding = chosen === 'new';
  const activity = activities.data?.activities.find((a) => String(a.id) === chosen);
  const show = (next: TAdminActivity, nextTab: Tab = tab) =>
    setParams({ activity: String(next.id), tab: nextTab }, { replace: true });

  return (
    <PageFrame
      title="Activities"
      lead="What guests can book at each park: the activities, their tickets and prices, and their sessions. Cancelling a session refunds and e-mails its ticket holders."
    >
      <title>Activities – Back office</title>
      <div className={layout.columns}>
        <section className={`${styles.section} ${layout.list}`} aria-labelledby="activities-list">
          <div className={styles.controls}>
            <h2 id="activities-list">All activities</h2>
            <Button variant="secondary" onClick={() => setParams({ activity: 'new' }, { replace: true })}>
              Add an activity
            </Button>
          </div>
          <ActivityList
            selectedId={activity?.id}
            initialParkId={activity?.park.id}
            onSelect={(next) => show(next)}
          />
        </section>
        <section className={`${styles.section} ${layout.detail}`} aria-labelledby="activity-heading">
          {activities.isPending ? (
            <div aria-busy="true">
              <span className="visually-hidden">Loading</span>
              <Skeleton />
            </div>
          ) : activities.isError ? (
            <Alert variant="error">{errorMessage(activities.error)}</Alert>
          ) : adding ? (
            <>
              <h2 id="activity-heading">New activity</h2>
              <ActivityForm parks={activities.data.parks} onSaved={(made) => show(made, 'tickets')} />
            </>
          ) : activity ? (
            <>
              <h2 id="activity-heading">{activity.name}</h2>
              <Tabs
                label={`${activity.name}: what to change`}
                idPrefix="activity"
                tabs={TABS}
                selected={tab}
                onSelect={(next) => show(activity, next)}
              >
                {tab === 'details' ? (
                  <ActivityForm key={activity.id} activity={activity} parks={activities.data.parks} />
                ) : tab === 'tickets' ? (
                  <TicketTypes key={activity.id} activity={activity} />
                ) : (
                  <SessionsPanel key={activity.id} activity={activity} />
                )}
              </Tabs>
            </>
          ) : (
            <>
              <h2 id="activity-heading">Choose an activity</h2>
              <p className={styles.lead}>Choose an activity from the list to change it, or add a new one.</p>
            </>
          )}
        </section>
      </div>
    </PageFrame>
  );
}

import type { TAdminActivity } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { Select } from '../../../../components/ui/select';
import { errorMessage } from '../../../../lib/api-client';
import { useAdminActivities } from '../api/list-activities';
import styles from './activities.module.css';

export type ActivityListProps = {
  /** The activity shown beside the list, if any. */
  selectedId: number | undefined;
  onSelect: (activity: TAdminActivity) => void;
  /** The park whose activities are listed first ('' for every park). */
  initialParkId?: number;
};

/** Every activity by park and order: its code, park, ticket types and upcoming sessions. */
export function ActivityList({ selectedId, onSelect, initialParkId }: ActivityListProps) {
  const activities = useAdminActivities();
  // Until staff choose a park, the chosen activity's park (from the address) is shown.
  const [chosenPark, setChosenPark] = useState<string | undefined>();
  const parkId = chosenPark ?? (initialParkId ? String(initialParkId) : '');
  if (activities.isPending)
    return (
      <LoadingSkeleton className={styles.card} label="Loading the activities" shapes={['line', 'short']} />
    );
  if (activities.isError) return <Alert variant="error">{errorMessage(activities.error)}</Alert>;
  if (activities.data.activities.length === 0) {
    return <EmptyState variant="box">No activities yet. Add the first with “Add an activity”.</EmptyState>;
  }
  const shown = activities.data.activities.filter((a) => !parkId || String(a.park.id) === parkId);
  return (
    <div className={styles.stack}>
      <Select
        id="activities-park"
        label="Park"
        value={parkId}
        onChange={(event) => setChosenPark(event.target.value)}
        options={[
          { value: '', label: 'Every park' },
          ...activities.data.parks.map((park) => ({ value: String(park.id), label: park.title })),
        ]}
      />
      {shown.length === 0 ? (
        <EmptyState variant="box">No activities at this park yet. Add one with “Add an activity”.</EmptyState>
      ) : null}
      <ul className={styles.activityList} aria-label="Activities">
        {shown.map((activity) => {
          const selected = activity.id === selectedId;
          return (
            <li key={activity.id}>
              <button
                type="button"
                className={`${styles.activityButton} ${selected ? styles.selected : ''}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => {
                  setChosenPark(parkId);
                  onSelect(activity);
                }}
              >
                <span className={styles.activityName}>{activity.name}</span>
                <span className={styles.meta}>
                  {activity.activity_code} · {activity.park.title}
                </span>
                <span className={styles.meta}>
                  {activity.ticket_types.length} ticket{' '}
                  {activity.ticket_types.length === 1 ? 'type' : 'types'} · {activity.upcoming_sessions}{' '}
                  upcoming {activity.upcoming_sessions === 1 ? 'session' : 'sessions'}
                  {activity.owner_only ? ' · Owners only' : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { EventsCalendar } from '../../../features/events';
import styles from './events.module.css';

/** /events: what is on at the parks, month by month. */
export function EventsRoute() {
  return (
    <div className={styles.page}>
      <title>Events</title>
      <h1 className={styles.heading}>Events</h1>
      <EventsCalendar />
    </div>
  );
}

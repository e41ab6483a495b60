import type { TStaffSession } from '@parkstays/contract';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Select } from '../../../../components/ui/field';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { formatLongDate } from '../../../../lib/format';
import { useDoorSessions } from '../api/get-door-sessions';
import styles from './session-list.module.css';

export type SessionListProps = {
  /** The day, yyyy-mm-dd. */
  date: string;
  selectedId?: number;
  onSelect: (session: TStaffSession) => void;
};

/**
 * A day's activity sessions, by park and start time, each with tickets booked and used: choosing
 * one shows its attendees and sets the scanner's door. With several parks, a park can be chosen.
 */
export function SessionList({ date, selectedId, onSelect }: SessionListProps) {
  const sessions = useDoorSessions(date);
  const [parkCode, setParkCode] = useState('');

  if (sessions.isPending)
    return (
      <LoadingSkeleton className={styles.loading} label="Loading the sessions…" shapes={['block', 'block']} />
    );
  if (sessions.isError) return <LoadFailed title="The sessions could not be loaded" query={sessions} />;

  const all = sessions.data.sessions;
  if (all.length === 0) {
    return <EmptyState>No activity sessions run on {formatLongDate(date)}. Choose another day.</EmptyState>;
  }
  const parks = [...new Map(all.map((s) => [s.park_code, s.park_title])).entries()].map(([value, label]) => ({
    value,
    label,
  }));
  const shown = all.filter((s) => !parkCode || s.park_code === parkCode);

  return (
    <div className={styles.sessions}>
      {parks.length > 1 ? (
        <Select
          id="check-in-park"
          label="Park"
          options={parks}
          placeholder="All parks"
          value={parkCode}
          onChange={(event) => setParkCode(event.target.value)}
        />
      ) : null}
      <ul className={styles.list} aria-label={`Sessions on ${formatLongDate(date)}`}>
        {shown.map((session) => {
          const selected = session.id === selectedId;
          return (
            <li key={session.id}>
              <button
                type="button"
                className={`${styles.session} ${selected ? styles.selected : ''}`}
                aria-pressed={selected}
                onClick={() => onSelect(session)}
              >
                <span className={styles.time}>
                  {session.start_time}–{session.end_time}
                </span>
                <span className={styles.name}>{session.activity_name}</span>
                <span className={styles.meta}>
                  {session.cancelled_at
                    ? `${session.park_title} · Cancelled: its tickets admit no one`
                    : `${session.park_title} · ${session.tickets_valid} of ${session.capacity} booked · ${session.tickets_used} in`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

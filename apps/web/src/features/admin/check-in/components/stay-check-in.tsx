import { londonToday } from '@parkstays/contract';
import { useDeferredValue, useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { EmptyState } from '../../../../components/ui/empty-state';
import { TextField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { formatLongDay } from '../../../../lib/long-day';
import { useArrivals } from '../api/find-arrivals';
import { StayCard } from './stay-card';
import styles from './stay-card.module.css';

export type StayCheckInProps = {
  /** The park to search (every park when empty). */
  parkCode?: string;
  /** The day (yyyy-mm-dd); today in Europe/London when not given. */
  date?: string;
  /** The search box's label. */
  label?: string;
  /** Refreshes what else the screen shows about a stay once it is checked in. */
  onCheckedIn?: () => unknown;
};

/**
 * Checking a party in by booking reference or guest name: a search box, the day's matching
 * arrivals (and parties that arrived earlier and are still here), and a "Check in" button on
 * each, with the result in words (a second check-in says when and by whom).
 */
export function StayCheckIn({
  parkCode = '',
  date,
  label = 'Find a stay by booking reference or guest name',
  onCheckedIn,
}: StayCheckInProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const day = date ?? londonToday();
  const arrivals = useArrivals(parkCode, day, deferred);
  const searching = deferred.length >= 2;
  return (
    <div className={styles.search}>
      <TextField
        id={`${id}-q`}
        label={label}
        hint="At least 2 characters, for example BK4821937 or Carter"
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <div aria-live="polite">
        {!searching ? null : arrivals.isPending ? (
          <Spinner label="Searching" />
        ) : arrivals.isError ? (
          <Alert variant="error">{errorMessage(arrivals.error)}</Alert>
        ) : arrivals.data.arrivals.length === 0 ? (
          <EmptyState variant="box">
            No arrival on {formatLongDay(arrivals.data.date)} matches “{deferred}”. Check the reference, or
            search by the lead guest's surname.
          </EmptyState>
        ) : (
          <ul className={styles.results} aria-label="Matching stays">
            {arrivals.data.arrivals.map((stay) => (
              <StayCard key={stay.booking_no} stay={stay} canCheckIn onCheckedIn={onCheckedIn} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

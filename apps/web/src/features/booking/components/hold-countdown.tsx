import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { formatTime } from '../../../lib/format';

/** Minutes left until `expiresAt`, never below 0. */
export function minutesLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 60_000));
}

/** "We're holding this for you until HH:MM", with the minutes left; says so when the hold has gone. */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const left = minutesLeft(expiresAt, now);
  if (left <= 0) {
    return (
      <Alert variant="warning">
        We could no longer hold this stay for you. Please go back to the search and choose it again.
      </Alert>
    );
  }
  return (
    <Alert variant="info">
      We're holding this for you until {formatTime(expiresAt)} ({left} {left === 1 ? 'minute' : 'minutes'}{' '}
      left).
    </Alert>
  );
}

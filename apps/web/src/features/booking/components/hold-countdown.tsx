import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { formatTime } from '../../../lib/format';

/** Minutes left until `expiresAt`, never below 0. */
export function minutesLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 60_000));
}

/** What happens to a payment that reaches us after the hold has lapsed (the API's rule). */
export const LATE_PAYMENT_NOTE =
  'A payment that reaches us after that still books the stay if it is still free; if someone else has booked it, we refund your payment in full and say so here.';

/**
 * "We're holding this for you until HH:MM", with the minutes left and what happens when the time
 * runs out; says so when the hold has gone.
 */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const left = minutesLeft(expiresAt, now);
  if (left <= 0) {
    return (
      <Alert variant="warning" title="Your hold on this stay has run out">
        <p>
          Someone else may now book it. If you pay now, we book the stay for you if it is still free; if not,
          we refund your payment in full and say so here.
        </p>
      </Alert>
    );
  }
  return (
    <Alert
      variant="info"
      title={`We're holding this for you until ${formatTime(expiresAt)} (${left} ${left === 1 ? 'minute' : 'minutes'} left).`}
    >
      <p>If the time runs out, the stay is released for others to book. {LATE_PAYMENT_NOTE}</p>
    </Alert>
  );
}

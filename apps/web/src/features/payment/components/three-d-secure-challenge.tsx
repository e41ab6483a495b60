import { CHALLENGE_IFRAME_HEIGHT } from '@parkstays/contract';
import { useEffect, useRef } from 'react';
import { focusElement } from '../../../lib/focus';
import styles from './card-payment-form.module.css';

/** What the 3-D Secure result page inside the iframe posts to this window. */
export type ThreeDSResult = {
  type: '3ds-result';
  success: boolean;
  statusCode?: string;
  statusDetail?: string;
  /** The server's words (a refunded late payment explains itself here). */
  message?: string;
  bookingId?: number | string;
};

export function isThreeDSResult(data: unknown): data is ThreeDSResult {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === '3ds-result' &&
    typeof (data as { success?: unknown }).success === 'boolean'
  );
}

/**
 * Listens for the challenge's result: only messages from this site's own origin count (the
 * result page is ours; the bank's page cannot speak for it).
 */
export function useThreeDSResult(active: boolean, onResult: (result: ThreeDSResult) => void) {
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    if (!active) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!isThreeDSResult(event.data)) return;
      latest.current(event.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active]);
}

/**
 * The bank's check, in a full-width iframe 400 px high. Its heading takes the focus when it
 * appears (the Pay button has just gone busy), so it is announced and the next Tab is inside the
 * bank's page.
 */
export function ThreeDSecureChallenge({ src }: { src: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusElement(headingRef.current);
  }, []);
  return (
    <section className={styles.challenge} aria-labelledby="three-d-secure-heading">
      <h3 id="three-d-secure-heading" ref={headingRef} tabIndex={-1} className={styles.challengeTitle}>
        Your bank needs to check it's you
      </h3>
      <p className={styles.challengeText}>Complete the check below to finish your payment.</p>
      <iframe
        title="3-D Secure check"
        src={src}
        className={styles.challengeFrame}
        height={CHALLENGE_IFRAME_HEIGHT}
        width="100%"
      />
    </section>
  );
}

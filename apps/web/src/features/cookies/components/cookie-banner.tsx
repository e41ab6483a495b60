import type { TGoogleTag } from '@parkstays/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { type CookieChoice, type StoredCookieChoice, saveCookieChoice } from '../consent-storage';
import { applyCookieChoice } from '../google-tag';
import styles from './cookie-banner.module.css';

/**
 * The question about cookies: a region fixed to the foot of the window (it covers, never moves,
 * the page), not a dialog, so the site stays usable while it is open. Accept all and Reject all
 * are the same kind of button side by side: refusing is as easy as accepting. Choose shows
 * analytics and marketing separately.
 */
export function CookieBanner({
  tag,
  current,
  onDone,
  focusOnOpen,
}: {
  tag: TGoogleTag;
  current: StoredCookieChoice | null;
  onDone: () => void;
  focusOnOpen: boolean;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const choose = (choice: CookieChoice) => {
    applyCookieChoice(tag, saveCookieChoice(choice));
    onDone();
  };

  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          Cookies
        </h2>
        {/* Short on purpose: a longer paragraph, painted after the page, became the phone's largest
            paint and put it back a second (Choose says what each kind is for). */}
        <p className={styles.text}>
          We set analytics and marketing cookies only if you accept. You can change your mind later.
        </p>
        {choosing ? (
          <form
            className={styles.choices}
            onSubmit={(event) => {
              event.preventDefault();
              choose({ analytics, marketing });
            }}
          >
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Choose which cookies we may use</legend>
              <Checkbox
                id={`${headingId}-analytics`}
                label="Analytics cookies"
                hint="How visitors find and use the site (Google Analytics)."
                checked={analytics}
                onChange={(event) => setAnalytics(event.target.checked)}
              />
              <Checkbox
                id={`${headingId}-marketing`}
                label="Marketing cookies"
                hint="Whether our advertising brought you here, and advertising that suits you."
                checked={marketing}
                onChange={(event) => setMarketing(event.target.checked)}
              />
            </fieldset>
            <div className={styles.actions}>
              <Button type="submit">Save choices</Button>
            </div>
          </form>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => choose({ analytics: true, marketing: true })}>Accept all</Button>
          <Button onClick={() => choose({ analytics: false, marketing: false })}>Reject all</Button>
          {choosing ? null : (
            <Button variant="secondary" onClick={() => setChoosing(true)}>
              Choose
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

import { useMemo } from 'react';
import { sanitiseHtml } from '../sanitise-html';
import styles from './activity-description.module.css';

/** An activity's description: the operator's HTML, sanitised before it reaches the page. */
export function ActivityDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  if (!clean.trim()) return null;
  return (
    <div
      className={styles.description}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

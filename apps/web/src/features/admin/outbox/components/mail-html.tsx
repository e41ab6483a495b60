import { useMemo } from 'react';
import { sanitiseHtml } from '../../../../lib/sanitise-html';
import styles from './outbox.module.css';

/**
 * An e-mail's HTML as staff read it: sanitised by DOMPurify first (decision 022: no scripts,
 * handlers, styles, forms or frames), shown inside the page's own box.
 */
export function MailHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return (
    <div
      className={styles.mail}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

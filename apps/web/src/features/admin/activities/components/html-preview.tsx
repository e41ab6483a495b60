import { useMemo } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { sanitiseHtml } from '../../../../lib/sanitise-html';
import styles from './activities.module.css';

/** The description as guests will see it: sanitised as the guest pages sanitise it. */
export function HtmlPreview({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return (
    <section className={styles.preview} aria-label={label}>
      {clean.trim() ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
        <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <EmptyState variant="box">Nothing to show yet.</EmptyState>
      )}
    </section>
  );
}

import type { TSocialLink } from '@parkstays/contract';
import type { ReactNode } from 'react';
import styles from './footer.module.css';

export const SOCIAL_NAMES: Record<TSocialLink['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (formerly Twitter)',
  youtube: 'YouTube',
};

/** A glyph that is one filled outline. */
const filled = (outline: string) => <path className={styles.socialFill} d={outline} />;

/** Each network's glyph, drawn on a 24 × 24 grid. */
const GLYPHS: Record<TSocialLink['network'], ReactNode> = {
  facebook: filled(
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z',
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" className={styles.socialStroke} />
      <circle cx="12" cy="12" r="3.6" className={styles.socialStroke} />
      <circle cx="16.8" cy="7.2" r="1.1" className={styles.socialFill} />
    </>
  ),
  x: filled('M4 4h4.6l4 5.6L17.5 4H20l-6.2 7.1L20.5 20h-4.6l-4.3-6-5.3 6H4l6.5-7.4z'),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" className={styles.socialFill} />
      <path d="M10 9v6l5-3z" className={styles.socialCutout} />
    </>
  ),
};

/** Simple inline glyphs (no icon font, nothing fetched); the link carries the accessible name. */
export function SocialIcon({ network }: { network: TSocialLink['network'] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.socialIcon} focusable="false">
      {GLYPHS[network]}
    </svg>
  );
}

import styles from './activity-image.module.css';

/**
 * An activity's or park's picture, or a drawn placeholder when there is none. Image addresses
 * are used as given: absolute ones (containing http) as they are, the rest are this site's own
 * (/media/...), which the API serves.
 */
export function ActivityImage({ src, className }: { src: string; className?: string }) {
  const classes = [styles.frame, className ?? ''].filter(Boolean).join(' ');
  if (!src.trim()) {
    return (
      <div className={`${classes} ${styles.placeholder}`}>
        <svg viewBox="0 0 64 40" aria-hidden="true" focusable="false" className={styles.placeholderArt}>
          <circle cx="48" cy="11" r="5" />
          <path d="M0 40 L18 18 L30 30 L40 22 L64 40 Z" />
        </svg>
      </div>
    );
  }
  return <img className={`${classes} ${styles.image}`} src={src} alt="" decoding="async" />;
}

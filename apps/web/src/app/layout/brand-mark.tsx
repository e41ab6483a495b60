import styles from './brand-mark.module.css';

/** The brand's mark (a sun over a holiday home): beside the site's name in each frame's header. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 40 40"
      className={className ? `${styles.mark} ${className}` : styles.mark}
      focusable="false"
    >
      <rect width="40" height="40" rx="10" className={styles.tile} />
      <path d="M7 29 20 10l13 19z" className={styles.sun} />
      <path d="M16 29h8v-7h-8z" className={styles.tile} />
    </svg>
  );
}

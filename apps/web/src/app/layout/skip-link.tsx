import styles from './skip-link.module.css';

/** The first thing a keyboard reaches on every page: past the frame to the screen (`#main`). */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      Skip to main content
    </a>
  );
}

import styles from './spinner.module.css';

/** A wait, in words as well as motion. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

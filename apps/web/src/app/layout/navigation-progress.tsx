import { useNavigationPending } from '../navigation';
import styles from './navigation-progress.module.css';

/** A moving bar while the next screen's code is fetched (navigation.tsx keeps the last one on show). */
export function NavigationProgress() {
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <div className={styles.progress} role="status">
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}

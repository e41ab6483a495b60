import type { ReactNode } from 'react';
import styles from './prices.module.css';

/** The Prices screen's two columns on a desk (a list or calendar, then its form); one on a phone. */
export function PriceColumns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}

import { type ReactNode, useId } from 'react';
import styles from './page-frame.module.css';

export type PageFrameProps = {
  /** The screen's heading (its h1). */
  title: ReactNode;
  /** One sentence under the heading: what the screen is for. */
  lead?: ReactNode;
  /** Buttons beside the heading ("New …", "Download"). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A screen's frame: the heading with its actions beside it, the lead under it, then the body. */
export function PageFrame({ title, lead, actions, children, className }: PageFrameProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.frame, className ?? ''].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}

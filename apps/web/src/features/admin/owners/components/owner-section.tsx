import { type ReactNode, useState } from 'react';
import { FormActions } from '../../../../components/ui/form-actions';
import styles from './owners.module.css';

/** A titled part of an owner's page, with its actions beside the heading. */
export function OwnerSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `owner-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {title}
        </h2>
        {actions ? <FormActions>{actions}</FormActions> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * A section's dialog: what it opens on (a deal, a visit, the kind of entry), whether it is open,
 * and the server's answer the section shows once the dialog has saved.
 */
export function useSectionDialog<T>(first: T) {
  const [target, setTarget] = useState<T>(first);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  return {
    target,
    open,
    done,
    setDone,
    /** Opens the dialog on `next`, forgetting the last answer. */
    start: (next: T) => {
      setDone('');
      setTarget(next);
      setOpen(true);
    },
    close: () => setOpen(false),
    saved: (message: string) => {
      setOpen(false);
      setDone(message);
    },
  };
}

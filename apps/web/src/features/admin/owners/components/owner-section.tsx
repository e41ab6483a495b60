import type { ReactNode } from 'react';
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

/** A date picker's error under it, as the other fields show theirs. */
export function DateError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.dateError}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

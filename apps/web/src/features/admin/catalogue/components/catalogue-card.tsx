import type { ReactNode } from 'react';
import styles from './catalogue.module.css';

/** A park's or a grade's card in the catalogue lists: its photo, name, code, facts and Edit. */
export function CatalogueCard({
  photoUrl,
  title,
  code,
  facts,
  action,
}: {
  /** The photo, or none (a grey block keeps the cards in line). */
  photoUrl: string | null | undefined;
  title: string;
  code: ReactNode;
  /** The facts' list items. */
  facts: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className={styles.card}>
      {photoUrl ? (
        <img className={styles.cardImage} src={photoUrl} alt="" loading="lazy" />
      ) : (
        <div className={styles.cardImage} />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <span className={styles.code}>{code}</span>
        <ul className={styles.facts}>{facts}</ul>
      </div>
      <div className={styles.cardActions}>{action}</div>
    </li>
  );
}

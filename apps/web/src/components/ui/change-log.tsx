import { Alert } from './alert';
import styles from './change-log.module.css';
import { Skeleton } from './skeleton';

export type ChangeLogItem = {
  id: number;
  /** What was done, in plain words. */
  title: string;
  /** Who did it and when. */
  byline: string;
  /** Each field it touched, as "Label: before → after". */
  lines: string[];
};

export type ChangeLogProps = {
  /** Still loading: placeholders; an error message: an alert; otherwise the changes, newest first. */
  items: ChangeLogItem[] | 'loading' | { error: string };
  /** What an empty log says. */
  empty: string;
};

/** A record's changes, newest first: what was done, by whom and when, and what each field became. */
export function ChangeLog({ items, empty }: ChangeLogProps) {
  if (items === 'loading')
    return (
      <div aria-busy="true">
        <Skeleton />
        <Skeleton short />
      </div>
    );
  if (!Array.isArray(items)) return <Alert variant="error">{items.error}</Alert>;
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ol className={styles.log}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <p className={styles.title}>{item.title}</p>
          <p className={styles.byline}>{item.byline}</p>
          {item.lines.length ? (
            <ul className={styles.lines}>
              {item.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

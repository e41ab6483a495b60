import { useEffect, useId, useRef } from 'react';
import styles from './error-summary.module.css';

export type SummaryError = { id: string; message: string };

export type ErrorSummaryProps = {
  errors: SummaryError[];
  title?: string;
  /** Change it (for example the form's submit count) to move focus to the summary again. */
  focusKey?: number;
};

/** GOV.UK error summary: at the top of the form, a link to each field in error. */
export function ErrorSummary({ errors, title = 'There is a problem', focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each failed submit.
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [focusKey, hasErrors]);

  if (!hasErrors) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                const target = document.getElementById(error.id);
                if (target) {
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView?.({ block: 'center' });
                }
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

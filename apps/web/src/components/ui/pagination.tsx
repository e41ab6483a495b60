import styles from './pagination.module.css';

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name, for example "Results pages". */
  label: string;
};

/** Page numbers to show: all when few, else the first, the last and the current's neighbours. */
export function pageNumbers(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const result: Array<number | 'gap'> = [];
  let previous = 0;
  for (let n = 1; n <= pageCount; n++) {
    if (!wanted.has(n)) continue;
    if (n - previous > 1) result.push('gap');
    result.push(n);
    previous = n;
  }
  return result;
}

/** Previous / page numbers / Next, as buttons (the page is screen state, not part of the address). */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous<span className="visually-hidden"> page</span>
          </button>
        </li>
        {pageNumbers(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={`${styles.number} ${n === page ? styles.current : ''}`}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                onClick={() => onPageChange(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            Next<span className="visually-hidden"> page</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

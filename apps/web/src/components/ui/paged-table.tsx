import { type ReactNode, useId } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination } from './pagination';

export type PagedTableProps<Row> = Omit<DataTableProps<Row>, 'labelledBy' | 'caption' | 'showCaption'> & {
  /** The heading over the rows: how many were found ("3 owners found"). */
  heading: ReactNode;
  /** Words under the heading, such as which of them this page shows. */
  note?: ReactNode;
  /** The table's own name (a caption only screen readers hear). */
  caption: ReactNode;
  /** How many there are in all, this page (1-based) and how many a page holds. */
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** The pages' navigation landmark's name, such as "Pages of owners". */
  pagesLabel: string;
  /** The section's, the heading's and the note's classes. */
  sectionClassName?: string;
  headingClassName?: string;
  noteClassName?: string;
};

/** One page of what a search found: a heading with the count, the rows in a table, and the pages. */
export function PagedTable<Row>({
  heading,
  note,
  total,
  page,
  perPage,
  onPageChange,
  pagesLabel,
  sectionClassName,
  headingClassName,
  noteClassName,
  ...table
}: PagedTableProps<Row>) {
  const headingId = useId();
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return (
    <section aria-labelledby={headingId} className={sectionClassName}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {note ? <p className={noteClassName}>{note}</p> : null}
      <DataTable {...table} />
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label={pagesLabel} />
    </section>
  );
}

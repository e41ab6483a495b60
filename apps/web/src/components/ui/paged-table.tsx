import { type ReactNode, useId } from 'react';
import blocks from './blocks.module.css';
import { DataTable, type DataTableProps } from './data-table';
import { Pagination } from './pagination';

/** Which page of how many: what a search answer says beside its rows. */
export type Paging = {
  total: number;
  /** 1-based. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
};

/** What was found, in words: `{ one: 'owner', many: 'owners', order: 'by name' }`. */
export type FoundWords = { one: string; many: string; order: string };

export type PagedTableProps<Row> = Omit<DataTableProps<Row>, 'labelledBy' | 'caption' | 'showCaption'> & {
  /** Gives the heading ("3 owners found"), the caption ("Owners found, by name") and the pages' name. */
  found: FoundWords;
  paging: Paging;
  /** Words under the heading, such as which of them this page shows. */
  note?: ReactNode;
  headingClassName?: string;
};

/** The words a page of results is read by: the heading with the count, the table's caption, the pages' name. */
export function foundWords({ one, many, order }: FoundWords, total: number) {
  return {
    heading: total === 1 ? `1 ${one} found` : `${total.toLocaleString('en-GB')} ${many} found`,
    caption: `${many.charAt(0).toUpperCase()}${many.slice(1)} found, ${order}`,
    pagesLabel: `Pages of ${many}`,
  };
}

/** One page of what a search found: a heading with the count, the rows in a table, and the pages. */
export function PagedTable<Row>({ found, paging, note, headingClassName, ...table }: PagedTableProps<Row>) {
  const headingId = useId();
  const words = foundWords(found, paging.total);
  const pageCount = Math.max(1, Math.ceil(paging.total / paging.perPage));
  return (
    <section aria-labelledby={headingId} className={blocks.stack}>
      <h2 id={headingId} className={headingClassName}>
        {words.heading}
      </h2>
      {note ? <p className={blocks.muted}>{note}</p> : null}
      <DataTable {...table} caption={words.caption} />
      <Pagination
        page={paging.page}
        pageCount={pageCount}
        onPageChange={paging.onPageChange}
        label={words.pagesLabel}
      />
    </section>
  );
}

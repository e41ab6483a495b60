import type { Key, ReactNode } from 'react';
import styles from './data-table.module.css';

/** One column: its heading, the phone card's label for it, and how a row fills its cell. */
export type DataColumn<Row> = {
  /** Stable name of the column (React's key). */
  key: string;
  header: ReactNode;
  /** The label beside the value on a phone card; the header when it is text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (`<th scope="row">`), usually the first. */
  rowHeader?: boolean;
  /** Amounts and counts: right-aligned on a desk, no wrapping. */
  numeric?: boolean;
  className?: string;
};

/** The table's name: a caption (hidden unless `showCaption`), or the id of a heading that names it. */
type TableName =
  | { caption: ReactNode; showCaption?: boolean; labelledBy?: never }
  | { labelledBy: string; caption?: never; showCaption?: never };

export type DataTableProps<Row> = TableName & {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowClassName?: (row: Row) => string | undefined;
  /** Shown instead of the table when there are no rows (an EmptyState). */
  empty?: ReactNode;
  /** A card per row on a phone (the default); false keeps the table, scrolling inside its box. */
  phoneCards?: boolean;
  className?: string;
};

const labelOf = <Row,>(column: DataColumn<Row>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/**
 * A table of rows: on a desk it scrolls inside its own box, on a phone each row becomes a card
 * with each value beside its column's label.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  labelledBy,
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
  phoneCards = true,
  className,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const cellClass = (column: DataColumn<Row>) =>
    [column.numeric ? styles.number : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.box, phoneCards ? styles.cards : '', className ?? ''].filter(Boolean).join(' ')}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        {caption !== undefined ? (
          <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" data-label={labelOf(column)} className={cellClass(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} data-label={labelOf(column)} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

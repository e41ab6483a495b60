import type { TOccupancy } from '@parkstays/contract';
import { Alert } from '../../../../components/ui/alert';
import { type DataColumn, DataTable } from '../../../../components/ui/data-table';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { formatDayMonth } from '../../../../lib/format';
import { useOccupancy } from '../api/get-occupancy';
import styles from './today.module.css';

export type OccupancyTableProps = {
  parkCode: string;
  /** The first night (yyyy-mm-dd). */
  from: string;
};

/**
 * A park's next 14 nights as a table: units taken by stays, held by guests still paying, out of
 * order (blocks) and free, and how full the park is, in words and as a meter.
 */
export function OccupancyTable({ parkCode, from }: OccupancyTableProps) {
  const occupancy = useOccupancy(parkCode, from);
  if (occupancy.isPending) {
    return (
      <div className={styles.skeletonCard} aria-busy="true">
        <span className="visually-hidden">Loading occupancy</span>
        <Skeleton />
        <Skeleton />
        <Skeleton short />
      </div>
    );
  }
  if (occupancy.isError) return <Alert variant="error">{errorMessage(occupancy.error)}</Alert>;
  return <OccupancyNights occupancy={occupancy.data} />;
}

const NIGHT_COLUMNS: DataColumn<TOccupancy['nights'][number]>[] = [
  { key: 'night', header: 'Night', rowHeader: true, cell: (night) => formatDayMonth(night.date) },
  { key: 'taken', header: 'Stays', numeric: true, cell: (night) => night.units_taken },
  { key: 'held', header: 'Held', numeric: true, cell: (night) => night.units_held },
  { key: 'blocked', header: 'Out of order', numeric: true, cell: (night) => night.units_blocked },
  { key: 'free', header: 'Free', numeric: true, cell: (night) => night.units_free },
  { key: 'total', header: 'Units', numeric: true, cell: (night) => night.units_total },
  {
    key: 'full',
    header: 'Full',
    numeric: true,
    cell: (night) => (
      <>
        <meter className={styles.meter} min={0} max={100} value={night.percent} aria-hidden="true" />
        {night.percent}%
      </>
    ),
  },
];

export function OccupancyNights({ occupancy }: { occupancy: TOccupancy }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={styles.scroller} tabIndex={0} aria-label="Occupancy, 14 nights">
      <DataTable
        caption={`Occupancy at ${occupancy.park_title}: 14 nights from ${formatDayMonth(occupancy.from)}`}
        showCaption
        phoneCards={false}
        className={styles.inner}
        columns={NIGHT_COLUMNS}
        rows={occupancy.nights}
        rowKey={(night) => night.date}
      />
    </section>
  );
}

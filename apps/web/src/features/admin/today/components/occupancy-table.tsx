import type { TOccupancy } from '@parkstays/contract';
import { Alert } from '../../../../components/ui/alert';
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

export function OccupancyNights({ occupancy }: { occupancy: TOccupancy }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={styles.tableBox} tabIndex={0} aria-label="Occupancy, 14 nights">
      <table className={styles.table}>
        <caption>
          Occupancy at {occupancy.park_title}: 14 nights from {formatDayMonth(occupancy.from)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Night</th>
            <th scope="col">Stays</th>
            <th scope="col">Held</th>
            <th scope="col">Out of order</th>
            <th scope="col">Free</th>
            <th scope="col">Units</th>
            <th scope="col">Full</th>
          </tr>
        </thead>
        <tbody>
          {occupancy.nights.map((night) => (
            <tr key={night.date}>
              <th scope="row">{formatDayMonth(night.date)}</th>
              <td>{night.units_taken}</td>
              <td>{night.units_held}</td>
              <td>{night.units_blocked}</td>
              <td>{night.units_free}</td>
              <td>{night.units_total}</td>
              <td>
                <meter className={styles.meter} min={0} max={100} value={night.percent} aria-hidden="true" />
                {night.percent}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

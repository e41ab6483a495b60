import type { TDayStay } from '@parkstays/contract';
import { Fragment, type ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { formatPence } from '../../../../lib/format';
import { formatLongDay } from '../../../../lib/long-day';
import { useParkDay } from '../api/get-park-day';
import styles from './today.module.css';

export type ParkDayListsProps = {
  parkCode: string;
  /** yyyy-mm-dd */
  date: string;
  /**
   * One stay on a list, as an `<li>`; `checkInOffered` says whether the list is one where a party
   * may be checked in (arrivals and in-house).
   */
  renderStay: (stay: TDayStay, checkInOffered: boolean) => ReactNode;
};

function StayList({
  id,
  title,
  empty,
  stays,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  stays: TDayStay[];
  children: (stay: TDayStay) => ReactNode;
}) {
  return (
    <section className={styles.list} aria-labelledby={id}>
      <h2 id={id} className={styles.listHeading}>
        {title} <span className={styles.count}>{stays.length}</span>
      </h2>
      {stays.length === 0 ? (
        <EmptyState variant="box">{empty}</EmptyState>
      ) : (
        <ul className={styles.stays}>
          {stays.map((stay) => (
            <Fragment key={stay.booking_no}>{children(stay)}</Fragment>
          ))}
        </ul>
      )}
    </section>
  );
}

function ListsSkeleton() {
  return (
    <div className={styles.lists} aria-busy="true">
      <span className="visually-hidden">Loading the day's stays</span>
      {[1, 2, 3].map((n) => (
        <div key={n} className={styles.skeletonCard}>
          <Skeleton />
          <Skeleton />
          <Skeleton short />
        </div>
      ))}
    </div>
  );
}

/** A park's day: arrivals, departures and in-house stays, each with what is still to pay. */
export function ParkDayLists({ parkCode, date, renderStay }: ParkDayListsProps) {
  const day = useParkDay(parkCode, date);
  if (day.isPending) return <ListsSkeleton />;
  if (day.isError) return <Alert variant="error">{errorMessage(day.error)}</Alert>;
  const park = day.data.parks[0];
  if (!park) return <Alert variant="error">That park has no stays to show.</Alert>;
  const when = formatLongDay(day.data.date);
  return (
    <div className={styles.search}>
      <p>
        Balance due across these stays: <strong>{formatPence(park.balance_due_pence)}</strong>
      </p>
      <div className={styles.lists}>
        <StayList
          id="arrivals-heading"
          title="Arrivals"
          empty={`No arrivals on ${when}.`}
          stays={park.arrivals}
        >
          {(stay) => renderStay(stay, true)}
        </StayList>
        <StayList
          id="departures-heading"
          title="Departures"
          empty={`No departures on ${when}.`}
          stays={park.departures}
        >
          {(stay) => renderStay(stay, false)}
        </StayList>
        <StayList
          id="in-house-heading"
          title="In-house"
          empty={`Nobody is staying through ${when}.`}
          stays={park.in_house}
        >
          {(stay) => renderStay(stay, true)}
        </StayList>
      </div>
    </div>
  );
}

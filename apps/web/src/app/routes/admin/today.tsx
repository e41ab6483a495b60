import { addDays, londonToday } from '@parkstays/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DatePicker } from '../../../components/ui/date-picker';
import { PageFrame } from '../../../components/ui/page-frame';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Toolbar } from '../../../components/ui/toolbar';
import { StayCard, StayCheckIn } from '../../../features/admin/check-in';
import { invalidateToday, OccupancyTable, ParkDayLists } from '../../../features/admin/today';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDay } from '../../../lib/long-day';
import { useParks } from '../../../reads/catalogue';
import styles from './admin-screens.module.css';

/** Where the desk remembers the last park chosen on this device. */
const PARK_KEY = 'admin.today.park';

function rememberedPark(): string {
  try {
    return localStorage.getItem(PARK_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * /admin: reception's day at one park (the last park chosen on this device): arrivals,
 * departures and in-house stays with balances due, checking a party in, and how full the park
 * is over the next 14 nights. The day is in the address (?date=), today by default.
 */
export function AdminTodayRoute() {
  const parks = useParks();
  const queryClient = useQueryClient();
  // A party checked in here shows as checked in on the day's lists.
  const checkedIn = () => invalidateToday(queryClient);
  const [params, setParams] = useSearchParams();
  const today = londonToday();
  const date = params.get('date') || today;
  const [parkCode, setParkCode] = useState(rememberedPark);

  // The first park until one is chosen (or when the remembered one is gone).
  useEffect(() => {
    const codes = parks.data?.map((park) => park.park_code) ?? [];
    if (codes.length > 0 && !codes.includes(parkCode)) setParkCode(codes[0]!);
  }, [parks.data, parkCode]);

  const chooseDay = (next: string) =>
    setParams(next === today ? {} : { date: next }, { replace: true, preventScrollReset: true });
  const choosePark = (code: string) => {
    setParkCode(code);
    try {
      localStorage.setItem(PARK_KEY, code);
    } catch {
      // Private browsing: the choice lasts for this visit only.
    }
  };
  const park = parks.data?.find((p) => p.park_code === parkCode);

  return (
    <PageFrame
      title="Today"
      lead={`${date === today ? 'Today, ' : ''}${formatLongDay(date)}${park ? ` at ${park.title}` : ''}`}
    >
      <title>Today – Back office</title>

      {parks.isError ? <Alert variant="error">{errorMessage(parks.error)}</Alert> : null}
      <Toolbar growFirst={false}>
        {parks.isPending ? (
          <Skeleton shape="pill" />
        ) : (
          <Select
            id="today-park"
            label="Park"
            value={parkCode}
            onChange={(event) => choosePark(event.target.value)}
            options={(parks.data ?? []).map((p) => ({ value: p.park_code, label: p.title }))}
          />
        )}
        <DatePicker id="today-date" label="Day" value={date} onChange={(next) => chooseDay(next || today)} />
        <div className={styles.dayNav}>
          <Button variant="secondary" onClick={() => chooseDay(addDays(date, -1))}>
            Previous day
          </Button>
          <Button variant="secondary" onClick={() => chooseDay(addDays(date, 1))}>
            Next day
          </Button>
          {date !== today ? (
            <Button variant="link" onClick={() => chooseDay(today)}>
              Back to today
            </Button>
          ) : null}
        </div>
      </Toolbar>

      {parkCode ? (
        <>
          {date === today ? (
            <section className={styles.section} aria-labelledby="today-check-in">
              <h2 id="today-check-in">Check a party in</h2>
              <StayCheckIn parkCode={parkCode} date={date} onCheckedIn={checkedIn} />
            </section>
          ) : null}
          <ParkDayLists
            parkCode={parkCode}
            date={date}
            renderStay={(stay, checkInOffered) => (
              <StayCard stay={stay} canCheckIn={checkInOffered && date <= today} onCheckedIn={checkedIn} />
            )}
          />
          <section className={styles.section} aria-labelledby="today-occupancy">
            <h2 id="today-occupancy">Occupancy</h2>
            <OccupancyTable parkCode={parkCode} from={date} />
          </section>
        </>
      ) : null}
    </PageFrame>
  );
}

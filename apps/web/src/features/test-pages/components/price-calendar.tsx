import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate, formatMonthYear, formatPenceCompact } from '../../../lib/format';
import { getDayPriceQueryOptions } from '../api/get-day-price';
import { type DayState, monthWeeks, staticDayState, TEST_CALENDAR } from '../price-calendar';
import styles from './price-calendar.module.css';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

export type PriceCalendarProps = {
  /** yyyy-mm */
  month: string;
  nights: number;
  /** Valid arrival weekdays for this stay length, 0 = Sunday. */
  weekdays: readonly number[];
  /** yyyy-mm-dd, park-local. */
  today: string;
  /** Id of the month's heading, which names the table. */
  labelledBy: string;
};

type Day = { date: string | null; state: DayState; price?: number };

function priceState(result: UseQueryResult<number | null> | undefined): Pick<Day, 'state' | 'price'> {
  if (!result || result.isPending) return { state: 'loading' };
  if (result.isError || result.data === null) return { state: 'unavailable' };
  return { state: 'available', price: result.data };
}

const SPOKEN: Record<DayState, string> = {
  empty: '',
  'not-bookable': 'not an arrival day',
  loading: 'loading price',
  unavailable: 'unavailable',
  available: 'from',
  passed: 'past',
};

/** A Monday-first month: each day is empty, passed, not-bookable, loading, unavailable or available. */
export function PriceCalendar({ month, nights, weekdays, today, labelledBy }: PriceCalendarProps) {
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const valid = useMemo(() => new Set(weekdays), [weekdays]);
  const toPrice = useMemo(
    () => weeks.flat().filter((date): date is string => date !== null && !staticDayState(date, today, valid)),
    [weeks, today, valid],
  );
  const results = useQueries({
    queries: toPrice.map((date) =>
      getDayPriceQueryOptions({
        parkCode: TEST_CALENDAR.parkCode,
        bookingType: TEST_CALENDAR.bookingType,
        adults: TEST_CALENDAR.adults,
        nights,
        date,
      }),
    ),
  });
  const byDate = new Map(toPrice.map((date, i) => [date, results[i]]));
  const days: Day[][] = weeks.map((week) =>
    week.map((date) => {
      const state = staticDayState(date, today, valid);
      return state ? { date, state } : { date, ...priceState(byDate.get(date ?? '')) };
    }),
  );
  const all = days.flat();
  const loading = all.filter((day) => day.state === 'loading').length;
  const available = all.filter((day) => day.state === 'available').length;

  return (
    <>
      <p className={styles.summary} role="status">
        {loading > 0
          ? 'Loading prices…'
          : available === 0
            ? `No prices for a ${nights}-night stay in ${formatMonthYear(month)}.`
            : `${available} arrival ${available === 1 ? 'day' : 'days'} with prices in ${formatMonthYear(month)}.`}
      </p>
      <table className={styles.grid} aria-labelledby={labelledBy} aria-busy={loading > 0}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" className={styles.weekday}>
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((week) => (
            <tr key={week.find((day) => day.date)?.date}>
              {week.map((day, column) =>
                day.date === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have nothing but their column
                  <td key={column} data-state="empty" className={styles.empty} />
                ) : (
                  <DayCell key={day.date} day={day as Day & { date: string }} today={today} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function DayCell({ day, today }: { day: Day & { date: string }; today: string }) {
  const isToday = day.date === today;
  const price = day.price === undefined ? '' : formatPenceCompact(day.price);
  return (
    <td
      data-state={day.state}
      data-date={day.date}
      aria-current={isToday ? 'date' : undefined}
      className={`${styles.day} ${styles[day.state]} ${isToday ? styles.today : ''}`}
    >
      <span className="visually-hidden">
        {formatLongDate(day.date)}
        {isToday ? ' (today)' : ''}: {SPOKEN[day.state]}
        {price ? ` ${price}` : ''}
      </span>
      <span aria-hidden="true" className={styles.number}>
        {Number(day.date.slice(8, 10))}
      </span>
      <span aria-hidden="true" className={styles.detail}>
        {day.state === 'available' ? (
          <span className={styles.price}>{price}</span>
        ) : day.state === 'loading' ? (
          <Skeleton short className={styles.skeleton} />
        ) : day.state === 'unavailable' ? (
          '—'
        ) : null}
      </span>
    </td>
  );
}

/** The key under the grid: what each kind of day looks like. */
export function PriceCalendarKey() {
  return (
    <ul className={styles.key} aria-label="Key">
      <li>
        <span className={`${styles.swatch} ${styles.available}`} aria-hidden="true" /> Lowest price for
        arrival that day
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.unavailable}`} aria-hidden="true" /> Arrival day, nothing
        available (—)
      </li>
      <li>
        <span className={`${styles.swatch} ${styles['not-bookable']}`} aria-hidden="true" /> Not an arrival
        day for this stay length
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.passed}`} aria-hidden="true" /> Past
      </li>
    </ul>
  );
}

import { londonToday, STAY_LENGTHS, type TRateCell } from '@parkstays/contract';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { Select } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatLongDate, formatMonthYear, formatNights, formatPenceCompact } from '../../../../lib/format';
import { useRateCalendar } from '../api/get-rate-calendar';
import { addMonths, monthOf, monthRange, monthWeeks } from '../month';
import styles from './prices.module.css';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** What a cell shows: on sale at its price, or why a guest cannot buy it. */
type CellState = 'on-sale' | 'stop-sold' | 'outside-limits' | 'closed-day' | 'unpriced';

function stateOf(cell: TRateCell): CellState {
  if (cell.stop_sold) return 'stop-sold';
  if (cell.price_pence === null) return 'unpriced';
  if (cell.outside_stay_limits) return 'outside-limits';
  if (cell.arrival_day_closed) return 'closed-day';
  return 'on-sale';
}

const CLASS: Record<CellState, string | undefined> = {
  'on-sale': styles.onSale,
  'stop-sold': styles.stopped,
  'outside-limits': styles.limited,
  'closed-day': styles.closed,
  unpriced: styles.unpriced,
};
/** Short enough for a phone's seventh of a screen; the key says what each means. */
const SHORT: Record<CellState, string> = {
  'on-sale': '',
  'stop-sold': 'Stop',
  'outside-limits': 'Limit',
  'closed-day': 'Closed',
  unpriced: '—',
};
const SPOKEN: Record<CellState, string> = {
  'on-sale': 'on sale at',
  'stop-sold': 'stop-sold, not on sale; price list',
  'outside-limits': 'outside the stay limits, not on sale; price list',
  'closed-day': 'not an arrival day for this stay length; price list',
  unpriced: 'no price, not on sale',
};

/**
 * A grade's rate calendar, a month at a time for one stay length: each arrival day's price, and
 * whether guests can buy it (stop-sold, outside the stay limits, a closed arrival day, no price).
 * Seven narrow columns, so a month reads on a phone.
 */
export function RateCalendar({ gradeCode }: { gradeCode: string }) {
  const [today] = useState(() => londonToday());
  const [month, setMonth] = useState(() => monthOf(today));
  const [nights, setNights] = useState(7);
  const { start, end } = monthRange(month);
  const calendar = useRateCalendar(gradeCode, start, end);
  const headingId = useId();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const cells = useMemo(() => {
    const byDate = new Map<string, TRateCell>();
    for (const day of calendar.data?.days ?? []) {
      const cell = day.cells.find((c) => c.no_of_nights === nights);
      if (cell) byDate.set(day.arrival_date, cell);
    }
    return byDate;
  }, [calendar.data, nights]);
  const onSale = [...cells.entries()].filter(
    ([date, cell]) => date >= today && stateOf(cell) === 'on-sale',
  ).length;
  const shown = calendar.data && calendar.data.grade.grade_code === gradeCode && !calendar.isPlaceholderData;

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <div className={styles.controls}>
        <Select
          id="rate-calendar-nights"
          label="Stay length"
          value={String(nights)}
          onChange={(event) => setNights(Number(event.target.value))}
          options={STAY_LENGTHS.map((n) => ({ value: String(n), label: formatNights(n) }))}
        />
        <div className={styles.monthNav}>
          <h3 id={headingId} className={styles.monthTitle} aria-live="polite">
            {formatMonthYear(month)}
          </h3>
          <Button variant="secondary" onClick={() => setMonth((m) => addMonths(m, -1))}>
            <span aria-hidden="true">‹ </span>Previous<span className="visually-hidden"> month</span>
          </Button>
          <Button variant="secondary" onClick={() => setMonth((m) => addMonths(m, 1))}>
            Next<span className="visually-hidden"> month</span>
            <span aria-hidden="true"> ›</span>
          </Button>
        </div>
      </div>
      {calendar.isError ? <LoadFailed title="We could not load the rate calendar" query={calendar} /> : null}
      <p className={styles.summary} role="status">
        {!shown
          ? 'Loading prices…'
          : onSale === 0
            ? `No ${formatNights(nights).toLowerCase()} stays on sale in ${formatMonthYear(month)}: set prices below.`
            : `${onSale} arrival ${onSale === 1 ? 'day' : 'days'} on sale for ${formatNights(nights).toLowerCase()} in ${formatMonthYear(month)}.`}
      </p>
      <table className={styles.grid} aria-labelledby={headingId} aria-busy={!shown}>
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
          {weeks.map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((date, column) =>
                date === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have nothing but their column
                  <td key={column} className={styles.empty} />
                ) : (
                  <DayCell key={date} date={date} cell={shown ? cells.get(date) : undefined} today={today} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <RateCalendarKey />
    </section>
  );
}

function DayCell({ date, cell, today }: { date: string; cell: TRateCell | undefined; today: string }) {
  const state = cell ? stateOf(cell) : undefined;
  const price = cell?.price_pence == null ? '' : formatPenceCompact(cell.price_pence);
  const passed = date < today;
  return (
    <td
      data-date={date}
      data-state={state ?? 'loading'}
      className={`${styles.day} ${state ? CLASS[state] : ''} ${passed ? styles.passed : ''}`}
    >
      <span className="visually-hidden">
        {formatLongDate(date)}
        {passed ? ' (passed)' : ''}: {state ? `${SPOKEN[state]}${price ? ` ${price}` : ''}` : 'loading'}
      </span>
      <span aria-hidden="true" className={styles.number}>
        {Number(date.slice(8, 10))}
      </span>
      <span aria-hidden="true" className={styles.detail}>
        {state === undefined ? (
          <Skeleton short />
        ) : (
          <>
            {price ? <span className={styles.price}>{price}</span> : null}
            {SHORT[state] ? <span className={styles.mark}>{SHORT[state]}</span> : null}
          </>
        )}
      </span>
    </td>
  );
}

function RateCalendarKey() {
  const items: [CellState, string][] = [
    ['on-sale', 'On sale at this price'],
    ['closed-day', 'Closed: priced, but not an arrival day for this length'],
    ['outside-limits', 'Limit: outside the stay limits'],
    ['stop-sold', 'Stop: stop-sold'],
    ['unpriced', '—: no price, not on sale'],
  ];
  return (
    <ul className={styles.key} aria-label="Key">
      {items.map(([state, label]) => (
        <li key={state}>
          <span className={`${styles.swatch} ${CLASS[state]}`} aria-hidden="true" /> {label}
        </li>
      ))}
    </ul>
  );
}

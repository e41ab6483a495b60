import { londonToday } from '@parkstays/contract';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import {
  addMonths,
  durationsFrom,
  monthOf,
  PriceCalendar,
  PriceCalendarKey,
  TEST_CALENDAR,
  useArrivalRules,
} from '../../../features/test-pages';
import { formatMonthYear, formatNights } from '../../../lib/format';
import styles from './test-pages.module.css';

/** /test-calendar: the lowest price per valid arrival day, month by month, for a chosen stay length. */
export function TestCalendarRoute() {
  const [today] = useState(() => londonToday());
  const currentMonth = monthOf(today);
  const rules = useArrivalRules(TEST_CALENDAR.parkCode, TEST_CALENDAR.bookingType);
  const durations = useMemo(() => durationsFrom(rules.data ?? []), [rules.data]);
  const [chosen, setChosen] = useState<number>();
  const [month, setMonth] = useState(currentMonth);
  const monthHeadingId = useId();

  const nights =
    chosen !== undefined && durations.includes(chosen)
      ? chosen
      : durations.includes(TEST_CALENDAR.defaultNights)
        ? TEST_CALENDAR.defaultNights
        : durations[0];
  const weekdays = useMemo(
    () => rules.data?.find((rule) => rule.no_of_nights === nights)?.weekdays ?? [],
    [rules.data, nights],
  );
  const atFirstMonth = month <= currentMonth;

  return (
    <div className={styles.page}>
      <title>Test calendar</title>
      <h1 className={styles.heading}>Test calendar</h1>
      <p className={styles.lead}>
        Prices for park {TEST_CALENDAR.parkCode}, Touring &amp; Camping: the lowest price for{' '}
        {TEST_CALENDAR.adults} adults arriving on each valid arrival day.
      </p>

      {rules.isPending ? <Spinner label="Loading stay lengths…" /> : null}
      {rules.isError ? <LoadFailed title="We could not load the stay lengths" query={rules} /> : null}
      {rules.isSuccess && nights === undefined ? (
        <p>There are no stay lengths to price at this park.</p>
      ) : null}

      {nights !== undefined ? (
        <section className={styles.panel} aria-labelledby={monthHeadingId}>
          <div className={styles.controls}>
            <Select
              id="test-calendar-duration"
              label="Duration"
              className={styles.duration}
              value={String(nights)}
              onChange={(event) => setChosen(Number(event.target.value))}
              options={durations.map((n) => ({ value: String(n), label: formatNights(n) }))}
            />
            <div className={styles.monthNav}>
              <Button
                variant="secondary"
                disabled={atFirstMonth}
                onClick={() =>
                  setMonth((current) => (current <= currentMonth ? current : addMonths(current, -1)))
                }
              >
                <span aria-hidden="true">‹ </span>Previous month
              </Button>
              <h2 id={monthHeadingId} className={styles.monthTitle} aria-live="polite">
                {formatMonthYear(month)}
              </h2>
              <Button variant="secondary" onClick={() => setMonth((current) => addMonths(current, 1))}>
                Next month<span aria-hidden="true"> ›</span>
              </Button>
            </div>
          </div>
          <PriceCalendar
            month={month}
            nights={nights}
            weekdays={weekdays}
            today={today}
            labelledBy={monthHeadingId}
          />
          <PriceCalendarKey />
        </section>
      ) : null}
    </div>
  );
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { Tabs } from '../../../components/ui/tabs';
import {
  ArrivalRulesPanel,
  BulkPriceForm,
  GradePicker,
  PriceColumns,
  RateCalendar,
  SeasonsPanel,
  StayLimitsPanel,
  StopSellsPanel,
  useGradeTitle,
} from '../../../features/admin/prices';
import styles from './admin-screens.module.css';
import layout from './prices.module.css';

const TABS = [
  { key: 'calendar', label: 'Rate calendar' },
  { key: 'seasons', label: 'Seasons' },
  { key: 'arrival-days', label: 'Arrival days' },
  { key: 'stay-limits', label: 'Stay limits' },
  { key: 'stop-sells', label: 'Stop-sells' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/**
 * /admin/prices (admins): what each stay costs and what is on sale. The grade and the tab are in
 * the address, so a reload or a shared link opens the same view.
 */
export function AdminPricesRoute() {
  const [params, setParams] = useSearchParams();
  const gradeCode = params.get('grade') ?? '';
  const tab: Tab = TABS.some((t) => t.key === params.get('tab')) ? (params.get('tab') as Tab) : 'calendar';
  const set = useCallback(
    (change: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const chooseGrade = useCallback((code: string) => set({ grade: code }), [set]);
  const gradeTitle = useGradeTitle(gradeCode);

  return (
    <PageFrame
      title="Prices"
      lead="What each stay costs and what guests can book. Changes show in guests' searches at once and apply to new bookings only: stays already booked keep their price."
    >
      <title>Prices – Back office</title>
      <Tabs
        label="Prices and rules"
        idPrefix="prices"
        tabs={TABS.map((t) => ({ key: t.key, label: t.label }))}
        selected={tab}
        onSelect={(key) => set({ tab: key })}
      >
        {tab === 'calendar' ? (
          <div className={layout.calendarTab}>
            <GradePicker value={gradeCode} onChange={chooseGrade} />
            {gradeCode ? (
              <PriceColumns>
                <section className={styles.section} aria-labelledby="prices-calendar">
                  <h2 id="prices-calendar">Rate calendar: {gradeTitle}</h2>
                  <RateCalendar key={gradeCode} gradeCode={gradeCode} />
                </section>
                <BulkPriceForm key={gradeCode} gradeCode={gradeCode} gradeTitle={gradeTitle} />
              </PriceColumns>
            ) : null}
          </div>
        ) : tab === 'seasons' ? (
          <SeasonsPanel />
        ) : tab === 'arrival-days' ? (
          <ArrivalRulesPanel />
        ) : tab === 'stay-limits' ? (
          <StayLimitsPanel />
        ) : (
          <StopSellsPanel gradeCode={gradeCode} />
        )}
      </Tabs>
    </PageFrame>
  );
}

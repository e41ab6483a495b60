// Must come first: it prepares the <style> element FullCalendar fills when its modules load.
import '../../../lib/fullcalendar-styles';
import type {
  DatesSetArg,
  DayCellMountArg,
  EventClickArg,
  EventMountArg,
  MoreLinkMountArg,
} from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { EVENTS_PER_DAY } from '@parkstays/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { type EventsRange, useEvents } from '../api/get-events';
import { type CalendarEvent, moreEventsText, toCalendarEvents, visibleRange } from '../calendar-events';
import styles from './events-calendar.module.css';

const PLUGINS = [dayGridPlugin, listPlugin];
/**
 * Below this width a month grid's seven columns cut every title to a few letters ("Fam…"): a
 * phone lists the month's events instead, each with its time and whole title.
 */
const LIST_QUERY = '(max-width: 40rem)';
const GRID_VIEW = 'dayGridMonth';
const LIST_VIEW = 'listMonth';

function viewFor(matches: boolean) {
  return matches ? LIST_VIEW : GRID_VIEW;
}

/** The view that fits the window now, following it when the window is resized. */
function useFittingView() {
  const [view, setView] = useState(() =>
    typeof window.matchMedia === 'function' ? viewFor(window.matchMedia(LIST_QUERY).matches) : GRID_VIEW,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(LIST_QUERY);
    const onChange = () => setView(viewFor(query.matches));
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return view;
}
const HEADER_TOOLBAR = { start: 'title', end: 'today prev,next' };
// Words, not FullCalendar's icon font: the page's CSP allows fonts from this site only (no data:
// fonts), and the words name the buttons for screen readers too.
const BUTTON_TEXT = { today: 'Today', prev: 'Previous month', next: 'Next month' };
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const NO_EVENTS: CalendarEvent[] = [];

/** Clicking an event's title only logs it (docs/product.md, "Events calendar"). */
function logEvent({ event, jsEvent }: EventClickArg) {
  jsEvent.preventDefault();
  console.warn('Event clicked', event.extendedProps.eventFull);
}

// FullCalendar draws the grid's events and "more" links as <a> without href; they act as buttons.
// (A list view's event is a table row: it keeps its row role.)
function markAsButton({ el }: EventMountArg | MoreLinkMountArg) {
  if (el.tagName === 'A') el.setAttribute('role', 'button');
}

// A day cell is labelled by its date link alone, yet it holds the day's events too: a name that
// leaves out the cell's own text (axe: label-content-name-mismatch). The cell is named by what it holds.
function unlabelDayCell({ el }: DayCellMountArg) {
  el.removeAttribute('aria-labelledby');
}

/** The events month grid: asks the API for exactly the days the grid shows. */
export function EventsCalendar({ calendarId }: { calendarId?: number }) {
  const [range, setRange] = useState<EventsRange>();
  const view = useFittingView();
  const calendar = useRef<FullCalendar>(null);
  // Switch views in place, keeping the month on show.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (api && api.view.type !== view) api.changeView(view);
  }, [view]);
  const events = useEvents(range && { ...range, calendarId });
  const entries = useMemo(() => (events.data ? toCalendarEvents(events.data) : NO_EVENTS), [events.data]);

  const onDatesSet = useCallback(({ start, end }: DatesSetArg) => {
    const next = visibleRange(start, end);
    setRange((current) =>
      current?.startDate === next.startDate && current.endDate === next.endDate ? current : next,
    );
  }, []);

  return (
    <div className={styles.wrapper}>
      <div className={styles.status} aria-live="polite">
        {events.isFetching ? (
          <span role="status" className={styles.loading}>
            Loading events…
          </span>
        ) : events.isSuccess && entries.length === 0 ? (
          <EmptyState>There are no events on these dates.</EmptyState>
        ) : null}
      </div>
      {events.isError ? <LoadFailed title="We could not load the events" query={events} /> : null}
      <div className={styles.calendar} aria-busy={events.isFetching}>
        <FullCalendar
          ref={calendar}
          plugins={PLUGINS}
          initialView={view}
          locale={enGbLocale}
          firstDay={1}
          weekends
          height="auto"
          headerToolbar={HEADER_TOOLBAR}
          buttonIcons={false}
          buttonText={BUTTON_TEXT}
          dayMaxEventRows={EVENTS_PER_DAY}
          moreLinkText={moreEventsText}
          moreLinkHint={moreEventsText}
          moreLinkDidMount={markAsButton}
          eventDidMount={markAsButton}
          dayCellDidMount={unlabelDayCell}
          noEventsContent="There are no events this month."
          eventTimeFormat={TIME_FORMAT}
          displayEventEnd={false}
          events={entries}
          datesSet={onDatesSet}
          eventClick={logEvent}
        />
      </div>
    </div>
  );
}

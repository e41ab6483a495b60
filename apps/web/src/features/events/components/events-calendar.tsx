// Must come first: it prepares the <style> element FullCalendar fills when its modules load.
import '../../../lib/fullcalendar-styles';
import type { DatesSetArg, EventClickArg, EventMountArg, MoreLinkMountArg } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { EVENTS_PER_DAY } from '@parkstays/contract';
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { type EventsRange, useEvents } from '../api/get-events';
import { type CalendarEvent, moreEventsText, toCalendarEvents, visibleRange } from '../calendar-events';
import styles from './events-calendar.module.css';

const PLUGINS = [dayGridPlugin];
const HEADER_TOOLBAR = { start: 'title', end: 'today prev,next' };
// Words, not FullCalendar's icon font: the page's CSP allows fonts from this site only (no data:
// fonts), and the words name the buttons for screen readers too.
const BUTTON_TEXT = { today: 'Today', prev: 'Previous month', next: 'Next month' };
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const NO_EVENTS: CalendarEvent[] = [];

/** Clicking an event's title only logs it (owners-activities-events §2 "Events"). */
function logEvent({ event, jsEvent }: EventClickArg) {
  jsEvent.preventDefault();
  console.warn('Event clicked', event.extendedProps.eventFull);
}

// FullCalendar draws events and "more" links as <a> without href; they act as buttons.
function markAsButton({ el }: EventMountArg | MoreLinkMountArg) {
  el.setAttribute('role', 'button');
}

/** The events month grid: asks the API for exactly the days the grid shows. */
export function EventsCalendar({ calendarId }: { calendarId?: number }) {
  const [range, setRange] = useState<EventsRange>();
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
          <p className={styles.empty}>There are no events on these dates.</p>
        ) : null}
      </div>
      {events.isError ? (
        <Alert variant="error" title="We could not load the events">
          <p>{errorMessage(events.error)}</p>
          <Button variant="secondary" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      <div className={styles.calendar} aria-busy={events.isFetching}>
        <FullCalendar
          plugins={PLUGINS}
          initialView="dayGridMonth"
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

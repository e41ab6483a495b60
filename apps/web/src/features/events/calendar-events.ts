import type { EventInput } from '@fullcalendar/core';
import type { TEvent, TEventsResponse } from '@parkstays/contract';
import { localDateToIso } from '../../lib/iso-date';

/** A calendar entry as FullCalendar takes it; the whole record rides along as eventFull. */
export type CalendarEvent = EventInput & {
  id: string;
  title: string;
  start: string;
  end: string;
  extendedProps: { eventFull: TEvent };
};

/**
 * Events grouped by date (the API's answer) → FullCalendar's input: title = name,
 * start = date + 'T' + start_time, end = date + 'T' + end_time, in date then time order.
 */
export function toCalendarEvents(grouped: TEventsResponse['data']): CalendarEvent[] {
  const entries: CalendarEvent[] = [];
  for (const dateKey of Object.keys(grouped).sort()) {
    for (const event of grouped[dateKey]?.events ?? []) {
      const date = event.date || dateKey;
      entries.push({
        id: String(event.id),
        title: event.name,
        start: `${date}T${event.start_time}`,
        end: `${date}T${event.end_time}`,
        extendedProps: { eventFull: event },
      });
    }
  }
  return entries.sort((a, b) => a.start.localeCompare(b.start));
}

/** "Show 1 more event", "Show 4 more events": the link under a busy day. */
export function moreEventsText(count: number): string {
  return `Show ${count} more event${count === 1 ? '' : 's'}`;
}

/** FullCalendar's visible range (local midnights, end exclusive) → the API's inclusive yyyy-mm-dd range. */
export function visibleRange(start: Date, endExclusive: Date) {
  const last = new Date(endExclusive.getFullYear(), endExclusive.getMonth(), endExclusive.getDate() - 1);
  return { startDate: localDateToIso(start), endDate: localDateToIso(last) };
}

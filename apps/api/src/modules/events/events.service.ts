import type { TEventsResponse } from '@parkstays/contract';
import type { EventsRepository } from './events.repository';

type EventRow = Awaited<ReturnType<EventsRepository['list']>>[number];

/** An event as both calendars answer it. */
export const toEvent = (row: EventRow) => ({
  id: row.id,
  name: row.name,
  date: row.date,
  start_time: row.startTime,
  end_time: row.endTime,
  park_code: row.parkCode,
  location: row.location,
  description: row.description,
});

export class EventsService {
  constructor(private readonly repository: EventsRepository) {}

  /** Events grouped by date key (YYYY-MM-DD), each day with its events list, as the calendar reads them. */
  async byDate(calendarId: number, from: string, to: string): Promise<TEventsResponse['data']> {
    const grouped: TEventsResponse['data'] = {};
    for (const row of await this.repository.list(calendarId, from, to)) {
      grouped[row.date] ??= { events: [] };
      grouped[row.date]!.events.push(toEvent(row));
    }
    return grouped;
  }
}

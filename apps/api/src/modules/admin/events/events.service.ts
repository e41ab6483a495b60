import {
  addDays,
  DEFAULT_EVENTS_CALENDAR_ID,
  type TAdminEvent,
  type TAdminEventsQuery,
  type TAdminEventsResponse,
  type TEventRequest,
} from '@parkstays/contract';
import { badRequest, notFound } from '../../../http/errors';
import { type AuditService, auditTrail } from '../../audit/audit.service';
import { toEvent } from '../../events/events.service';
import type { SearchService } from '../../search/search.service';
import type { EventRecord, EventsAdminRepository, EventValues } from './events.repository';

export type EventsAdminOptions = {
  repository: EventsAdminRepository;
  audit: Pick<AuditService, 'recordChange'>;
  /** The parks an event can be at. */
  parks: Pick<SearchService, 'parks'>;
};

function toAdminEvent(row: EventRecord): TAdminEvent {
  return { ...toEvent(row), calendar_id: row.calendarId };
}

const DAY_IN_WORDS = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Friday 10 July 2026". */
export const dayInWords = (isoDate: string) =>
  DAY_IN_WORDS.format(new Date(`${isoDate}T00:00:00Z`)).replace(',', '');

/** The first and last days of a month (yyyy-mm). */
function monthRange(month: string) {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7);
  return { first, last: addDays(`${next}-01`, -1) };
}

/**
 * The calendars' events as staff edit them (decision 041; admins and the activities team): a month at
 * a time, and adding, changing and removing one, each audited in its own transaction. The public
 * calendar reads the same rows on every look (its answer is revalidated, never kept), so a change
 * shows there at once.
 */
export class EventsAdminService {
  private readonly recordEvent;

  constructor(private readonly options: EventsAdminOptions) {
    this.recordEvent = auditTrail(options.audit, 'event', toAdminEvent);
  }

  private async parkList() {
    return (await this.options.parks.parks({})).map((park) => ({
      park_code: park.park_code,
      title: park.title,
    }));
  }

  async month({ calendar_id, month }: TAdminEventsQuery): Promise<TAdminEventsResponse['data']> {
    const { first, last } = monthRange(month);
    const [rows, calendars, parks] = await Promise.all([
      this.options.repository.list(calendar_id, first, last),
      this.options.repository.calendars(),
      this.parkList(),
    ]);
    const known = new Set([DEFAULT_EVENTS_CALENDAR_ID, calendar_id, ...calendars]);
    return {
      calendar_id,
      month,
      calendars: [...known].sort((a, b) => a - b),
      parks,
      events: rows.map(toAdminEvent),
    };
  }

  /** The event's values, its park checked to be one of the parks ('' for none). */
  private async values(input: TEventRequest): Promise<EventValues> {
    if (input.park_code !== '') {
      const parks = await this.parkList();
      if (!parks.some((park) => park.park_code === input.park_code)) {
        const message = `Park ${input.park_code} is not one of the parks`;
        throw badRequest(message, [{ field: 'park_code', message }]);
      }
    }
    return {
      calendarId: input.calendar_id,
      name: input.name,
      date: input.date,
      startTime: input.start_time,
      endTime: input.end_time,
      parkCode: input.park_code,
      location: input.location,
      description: input.description,
    };
  }

  async create(staffUserId: number, input: TEventRequest): Promise<TAdminEvent> {
    const created = await this.options.repository.create(await this.values(input), (tx, row) =>
      this.recordEvent(tx, staffUserId, 'event.create', row.id, null, row),
    );
    return toAdminEvent(created);
  }

  async update(staffUserId: number, id: number, input: TEventRequest): Promise<TAdminEvent> {
    const updated = await this.options.repository.update(id, await this.values(input), (tx, before, after) =>
      this.recordEvent(tx, staffUserId, 'event.change', id, before, after),
    );
    if (!updated) throw notFound('No event has that number');
    return toAdminEvent(updated);
  }

  async remove(staffUserId: number, id: number): Promise<TAdminEvent> {
    const removed = await this.options.repository.remove(id, (tx, before) =>
      this.recordEvent(tx, staffUserId, 'event.remove', id, before, null),
    );
    if (!removed) throw notFound('No event has that number');
    return toAdminEvent(removed);
  }
}

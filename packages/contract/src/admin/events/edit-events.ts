import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZId, ZIdParam } from '../../common/id';
import { DEFAULT_EVENTS_CALENDAR_ID, ZEvent } from '../../events/event';
import { ZIsoDate } from '../../search/iso-date';

/** HH:MM on a 24-hour clock (Europe/London), as events cross the wire. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const ZClockTime = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .regex(CLOCK_TIME, `${label} must be a time like 19:30 (24-hour clock)`);

/** yyyy-mm: a month of a calendar. */
export const ZIsoMonth = z
  .string({ error: 'month must be text in the form yyyy-mm' })
  .regex(/^(19|2\d)\d\d-(0[1-9]|1[0-2])$/, 'month must be in the form yyyy-mm, like 2026-07');

export const EVENT_DESCRIPTION_MAX = 2_000;

/**
 * An event as staff write it (roles admin and activities). The description is plain text: the
 * site shows it as text, never as HTML, so it needs no cleaning; the park is one of the parks'
 * codes, or '' for an event that belongs to none (the API checks the code names a park).
 */
export const ZEventRequest = z
  .object({
    calendar_id: ZId('Calendar'),
    name: z
      .string({ error: 'Name must be text' })
      .trim()
      .min(1, 'Name is required')
      .max(150, 'Name must be at most 150 characters'),
    date: ZIsoDate,
    start_time: ZClockTime('Start time'),
    end_time: ZClockTime('End time'),
    park_code: z
      .string({ error: 'Park must be text' })
      .trim()
      .max(10, 'Park must be a park code of at most 10 characters'),
    location: z
      .string({ error: 'Place must be text' })
      .trim()
      .max(150, 'Place must be at most 150 characters'),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(EVENT_DESCRIPTION_MAX, `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`),
  })
  .refine((event) => !CLOCK_TIME.test(event.start_time) || event.end_time > event.start_time, {
    message: 'End time must be after the start time',
    path: ['end_time'],
  });
export type TEventRequest = z.infer<typeof ZEventRequest>;

/** An event as the back office lists it: the calendar's answer plus the calendar it is on. */
export const ZAdminEvent = ZEvent.extend({ calendar_id: z.number().int() });
export type TAdminEvent = z.infer<typeof ZAdminEvent>;

/** GET api/admin/events?calendar_id=6&month=2026-07 (admins, activities). */
export const ZAdminEventsQuery = z.object({
  calendar_id: ZIdParam('calendar_id').default(DEFAULT_EVENTS_CALENDAR_ID),
  month: ZIsoMonth,
});
export type TAdminEventsQuery = z.infer<typeof ZAdminEventsQuery>;

export const ZAdminEventsResponse = ZSuccess(
  z.object({
    calendar_id: z.number().int(),
    month: z.string(),
    /** Every calendar that has events, and the website's (6) always. */
    calendars: z.array(z.number().int()),
    /** The parks an event can be at, for the form's choice. */
    parks: z.array(z.object({ park_code: z.string(), title: z.string() })),
    /** The month's events, by date and start time. */
    events: z.array(ZAdminEvent),
  }),
);
export type TAdminEventsResponse = z.infer<typeof ZAdminEventsResponse>;

export const ZEventParams = z.object({ id: ZIdParam('Event id') });

/** POST api/admin/events (201) and PUT api/admin/events/{id}. */
export const ZAdminEventResponse = ZSuccessWithMessage(ZAdminEvent);
export type TAdminEventResponse = z.infer<typeof ZAdminEventResponse>;

/** DELETE api/admin/events/{id}. */
export const ZRemoveEventResponse = z.object({ success: z.literal(true), message: z.string() });

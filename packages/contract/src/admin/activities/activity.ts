import { z } from 'zod';
import { ZSuccess } from '../../common/api-error';
import { ZId, ZIdParam } from '../../common/id';
import { ZPence } from '../../common/money';
import { addIssueAt } from '../../common/refinements';
import { ZListPosition } from '../catalogue/catalogue-rules';

/**
 * The back office's Activities screen (activities staff): activities and their ticket
 * types. Sessions are in session-admin.ts.
 */

/** An activity's code: capitals, digits and hyphens (it is in guests' addresses: /activity/RH-ARCH). */
export const ACTIVITY_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;
/** The operator's description is HTML: at most this many characters. */
export const ACTIVITY_DESCRIPTION_MAX = 20_000;
/** A booking window counts hours: a year at most. */
export const BOOKING_WINDOW_HOURS_MAX = 8_760;

const hours = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a whole number of hours` })
    .int(`${label} must be a whole number of hours`)
    .min(min, `${label} must be at least ${min}`)
    .max(BOOKING_WINDOW_HOURS_MAX, `${label} must be at most ${BOOKING_WINDOW_HOURS_MAX} (a year)`)
    .nullable();

/**
 * The picture's address: one of our own (/media/…), or a full http(s) address. Empty: no picture.
 * Protocol-relative (//…) and other schemes (javascript:, data:) are refused.
 */
export function isImageAddress(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** POST api/admin/activities and PUT api/admin/activities/{activity_id}: an activity as staff write it. */
export const ZActivityForm = z
  .object({
    activity_code: z
      .string({ error: 'Enter a code' })
      .trim()
      .toUpperCase()
      .min(2, 'The code must be at least 2 characters')
      .max(30, 'The code must be at most 30 characters')
      .regex(ACTIVITY_CODE_PATTERN, 'The code may hold only letters, digits and hyphens, like RH-ARCH'),
    park_id: ZId('park_id'),
    name: z
      .string({ error: 'Enter a name' })
      .trim()
      .min(1, 'Enter a name')
      .max(150, 'The name must be at most 150 characters'),
    image_url: z
      .string({ error: 'The image address must be text' })
      .trim()
      .max(500, 'The image address must be at most 500 characters')
      .refine(isImageAddress, 'Enter an address starting with https:// or /media/, or leave it empty'),
    /** HTML: the server sanitises it before it is saved, the pages again before they show it. */
    description: z
      .string({ error: 'The description must be text' })
      .max(
        ACTIVITY_DESCRIPTION_MAX,
        `The description must be at most ${ACTIVITY_DESCRIPTION_MAX} characters`,
      ),
    owner_only: z.boolean({ error: 'owner_only must be true or false' }),
    minimum_hours_before_booking: hours('The minimum hours before booking', 0),
    maximum_hours_before_booking: hours('The maximum hours before booking', 1),
    position: ZListPosition(999, 'The order must be a whole number'),
  })
  .superRefine((form, ctx) => {
    const min = form.minimum_hours_before_booking;
    const max = form.maximum_hours_before_booking;
    if (min !== null && max !== null && max <= min) {
      addIssueAt(
        ctx,
        ['maximum_hours_before_booking'],
        'The maximum hours must be more than the minimum hours',
      );
    }
  });
export type TActivityForm = z.input<typeof ZActivityForm>;
export type TActivityFormValues = z.output<typeof ZActivityForm>;

/** The kinds of ticket (the guest pages group and label by them). */
export const TICKET_KINDS = ['adult', 'child', 'family', 'senior', 'concession', 'other'] as const;

/** The most a ticket may cost: £1,000. */
export const TICKET_PRICE_MAX_PENCE = 100_000;

const ticketName = z
  .string({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(60, 'The name must be at most 60 characters');
const ticketPrice = z
  .number({ error: 'price_pence must be a whole number of pence' })
  .int('price_pence must be a whole number of pence')
  .min(0, 'The price cannot be below £0')
  .max(TICKET_PRICE_MAX_PENCE, 'The price must be at most £1,000');

/** POST api/admin/activities/{activity_id}/ticket-types */
export const ZTicketTypeRequest = z.object({
  code: z
    .string({ error: 'Enter a code' })
    .trim()
    .toUpperCase()
    .min(1, 'Enter a code')
    .max(20, 'The code must be at most 20 characters')
    .regex(/^[A-Z0-9_-]+$/, 'The code may hold only letters, digits, hyphens and underscores, like ADULT'),
  name: ticketName,
  type: z.enum(TICKET_KINDS, { error: `The kind must be one of ${TICKET_KINDS.join(', ')}` }),
  price_pence: ticketPrice,
});
export type TTicketTypeRequest = z.input<typeof ZTicketTypeRequest>;

/** PATCH api/admin/activities/{activity_id}/ticket-types/{ticket_type_id}: its name and price. */
export const ZTicketTypeChange = z.object({ name: ticketName, price_pence: ticketPrice });
export type TTicketTypeChange = z.infer<typeof ZTicketTypeChange>;

export const ZAdminTicketType = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  price_pence: ZPence,
  /** Tickets of this type ever sold: a type with any cannot be removed (their records name it). */
  tickets_sold: z.number().int(),
});
export type TAdminTicketType = z.infer<typeof ZAdminTicketType>;

export const ZActivityPark = z.object({ id: z.number().int(), park_code: z.string(), title: z.string() });
export type TActivityPark = z.infer<typeof ZActivityPark>;

/** An activity as the back office shows it. */
export const ZAdminActivity = z.object({
  id: z.number().int(),
  activity_code: z.string(),
  park: ZActivityPark,
  name: z.string(),
  /** Sanitised HTML, as saved. */
  description: z.string(),
  image_url: z.string(),
  owner_only: z.boolean(),
  minimum_hours_before_booking: z.number().int().nullable(),
  maximum_hours_before_booking: z.number().int().nullable(),
  position: z.number().int(),
  ticket_types: z.array(ZAdminTicketType),
  /** Sessions from today on that are not cancelled. */
  upcoming_sessions: z.number().int(),
  /** Activity bookings ever made for its sessions: the park cannot change once there are any. */
  activity_bookings: z.number().int(),
});
export type TAdminActivity = z.infer<typeof ZAdminActivity>;

/** GET api/admin/activities: every activity by park and order, and the parks an activity can be at. */
export const ZAdminActivitiesResponse = ZSuccess(
  z.object({ activities: z.array(ZAdminActivity), parks: z.array(ZActivityPark) }),
);
export type TAdminActivitiesResponse = z.infer<typeof ZAdminActivitiesResponse>;

export const ZAdminActivityParams = z.object({ activity_id: ZIdParam('activity_id') });
export const ZAdminTicketTypeParams = z.object({
  activity_id: ZIdParam('activity_id'),
  ticket_type_id: ZIdParam('ticket_type_id'),
});

/** One activity: GET, and what POST, PUT and the ticket-type calls answer. */
export const ZAdminActivityResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZAdminActivity,
});
export type TAdminActivityResponse = z.infer<typeof ZAdminActivityResponse>;

import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZPence } from '../../common/money';
import { addIssueAt } from '../../common/refinements';
import { addDays, weekday } from '../../search/dates';
import { ZIsoDate } from '../../search/iso-date';
import { ZRefundReason } from '../bookings/refund-booking';

/** The back office's sessions of an activity (activities staff). */

/** At most this many sessions are added by one request (one transaction). */
export const MAX_SESSIONS_AT_ONCE = 200;
/** The sessions list covers at most this many days at a time. */
export const ADMIN_SESSION_RANGE_MAX_DAYS = 92;
export const SESSION_CAPACITY_MAX = 10_000;

/**
 * The days from `from` to `until` (both included) that fall on one of `weekdays` (0 = Sunday):
 * the dates a repeating session runs on. Stops after `limit` + 1 dates, enough to say "too many".
 */
export function repeatingSessionDates(
  from: string,
  until: string,
  weekdays: readonly number[],
  limit = MAX_SESSIONS_AT_ONCE,
): string[] {
  const days = new Set(weekdays);
  const dates: string[] = [];
  for (let day = from; day <= until && dates.length <= limit; day = addDays(day, 1)) {
    if (days.has(weekday(day))) dates.push(day);
  }
  return dates;
}

export const TOO_MANY_SESSIONS_MESSAGE = `That would add more than ${MAX_SESSIONS_AT_ONCE} sessions at once: choose an earlier end date or fewer days`;

const ZTime = (label: string) =>
  z
    .string({ error: `Enter the ${label} time` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${label} time as HH:MM on a 24-hour clock, like 10:00`);

const ZCapacity = z
  .number({ error: 'The capacity must be a whole number' })
  .int('The capacity must be a whole number')
  .min(1, 'The capacity must be at least 1')
  .max(SESSION_CAPACITY_MAX, `The capacity must be at most ${SESSION_CAPACITY_MAX}`);

const timesDiffer = (form: { start_time: string; end_time: string }, ctx: z.RefinementCtx) => {
  if (form.start_time === form.end_time) {
    addIssueAt(
      ctx,
      ['end_time'],
      'The end time must differ from the start time (an earlier end runs past midnight)',
    );
  }
};

/**
 * POST api/admin/activities/{activity_id}/sessions: one session on a date, or a repeating one on
 * chosen weekdays from a date until a date (at most MAX_SESSIONS_AT_ONCE), all in one transaction.
 */
export const ZAddSessionsRequest = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('one'),
      date: ZIsoDate,
      start_time: ZTime('start'),
      end_time: ZTime('end'),
      capacity: ZCapacity,
    }),
    z.object({
      kind: z.literal('repeating'),
      weekdays: z
        .array(
          z
            .number({ error: 'A weekday is a number from 0 (Sunday) to 6 (Saturday)' })
            .int('A weekday is a number from 0 (Sunday) to 6 (Saturday)')
            .min(0, 'A weekday is a number from 0 (Sunday) to 6 (Saturday)')
            .max(6, 'A weekday is a number from 0 (Sunday) to 6 (Saturday)'),
          { error: 'Choose at least one day of the week' },
        )
        .min(1, 'Choose at least one day of the week')
        .max(7, 'Choose at most seven days of the week'),
      from: ZIsoDate,
      until: ZIsoDate,
      start_time: ZTime('start'),
      end_time: ZTime('end'),
      capacity: ZCapacity,
    }),
  ])
  .superRefine((form, ctx) => {
    timesDiffer(form, ctx);
    if (form.kind !== 'repeating') return;
    if (form.until < form.from) {
      addIssueAt(ctx, ['until'], 'The end date must be on or after the start date');
      return;
    }
    const dates = repeatingSessionDates(form.from, form.until, form.weekdays);
    if (dates.length === 0) {
      addIssueAt(ctx, ['weekdays'], 'None of the chosen days falls between the start and end dates');
    } else if (dates.length > MAX_SESSIONS_AT_ONCE) {
      addIssueAt(ctx, ['until'], TOO_MANY_SESSIONS_MESSAGE);
    }
  });
export type TAddSessionsRequest = z.input<typeof ZAddSessionsRequest>;

/** PATCH api/admin/sessions/{session_id}: its times and capacity (never below the tickets sold). */
export const ZChangeSessionRequest = z
  .object({ start_time: ZTime('start'), end_time: ZTime('end'), capacity: ZCapacity })
  .superRefine(timesDiffer);
export type TChangeSessionRequest = z.infer<typeof ZChangeSessionRequest>;

/** A session as the back office shows it. */
export const ZAdminSession = z.object({
  id: z.number().int(),
  session_no: z.string(),
  date: z.string(),
  /** HH:MM, park time; an end earlier than the start runs past midnight. */
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  /** Tickets taken, with bookings still waiting to be paid: the capacity cannot go below it. */
  tickets_sold: z.number().int(),
  /** Guests with live activity bookings for it. */
  ticket_holders: z.number().int(),
  /** What those bookings have paid, in pence: what cancelling would refund. */
  paid_pence: ZPence,
  /** When staff cancelled it (ISO); null while it runs. */
  cancelled_at: z.string().nullable(),
});
export type TAdminSession = z.infer<typeof ZAdminSession>;

/** GET api/admin/activities/{activity_id}/sessions?from=&to= (today and four weeks by default). */
export const ZAdminSessionsQuery = z
  .object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) {
      addIssueAt(ctx, ['to'], 'to must be on or after from');
    } else if (query.from && query.to && addDays(query.from, ADMIN_SESSION_RANGE_MAX_DAYS) < query.to) {
      addIssueAt(ctx, ['to'], `The range can be at most ${ADMIN_SESSION_RANGE_MAX_DAYS} days`);
    }
  });
export type TAdminSessionsQuery = z.infer<typeof ZAdminSessionsQuery>;

export const ZAdminSessionsResponse = ZSuccess(
  z.object({ from: z.string(), to: z.string(), sessions: z.array(ZAdminSession) }),
);
export type TAdminSessionsResponse = z.infer<typeof ZAdminSessionsResponse>;

export const ZAddSessionsResponse = ZSuccessWithMessage(z.array(ZAdminSession));
export type TAddSessionsResponse = z.infer<typeof ZAddSessionsResponse>;

export const ZChangeSessionResponse = ZSuccessWithMessage(ZAdminSession);
export type TChangeSessionResponse = z.infer<typeof ZChangeSessionResponse>;

/** GET api/admin/sessions/{session_id}/cancellation: what cancelling it would do, changing nothing. */
export const ZSessionCancellationPreview = z.object({
  session: ZAdminSession,
  activity_name: z.string(),
  /** Guests who will be e-mailed. */
  ticket_holders: z.number().int(),
  activity_bookings: z.number().int(),
  tickets: z.number().int(),
  /** Paid by card on its bookings: refunded in full. */
  refund_pence: ZPence,
  /** Bookings not paid yet: let go, nothing to refund. */
  unpaid_bookings: z.number().int(),
});
export type TSessionCancellationPreview = z.infer<typeof ZSessionCancellationPreview>;

export const ZSessionCancellationResponse = ZSuccess(ZSessionCancellationPreview);

/** POST api/admin/sessions/{session_id}/cancel: the reason goes to the guests and the audit log. */
export const ZCancelSessionRequest = z.object({ reason: ZRefundReason });
export type TCancelSessionRequest = z.infer<typeof ZCancelSessionRequest>;

export const ZCancelSessionResponse = ZSuccessWithMessage(
  z.object({
    session: ZAdminSession,
    ticket_holders: z.number().int(),
    activity_bookings: z.number().int(),
    refunded_pence: ZPence,
    /** Refunds the card processor has not answered yet: settled by reconciliation within minutes. */
    pending_pence: ZPence,
    /** Refunds the card processor refused: staff must give that money back another way. */
    failed_pence: ZPence,
    emailed: z.number().int(),
  }),
);
export type TCancelSessionResponse = z.infer<typeof ZCancelSessionResponse>;

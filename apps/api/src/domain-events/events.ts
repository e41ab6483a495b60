import type { Database } from '../db/client';

/**
 * Every effect one module has on another, by name, with what it carries (decision 051). The module
 * that caused it emits it; the modules it concerns subscribe in their own `index.ts`. An event is
 * handled either inside the emitter's transaction (its payload carries `tx`, and a handler that
 * throws rolls the change back) or after the change committed (a handler that throws is logged and
 * the emitter's answer stands). Work that must survive a crash is not an event but a job (jobs/).
 */
export type DomainEventPayloads = {
  /**
   * Payment → booking, after commit: a card payment was booked on a stay that is now confirmed, and
   * the booking module recorded its e-mail (the confirmation, or a receipt) in the outbox.
   */
  'stay.paid': { bookingId: number };
  /** Payment → activities, after commit: an activity booking is now paid in full (its tickets are due). */
  'activity-booking.paid': { activityBookingId: number; userId: number };
  /**
   * Payment → booking, inside the payment's transaction: a card payment staff took by telephone was
   * booked on a stay; the stay's money change is audited in the same transaction (decision 032).
   */
  'payment.applied-by-staff': {
    tx: Database;
    paymentId: number;
    bookingId: number;
    staffUserId: number;
    amountPence: number;
  };
};

export type DomainEventName = keyof DomainEventPayloads;

/** When each event's handlers run, which decides what a failing handler does to the emitter. */
export const DOMAIN_EVENT_TIMING: Record<DomainEventName, 'in-transaction' | 'after-commit'> = {
  'stay.paid': 'after-commit',
  'activity-booking.paid': 'after-commit',
  'payment.applied-by-staff': 'in-transaction',
};

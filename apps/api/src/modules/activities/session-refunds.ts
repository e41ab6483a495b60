import type { Database } from '../../db/client';

/** What each booking of a cancelled session got back, by its id. */
export type RefundOutcomes = Map<
  number,
  { cards?: string[]; refunded_pence: number; pending_pence: number; failed_pence: number }
>;

/**
 * What cancelling a session asks of the payment module's refunds, declared here and handed over by
 * the composition root (decision 051): the refunds are set aside in one transaction with `within`,
 * the cancellation, then sent, and each booking's outcome is answered.
 */
export type SessionRefunds = {
  refundActivityBookings(input: {
    activityBookingIds: number[];
    keyPrefix: string;
    reason: string;
    staffUserId: number;
    within: (tx: Database, refunding: Map<number, number>) => Promise<void>;
  }): Promise<RefundOutcomes>;
};

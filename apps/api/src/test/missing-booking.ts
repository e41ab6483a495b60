import { expect } from 'vitest';
import type { TestContext } from './harness';

/**
 * "Missing booking?" as API tests use it: a signed-in guest asks, the booking's mailbox gets the
 * link, and whoever reads it opens the link and adds the booking.
 */
export function missingBookingCalls(ctx: TestContext) {
  return {
    ask: (token: string, booking_reference: string, email: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/find-missing-booking',
        token,
        payload: { booking_reference, email },
      }),

    /** The references in the account's My Bookings. */
    bookingsOf: async (token: string) =>
      ((await ctx.request({ method: 'GET', url: '/api/bookings', token })).json().data ?? []).map(
        (b: { booking_no: string }) => b.booking_no,
      ) as string[],

    /** The newest "add this booking" e-mail to an address, and the token of its link. */
    async linkSentTo(address: string) {
      const [mail] = await ctx.outbox(address);
      expect(mail, `an e-mail to ${address}`).toBeDefined();
      const token = /\/missing-booking\/([A-Za-z0-9_-]{43})\b/.exec(mail!.text)?.[1];
      expect(token, `a link in "${mail!.text}"`).toBeDefined();
      return { mail: mail!, token: token! };
    },

    openLink: (token: string) =>
      ctx.request({
        method: 'GET',
        url: `/api/find-missing-booking/link?token=${encodeURIComponent(token)}`,
      }),
    addWithLink: (token: string) =>
      ctx.request({ method: 'POST', url: '/api/find-missing-booking/link', payload: { token } }),
  };
}

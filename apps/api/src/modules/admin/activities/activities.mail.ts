import { formatPounds } from '@parkstays/contract';
import { formatUkDate } from '../../../lib/uk-date';
import { composeMail, type Mail } from '../../../mail/mail';

const REFUND_ARRIVES = 'Refunds usually reach the card within 3 to 5 working days.';

/** What became of the money of one cancelled activity booking. */
export type BookingRefund = {
  paidPence: number;
  refundedPence: number;
  pendingPence: number;
  failedPence: number;
  cards: string[];
};

const toCard = (cards: string[]) =>
  cards.length ? `to the card ending ${cards.join(' and the card ending ')}` : 'to the card you paid with';

/** The e-mail telling a ticket holder that the park cancelled their session, and what is refunded. */
export function sessionCancelledMail(
  booking: {
    activityBookingNo: string;
    email: string;
    firstName: string;
    activityName: string;
    activityCode: string;
    parkTitle: string;
    date: string;
    startTime: string;
    endTime: string;
    tickets: number;
  },
  money: BookingRefund,
  context: { reason: string; siteName: string; publicUrl: string },
): Mail {
  const no = booking.activityBookingNo;
  const when = `${formatUkDate(booking.date)}, ${booking.startTime} to ${booking.endTime}`;
  const tickets = `${booking.tickets} ${booking.tickets === 1 ? 'ticket' : 'tickets'}`;
  const refundWords =
    money.paidPence === 0
      ? ['Nothing was paid for these tickets, so there is nothing to refund.']
      : [
          ...(money.refundedPence > 0
            ? [
                `We have refunded £${formatPounds(money.refundedPence)} ${toCard(money.cards)}. ${REFUND_ARRIVES}`,
              ]
            : []),
          ...(money.pendingPence > 0
            ? [
                `£${formatPounds(money.pendingPence)} is being refunded to the card you paid with; we will confirm it once the card processor has. ${REFUND_ARRIVES}`,
              ]
            : []),
          ...(money.failedPence > 0
            ? [
                `The card processor could not refund £${formatPounds(money.failedPence)} to your card: our team will contact you to give it back another way.`,
              ]
            : []),
        ];
  return composeMail({
    to: booking.email,
    subject: `Cancelled: ${booking.activityName}, ${formatUkDate(booking.date)} (${no}) – ${
      money.paidPence > 0 ? `£${formatPounds(money.paidPence)} refunded` : 'nothing to pay'
    }`,
    greeting: `Hello ${booking.firstName},`,
    paragraphs: [
      `We are sorry: ${booking.activityName} at ${booking.parkTitle} on ${when} has been cancelled, so your activity booking ${no} (${tickets}) is cancelled too. Reason: ${context.reason}`,
      ...refundWords,
      'Your tickets for this session can no longer be used. You are welcome to book another session.',
    ],
    action: {
      label: 'See its other sessions',
      url: `${context.publicUrl}/activity/${encodeURIComponent(booking.activityCode)}`,
    },
    siteName: context.siteName,
  });
}

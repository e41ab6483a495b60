import { formatPounds, type TBookingMoney } from '@parkstays/contract';
import { composeMail, type Mail } from '../../../mail/mail';
import type { BookingRow } from '../../booking/booking.repository';
import type { RefundOutcome } from '../../payment/refunds.service';

/** What every money e-mail of the desk needs beside the stay: the site's name and address. */
export type MailSite = { siteName: string; publicUrl: string };

const REFUND_ARRIVES = 'Refunds usually reach the card within 3 to 5 working days.';

/** Which card the money went back to, as the provider said. */
const toCard = (outcome: RefundOutcome) =>
  outcome.cards?.length
    ? `to the card ending ${outcome.cards.join(' and the card ending ')}`
    : 'to the card you paid with';

const pendingWords = (outcome: RefundOutcome) =>
  outcome.pending_pence > 0
    ? [
        `A further £${formatPounds(outcome.pending_pence)} is being refunded; we will confirm it once the card processor has.`,
      ]
    : [];

function balanceWords(money: TBookingMoney) {
  if (money.status === 'cancelled') {
    return `The booking is cancelled; £${formatPounds(money.paid_pence)} of what you paid is kept.`;
  }
  return money.balance_due_pence > 0
    ? `You have now paid £${formatPounds(money.paid_pence)} of £${formatPounds(money.total_pence)}; £${formatPounds(money.balance_due_pence)} is left to pay.`
    : `You have now paid £${formatPounds(money.paid_pence)} of £${formatPounds(money.total_pence)}; nothing is left to pay.`;
}

/** An e-mail to the stay's lead guest, with the link to their booking. */
const stayMail = (stay: BookingRow, subject: string, paragraphs: string[], site: MailSite): Mail =>
  composeMail({
    to: stay.email,
    subject,
    greeting: `Hello ${stay.firstName},`,
    paragraphs,
    action: { label: 'View your booking', url: `${site.publicUrl}/booking/${stay.id}` },
    siteName: site.siteName,
  });

/** One refund done. `reason`: what staff typed in the refund dialog, which tells them "The guest sees this". */
export const refundedMail = (
  stay: BookingRow,
  outcome: RefundOutcome,
  money: TBookingMoney,
  reason: string,
  site: MailSite,
) =>
  stayMail(
    stay,
    `Booking ${stay.bookingNo}: we have refunded £${formatPounds(outcome.refunded_pence)}`,
    [
      `We have refunded £${formatPounds(outcome.refunded_pence)} of booking ${stay.bookingNo} ${toCard(outcome)}. ${REFUND_ARRIVES}`,
      ...(reason.trim() ? [`Reason: ${reason.trim()}`] : []),
      ...pendingWords(outcome),
      balanceWords(money),
    ],
    site,
  );

/** The stay was cancelled by reception: why, what went back and what is kept. */
export function cancelledMail(
  stay: BookingRow,
  reason: string,
  outcome: RefundOutcome,
  money: TBookingMoney,
  site: MailSite,
) {
  const refunded =
    outcome.refunded_pence > 0
      ? [`We have refunded £${formatPounds(outcome.refunded_pence)} ${toCard(outcome)}. ${REFUND_ARRIVES}`]
      : [];
  const kept =
    money.paid_pence > 0 && outcome.pending_pence === 0
      ? [`Under the park's cancellation terms, £${formatPounds(money.paid_pence)} of what you paid is kept.`]
      : [];
  return stayMail(
    stay,
    `Booking ${stay.bookingNo} has been cancelled`,
    [
      `Your booking ${stay.bookingNo} (arriving ${stay.arrivalDate}, ${stay.noOfNights} nights) has been cancelled by our reception team. Reason: ${reason}`,
      ...refunded,
      ...pendingWords(outcome),
      ...kept,
      'If you did not expect this, please reply to this e-mail or call the park.',
    ],
    site,
  );
}

/** The receipt of a card payment taken on the telephone. */
export const paymentTakenMail = (
  stay: BookingRow,
  amount: number,
  lastFour: string | undefined,
  money: TBookingMoney,
  site: MailSite,
) =>
  stayMail(
    stay,
    `Booking ${stay.bookingNo}: receipt for your payment of £${formatPounds(amount)}`,
    [
      `Thank you: we have taken £${formatPounds(amount)} for booking ${stay.bookingNo} from ${lastFour ? `the card ending ${lastFour}` : 'your card'}, as agreed with you on the telephone.`,
      balanceWords(money),
    ],
    site,
  );

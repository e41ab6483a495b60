import { formatPounds } from '@parkstays/contract';
import { composeMail } from '../../mail/mail';
import { type CardProvider, CardProviderUnavailableError } from '../../payments';
import type { TargetMoney } from './payment.repository';
import type { PaymentServiceOptions } from './payment.service';

/**
 * Refunds a payment in full under a vendorTxCode made from the payment's own, so asking twice
 * (a crash between the refund and our record of it) never refunds twice: the provider refuses the
 * second, and the look-up says the first went through.
 */
export async function refundInFull(
  provider: CardProvider,
  vendorTxCode: string,
  transactionId: string,
  amount: number,
) {
  const refundCode = `${vendorTxCode.slice(0, 36)}-RF`;
  try {
    const refund = await provider.refund({
      referenceTransactionId: transactionId,
      amount,
      vendorTxCode: refundCode,
      description: 'Refund: payment could not be applied',
    });
    if (refund.kind === 'authorised') return true;
    const earlier = await provider.lookupTransaction(refundCode);
    return earlier.found && earlier.kind === 'authorised';
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) return false;
    throw error;
  }
}

/** The refunds of holds that lapsed with money paid on them (the scheduled work). */
export class LapsedHoldRefunds {
  constructor(
    private readonly options: Pick<
      PaymentServiceOptions,
      'repository' | 'bookings' | 'provider' | 'mailer' | 'publicUrl' | 'siteName'
    >,
    private readonly now: () => Date,
  ) {}

  private get repository() {
    return this.options.repository;
  }

  /**
   * A held stay whose hold lapsed with part of its price paid never keeps the money silently: each
   * of its payments is refunded through the provider, then the hold is let go and the guest is told
   * by e-mail. Answers how many stays were let go.
   */
  async run(): Promise<number> {
    const now = this.now();
    let released = 0;
    const { bookings } = this.options;
    for (const stay of await bookings.lapsedHoldsWithMoney(now)) {
      for (const row of await this.repository.authorisedOfBooking(stay.id)) {
        if (!row.providerTransactionId) continue;
        if (
          !(await refundInFull(
            this.options.provider,
            row.vendorTxCode,
            row.providerTransactionId,
            row.amountPence,
          ))
        )
          continue;
        // The guest's e-mail is recorded with the refund, so it exists exactly when the refund does
        // (a run that dies before letting the hold go has still told them), once per payment.
        const mail = await this.refundedMail(stay, row.amountPence);
        const unpay = async (tx: Parameters<TargetMoney['unpay']>[0]) => {
          await bookings.recordRefund(tx, stay.id, row.amountPence);
          await this.options.mailer.record(tx, mail, { dedupeKey: `lapsed-hold-refund:${row.id}` });
        };
        await this.repository.recordRefund(
          row,
          { unpay },
          'Refunded: the hold lapsed before the booking was paid',
        );
      }
      if (await bookings.expireIfEmpty(stay.id, now)) released += 1;
    }
    return released;
  }

  private async refundedMail(
    stay: { bookingNo: string; email: string; firstName: string; id: number },
    pence: number,
  ) {
    return composeMail({
      to: stay.email,
      subject: `Booking ${stay.bookingNo}: your payment has been refunded`,
      greeting: `Hello ${stay.firstName},`,
      paragraphs: [
        `We held booking ${stay.bookingNo} for you, but the hold ran out before it was paid in full, so the accommodation has been released.`,
        `We have refunded the £${formatPounds(pence)} you paid to the card you paid with. Refunds usually reach your account within 3 to 5 working days.`,
        'You are welcome to search again and make a new booking.',
      ],
      action: { label: 'Search holidays', url: `${this.options.publicUrl}/` },
      siteName: await this.options.siteName(),
    });
  }
}

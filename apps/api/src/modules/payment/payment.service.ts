import { createHash } from 'node:crypto';
import {
  addDays,
  BALANCE_DUE_DAYS,
  londonToday,
  PAYMENT_FAILED_MESSAGE,
  type TPaymentResponse,
  type ZPaymentRequest,
} from '@parkstays/contract';
import type { z } from 'zod';
import type { UserAccountRow } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { formatPounds } from '../../lib/money';
import { type CardProvider, CardProviderUnavailableError, type CardTransactionResult } from '../../payments';
import type { BookingService } from '../booking/booking.service';
import { totalOf } from '../booking/booking.service';
import type { PaymentRepository, PaymentRow } from './payment.repository';

type PaymentInput = z.infer<typeof ZPaymentRequest>;
type Browser = { ip: string; accept: string };

const MINUTE = 60_000;
/** How long a hold is kept open while the guest answers their bank's 3-D Secure challenge. */
const CHALLENGE_MINUTES = 15;
const WAIT_FOR_FIRST_ANSWER_MS = 30_000;

/** Pounds as the form sends them (a number, or text with thousands commas) to pence. */
export function toPence(amount: number | string | undefined): number | undefined {
  if (amount === undefined || amount === '') return undefined;
  const pounds = typeof amount === 'number' ? amount : Number(String(amount).replace(/,/g, ''));
  return Number.isFinite(pounds) ? Math.round(pounds * 100) : undefined;
}

export type PaymentServiceOptions = {
  repository: PaymentRepository;
  bookings: BookingService;
  provider: CardProvider;
  publicUrl: string;
  /** Tells the booking's guest it is confirmed (e-mail with a calendar file). */
  onConfirmed: (bookingId: number) => Promise<void>;
  /** Sends the tickets of an activity booking that is now paid in full. */
  onActivityConfirmed: (activityBookingId: number, userId: number) => Promise<void>;
  now?: () => Date;
};

type PaymentTarget = {
  kind: 'booking' | 'activity' | 'invoice';
  /** The booking's, activity booking's or ledger entry's id. */
  id: number;
  /** Starts the provider's vendorTxCode, so the operator can tell what a transaction paid for. */
  prefix: 'BK' | 'AB' | 'LE';
  amount: number;
  /** What a stay's payments must reach for it to be confirmed (stays only). */
  confirmAt: number;
  /** For invoices: what was payable when the amount was checked. */
  payable?: number;
  description: string;
  email: string;
};

const amountError = (max: number) => {
  const message = `Enter an amount above £0 and at most £${formatPounds(max)}`;
  return badRequest(message, [{ field: 'amount', message }]);
};

export type PaymentAnswer = { statusCode: 200 | 201 | 202 | 503; body: TPaymentResponse };

export class PaymentService {
  private readonly now: () => Date;

  constructor(private readonly options: PaymentServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async sessionKey() {
    const key = await this.options.provider.createMerchantSessionKey();
    return {
      merchantSessionKey: key.merchantSessionKey,
      expiry: key.expiry,
      cardIdentifiersUrl: `${this.options.provider.baseUrl}/card-identifiers`,
    };
  }

  /**
   * Takes a card payment once per Idempotency-Key. The first request with a key records the attempt
   * and talks to the provider; any other request with the same key waits for and replays the first
   * answer. The amount comes from the booking (an option's amount) or, for a free amount, is
   * checked against what is outstanding; never from the request alone.
   */
  async pay(
    idempotencyKey: string,
    input: PaymentInput,
    user: UserAccountRow,
    browser: Browser,
  ): Promise<PaymentAnswer> {
    const existing = await this.options.repository.findByKey(idempotencyKey);
    if (existing) return this.replay(existing, user);

    const target = await this.targetOf(input, user);
    const values = {
      idempotencyKey,
      vendorTxCode: `${target.prefix}${target.id}-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 28)}`,
      userId: user.id,
      type: input.type,
      amountPence: target.amount,
      status: 'pending' as const,
    };
    let claimed: PaymentRow | undefined;
    if (target.kind === 'invoice') {
      const outcome = await this.options.repository.claimKeyForInvoice({
        ...values,
        ledgerEntryId: target.id,
      });
      if (outcome === 'too-much') throw amountError(target.payable ?? 0);
      claimed = outcome === 'duplicate' ? undefined : outcome;
    } else {
      claimed = await this.options.repository.claimKey({
        ...values,
        ...(target.kind === 'booking' ? { bookingId: target.id } : { activityBookingId: target.id }),
      });
    }
    if (!claimed) return this.replay((await this.options.repository.findByKey(idempotencyKey))!, user);
    const confirmAt = target.confirmAt;

    let result: CardTransactionResult;
    try {
      result = await this.options.provider.createTransaction({
        merchantSessionKey: input.merchantSessionKey,
        cardIdentifier: input.cardIdentifier,
        vendorTxCode: claimed.vendorTxCode,
        amount: target.amount,
        description: target.description,
        customerFirstName: input.customerFirstName,
        customerLastName: input.customerLastName,
        customerEmail: target.email || undefined,
        billingAddress: {
          address1: input.address1,
          city: input.city,
          postalCode: input.postalCode,
          country: input.country,
        },
        strongCustomerAuthentication: {
          notificationURL: `${this.options.publicUrl}/api/3dsv2Result`,
          browserIP: browser.ip,
          browserAcceptHeader: browser.accept || 'text/html, application/json',
          browserJavascriptEnabled: input.browserJavascriptEnabled,
          browserLanguage: input.browserLanguage,
          browserColorDepth: String(input.browserColorDepth ?? '24'),
          browserScreenHeight: String(input.browserScreenHeight ?? '900'),
          browserScreenWidth: String(input.browserScreenWidth ?? '1280'),
          browserTZ: String(input.browserTZ ?? '0'),
          browserUserAgent: input.browserUserAgent ?? 'unknown',
          challengeWindowSize: 'FullScreen',
          transType: 'GoodsAndServicePurchase',
          threeDSRequestorChallengeInd: '01',
        } as never,
      });
    } catch (error) {
      if (!(error instanceof CardProviderUnavailableError)) throw error;
      const body = this.answer(claimed, false, {
        statusCode: '5000',
        statusDetail: 'The card processor could not be reached',
      });
      body.message = 'We could not reach the card processor. Please try again in a moment.';
      await this.options.repository.update(claimed.id, {
        status: 'failed',
        statusDetail: error.message,
        answer: JSON.stringify(body),
      });
      if (claimed.ledgerEntryId) {
        await this.options.repository.releaseLedgerPending(claimed.ledgerEntryId, claimed.amountPence);
      }
      return { statusCode: 503, body };
    }
    return this.settle(claimed, result, confirmAt);
  }

  /** True when `acsUrl` is the bank page the provider gave for a payment now waiting on its challenge. */
  async isChallengeAcs(threeDSSessionData: string, acsUrl: string): Promise<boolean> {
    const transactionId = Buffer.from(threeDSSessionData, 'base64').toString('utf8');
    const row = await this.options.repository.findByProviderTransaction(transactionId);
    if (row?.status !== 'challenge' || !row.answer) return false;
    const answer = JSON.parse(row.answer) as TPaymentResponse;
    return answer.data.sagepay_response.acsUrl === acsUrl;
  }

  /** Completes a 3-D Secure challenge from the notification the bank's page posted back. */
  async completeChallenge(cRes: string, threeDSSessionData: string) {
    const transactionId = Buffer.from(threeDSSessionData, 'base64').toString('utf8');
    const row = await this.options.repository.findByProviderTransaction(transactionId);
    if (row?.status !== 'challenge') throw new HttpError(404, 'This payment is not waiting for 3-D Secure.');
    const result = await this.options.provider.completeChallenge(transactionId, cRes, threeDSSessionData);
    let confirmAt = 0;
    if (row.bookingId) {
      const booking = await this.options.bookings.bookingById(row.bookingId);
      const total = totalOf(booking);
      confirmAt = row.type === 'Deposit' ? Math.min(booking.depositPence, total) : total;
    }
    const answer = await this.settle(row, result, confirmAt);
    return { ...answer.body, bookingId: row.bookingId };
  }

  /**
   * What the payment is for and how much it is, decided here: a stay's option or a free amount up
   * to what is outstanding, an activity booking's outstanding amount, or a free amount of an
   * owner's invoice up to what remains unpaid. Someone else's booking or entry is not found.
   */
  private async targetOf(input: PaymentInput, user: UserAccountRow): Promise<PaymentTarget> {
    if (input.type === 'Activity') {
      const no = input.activityBookingNo?.trim();
      if (!no) {
        throw badRequest('activityBookingNo is required', [
          { field: 'activityBookingNo', message: 'activityBookingNo is required' },
        ]);
      }
      const found = await this.options.repository.findOwnActivityBooking(no, user.id);
      if (!found) throw new HttpError(404, 'Activity booking not found');
      const outstanding = found.totalPence - found.paidPence;
      if (outstanding <= 0) throw badRequest('Nothing is outstanding on this activity booking.');
      return {
        kind: 'activity',
        id: found.id,
        prefix: 'AB',
        amount: outstanding,
        confirmAt: found.totalPence,
        description: `Activity booking ${found.activityBookingNo}`,
        email: user.email,
      };
    }
    if (input.type === 'Invoice') {
      const entryNo = Number(input.entryNumber);
      if (
        input.entryNumber === undefined ||
        !Number.isInteger(entryNo) ||
        entryNo <= 0 ||
        entryNo > 2_147_483_647
      ) {
        throw badRequest('entryNumber is required', [
          { field: 'entryNumber', message: 'entryNumber is required' },
        ]);
      }
      const entry = user.customerNo
        ? await this.options.repository.findOwnInvoice(entryNo, user.customerNo)
        : undefined;
      if (!entry) throw new HttpError(404, 'Ledger entry not found');
      if (entry.documentType !== 'Invoice') {
        throw badRequest('Only invoices can be paid online.', [
          { field: 'entryNumber', message: 'Only invoices can be paid online' },
        ]);
      }
      const payable = Math.max(0, entry.remainingPence - entry.pendingPence);
      const amount = toPence(input.amount);
      if (payable <= 0) throw badRequest('Nothing is left to pay on this invoice.');
      if (amount === undefined || amount <= 0 || amount > payable) throw amountError(payable);
      return {
        kind: 'invoice',
        id: entry.id,
        prefix: 'LE',
        amount,
        payable,
        confirmAt: 0,
        description: `Invoice ${entry.documentNo || entry.entryNo}`,
        email: entry.email,
      };
    }
    const bookingId = Number(input.bookingNumber);
    if (!input.bookingNumber || !Number.isInteger(bookingId)) {
      throw badRequest('bookingNumber is required', [
        { field: 'bookingNumber', message: 'bookingNumber is required' },
      ]);
    }
    const booking = await this.options.bookings.ownBooking(bookingId, user);
    const total = totalOf(booking);
    const outstanding = Math.max(0, total - booking.paidPence);
    const { amount, confirmAt } = this.amountFor(input, booking, total, outstanding);
    return {
      kind: 'booking',
      id: booking.id,
      prefix: 'BK',
      amount,
      confirmAt,
      description: `Booking ${booking.bookingNo}`,
      email: booking.email,
    };
  }

  private amountFor(
    input: PaymentInput,
    booking: Awaited<ReturnType<BookingService['ownBooking']>>,
    total: number,
    outstanding: number,
  ) {
    const today = londonToday(this.now());
    if (outstanding <= 0) throw badRequest('Nothing is outstanding on this booking.');
    switch (input.type) {
      case 'Initial':
        if (booking.paidPence > 0)
          throw badRequest('This booking has already been paid for. Pay the balance instead.');
        return { amount: total, confirmAt: total };
      case 'Deposit': {
        if (
          booking.paidPence > 0 ||
          booking.depositPence <= 0 ||
          booking.arrivalDate <= addDays(today, BALANCE_DUE_DAYS)
        ) {
          throw badRequest('A deposit is not available for this booking.', [
            { field: 'type', message: 'Choose Full Payment' },
          ]);
        }
        const deposit = Math.min(booking.depositPence, total);
        return { amount: deposit, confirmAt: deposit };
      }
      case 'Additional': {
        const amount = toPence(input.amount);
        if (amount === undefined || amount <= 0 || amount > outstanding) throw amountError(outstanding);
        return { amount, confirmAt: booking.status === 'confirmed' ? 0 : total };
      }
      default:
        throw badRequest('This payment type is not taken for bookings.', [
          { field: 'type', message: 'Unknown payment type' },
        ]);
    }
  }

  /** Records what the provider said, applies an authorised payment, and keeps the answer for replays. */
  private async settle(
    row: PaymentRow,
    result: CardTransactionResult,
    confirmAt: number,
  ): Promise<PaymentAnswer> {
    const repository = this.options.repository;
    const common = {
      providerTransactionId: result.transactionId ?? row.providerTransactionId,
      statusCode: result.statusCode,
      statusDetail: result.statusDetail,
    };
    if (result.kind === 'challenge') {
      if (row.bookingId) {
        await repository.extendHold(
          row.bookingId,
          new Date(this.now().getTime() + CHALLENGE_MINUTES * MINUTE),
        );
      }
      const body = this.answer(row, true, {
        statusCode: result.statusCode,
        statusDetail: result.statusDetail,
        status: '3DAuth',
        transactionId: result.transactionId,
        acsUrl: result.acsUrl,
        cReq: result.cReq,
      });
      await repository.update(row.id, { ...common, status: 'challenge', answer: JSON.stringify(body) });
      return { statusCode: 202, body };
    }
    if (result.kind === 'authorised') {
      await repository.update(row.id, common);
      const refused = await this.apply(row, confirmAt);
      if (refused) return this.refundLatePayment(row, result, refused);
      const body = this.answer(row, true, {
        statusCode: result.statusCode,
        statusDetail: result.statusDetail,
        status: 'Ok',
        transactionId: result.transactionId,
      });
      await repository.update(row.id, { answer: JSON.stringify(body) });
      return { statusCode: 201, body };
    }
    const status =
      result.kind === 'declined' ? 'declined' : result.kind === 'rejected' ? 'rejected' : 'failed';
    const detail = result.errors?.map((e) => e.description).join(' ') || result.statusDetail;
    const body = this.answer(row, false, {
      statusCode: result.statusCode,
      statusDetail: detail,
      status: result.kind === 'declined' ? 'NotAuthed' : result.kind === 'rejected' ? 'Rejected' : 'Invalid',
      transactionId: result.transactionId,
    });
    body.message = detail || PAYMENT_FAILED_MESSAGE;
    await repository.update(row.id, {
      ...common,
      statusDetail: detail,
      status,
      answer: JSON.stringify(body),
    });
    if (row.ledgerEntryId) await repository.releaseLedgerPending(row.ledgerEntryId, row.amountPence);
    return { statusCode: 200, body };
  }

  /**
   * Books an authorised payment against what it paid for. Answers why the money must go back
   * instead (the stay's unit was taken after its hold lapsed; the activity was already paid), or
   * undefined when it was applied.
   */
  private async apply(row: PaymentRow, confirmAt: number): Promise<string | undefined> {
    const repository = this.options.repository;
    const base = { paymentId: row.id, amountPence: row.amountPence, now: this.now() };
    if (row.ledgerEntryId) {
      await repository.applyToLedgerEntry({ ...base, ledgerEntryId: row.ledgerEntryId });
      return undefined;
    }
    if (row.activityBookingId) {
      const applied = await repository.applyToActivityBooking({
        ...base,
        activityBookingId: row.activityBookingId,
      });
      if (applied === 'overpaid') {
        return 'This activity booking had already been paid, so we have refunded this payment in full.';
      }
      if (applied === 'confirmed') {
        await this.options.onActivityConfirmed(row.activityBookingId, row.userId!).catch(() => {});
      }
      return undefined;
    }
    const applied = await repository.applyToBooking({ ...base, bookingId: row.bookingId!, confirmAt });
    if (applied === 'unit-taken') {
      return 'Sorry, your hold on this accommodation expired before the payment arrived and it has since been booked by someone else. We have refunded your payment in full.';
    }
    if (applied === 'confirmed') await this.options.onConfirmed(row.bookingId!).catch(() => {});
    this.options.bookings.stockChanged();
    return undefined;
  }

  /** Releases what abandoned invoice payments set aside (the hold-expiry job calls this). */
  releaseStaleInvoicePayments() {
    return this.options.repository.releaseStaleInvoicePayments(
      new Date(this.now().getTime() - 2 * CHALLENGE_MINUTES * MINUTE),
    );
  }

  /** The money could not be applied (see `apply`): give it back and say why. */
  private async refundLatePayment(
    row: PaymentRow,
    result: CardTransactionResult,
    message: string,
  ): Promise<PaymentAnswer> {
    const refund = await this.options.provider.refund({
      referenceTransactionId: result.transactionId!,
      amount: row.amountPence,
      vendorTxCode: `${row.vendorTxCode.slice(0, 36)}-RF`,
      description: 'Refund: payment could not be applied',
    });
    const body = this.answer(row, false, {
      statusCode: result.statusCode,
      statusDetail: message,
      status: 'Refunded',
      transactionId: result.transactionId,
    });
    body.message = message;
    await this.options.repository.update(row.id, {
      status: refund.kind === 'authorised' ? 'refunded' : 'failed',
      answer: JSON.stringify(body),
    });
    return { statusCode: 200, body };
  }

  private answer(
    row: PaymentRow,
    success: boolean,
    sagepay: TPaymentResponse['data']['sagepay_response'],
  ): TPaymentResponse {
    return { success, data: { payment_id: row.id, sagepay_response: sagepay } };
  }

  /** A repeated request: the first answer, once there is one. Someone else's key answers as unknown. */
  private async replay(row: PaymentRow, user: UserAccountRow): Promise<PaymentAnswer> {
    if (row.userId !== user.id) throw badRequest('This Idempotency-Key belongs to another payment.');
    const deadline = Date.now() + WAIT_FOR_FIRST_ANSWER_MS;
    let current: PaymentRow | undefined = row;
    while (current && !current.answer && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = await this.options.repository.findByKey(row.idempotencyKey);
    }
    if (!current?.answer)
      throw new HttpError(409, 'This payment is still being processed. Please wait a moment.');
    const body = JSON.parse(current.answer) as TPaymentResponse;
    const status = body.data.sagepay_response.status;
    return { statusCode: status === '3DAuth' ? 202 : status === 'Ok' ? 201 : 200, body };
  }
}

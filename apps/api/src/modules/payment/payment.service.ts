import { createHash } from 'node:crypto';
import {
  CARD_PROCESSOR_UNREACHABLE_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  type TPaymentResponse,
} from '@parkstays/contract';
import type { UserAccountRow } from '../../db/schema';
import type { DomainEventEmitter } from '../../domain-events';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mail';
import {
  type CardProvider,
  CardProviderUnavailableError,
  type CardTransactionResult,
  OpayoPiRequestError,
} from '../../payments';
import type { ActivitiesService } from '../activities/activities.service';
import type { BookingService } from '../booking/booking.service';
import type { OwnersService } from '../owners/owners.service';
import { Service } from '../service';
import type { PaymentRepository, PaymentRow } from './payment.repository';
import { LapsedHoldRefunds, refundInFull } from './payment-lapsed-holds';
import { fingerprintOf, type PaymentInput, type PaymentTarget, PaymentTargets } from './payment-targets';

type Browser = { ip: string; accept: string };

const MINUTE = 60_000;
/** How long a hold is kept open while the guest answers their bank's 3-D Secure challenge. */
const CHALLENGE_MINUTES = 15;
const WAIT_FOR_FIRST_ANSWER_MS = 30_000;

/** A payment's key and whose it is, hashed: two users' payments with one key never share a vendorTxCode. */
const keyHash = (userId: number, key: string) =>
  createHash('sha256').update(`${userId}:${key}`).digest('hex').slice(0, 28);

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key belongs to a different request. Use a new key for a new payment.';
export const PAYMENT_BEING_CHECKED_MESSAGE =
  "We're checking this payment with the card processor. Please don't pay again: this page will show the result within a few minutes.";
const NEVER_REACHED = 'The payment never reached the card processor, so nothing was taken.';
const ABANDONED = 'The card check was not completed, so nothing was taken.';

/** What payments need of the booking module: stays to pay for, and the money on them. */
export type PaymentBookings = Pick<
  BookingService,
  | 'ownBooking'
  | 'bookingById'
  | 'confirmAtFor'
  | 'setAsidePayment'
  | 'releasePayment'
  | 'recordPayment'
  | 'recordRefund'
  | 'keepHoldUntil'
  | 'lapsedHoldsWithMoney'
  | 'expireIfEmpty'
  | 'stockChanged'
  | 'agreeToTerms'
>;
/** What payments need of the activities module. */
export type PaymentActivities = Pick<
  ActivitiesService,
  'bookingForPayment' | 'setAsidePayment' | 'releasePayment' | 'recordPayment'
>;
/** What payments need of the owners module. */
export type PaymentOwners = Pick<
  OwnersService,
  'invoiceForPayment' | 'setAsidePayment' | 'releasePayment' | 'recordPayment'
>;

export type PaymentServiceOptions = {
  repository: PaymentRepository;
  bookings: PaymentBookings;
  activities: PaymentActivities;
  owners: PaymentOwners;
  provider: CardProvider;
  publicUrl: string;
  mailer: Mailer;
  siteName: () => Promise<string>;
  /** A payment with no answer after this long is settled by asking the provider. */
  reconcileAfterMs: number;
  /** A 3-D Secure challenge not answered in this time is given up. */
  challengeAbandonedMs: number;
  /** Tells `stay.paid`, `activity-booking.paid` and `payment.applied-by-staff` (decision 051). */
  events: DomainEventEmitter;
  now?: () => Date;
};

export type PaymentAnswer = { statusCode: 200 | 201 | 202 | 503; body: TPaymentResponse };

const statusCodeOf = (body: TPaymentResponse): PaymentAnswer['statusCode'] => {
  const status = body.data.sagepay_response.status;
  return status === 'Ok' ? 201 : status === '3DAuth' || status === 'Pending' ? 202 : 200;
};

export class PaymentService extends Service<PaymentServiceOptions> {
  private readonly targets: PaymentTargets;
  private readonly lapsedHolds: LapsedHoldRefunds;

  constructor(options: PaymentServiceOptions) {
    super(options);
    this.targets = new PaymentTargets(options, this.now);
    this.lapsedHolds = new LapsedHoldRefunds(options, this.now);
  }

  /** The money a payment moves on what it pays for (see `PaymentTargets`). */
  moneyOf(...args: Parameters<PaymentTargets['moneyOf']>) {
    return this.targets.moneyOf(...args);
  }

  /**
   * A held stay whose hold lapsed with part of its price paid never keeps the money silently (see
   * `LapsedHoldRefunds`). Answers how many stays were let go.
   */
  refundLapsedHolds(): Promise<number> {
    return this.lapsedHolds.run();
  }

  /** A merchant session key; a provider that can't be reached (or refuses us) is a clean 503. */
  async sessionKey() {
    const key = await this.options.provider.createMerchantSessionKey().catch((error: unknown) => {
      if (error instanceof CardProviderUnavailableError || error instanceof OpayoPiRequestError) {
        throw new HttpError(503, CARD_PROCESSOR_UNREACHABLE_MESSAGE);
      }
      throw error;
    });
    return {
      merchantSessionKey: key.merchantSessionKey,
      expiry: key.expiry,
      cardIdentifiersUrl: `${this.options.provider.baseUrl}/card-identifiers`,
    };
  }

  /**
   * Takes a card payment once per Idempotency-Key of the user's. The first request with a key records
   * the attempt, sets its amount aside on what it pays for (so nothing else can take it) and talks
   * to the provider; the user's request with the same key for the same thing replays the first
   * answer, and for anything else is refused. Another user's key is none of theirs: it is a new
   * key. The amount comes from the booking (an option's amount) or, for a free amount, is checked
   * against what is outstanding; never from the request alone.
   */
  async pay(
    idempotencyKey: string,
    input: PaymentInput,
    user: UserAccountRow,
    browser: Browser,
  ): Promise<PaymentAnswer> {
    const fingerprint = fingerprintOf(input);
    // Keys are the user's own (decision 047): another user's key is answered as a new one.
    const existing = await this.repository.findByKey(user.id, idempotencyKey);
    if (existing) return this.replay(existing, user, fingerprint);

    await this.giveUpOpenChallenges(input, user, idempotencyKey);
    let target: PaymentTarget;
    try {
      target = await this.targets.targetOf(input, user);
    } catch (error) {
      // The same request, sent again at the same moment, may have claimed the key since we looked
      // (and set its amount aside, so this one reads "in progress"): it answers as a replay.
      const claimedMeanwhile = await this.repository.findByKey(user.id, idempotencyKey);
      if (claimedMeanwhile) return this.replay(claimedMeanwhile, user, fingerprint);
      throw error;
    }
    const claimed = await this.repository.claim(
      {
        idempotencyKey,
        keyUserId: user.id,
        vendorTxCode: `${target.prefix}${target.id}-${keyHash(user.id, idempotencyKey)}`,
        userId: user.id,
        type: input.type,
        requestFingerprint: fingerprint,
        amountPence: target.amount,
        status: 'pending',
        ...(target.kind === 'booking'
          ? { bookingId: target.id }
          : target.kind === 'activity'
            ? { activityBookingId: target.id }
            : { ledgerEntryId: target.id }),
      },
      this.moneyOf(
        {
          bookingId: target.kind === 'booking' ? target.id : null,
          activityBookingId: target.kind === 'activity' ? target.id : null,
          ledgerEntryId: target.kind === 'invoice' ? target.id : null,
          amountPence: target.amount,
        },
        { firstPayment: target.firstPayment },
      ),
    );
    if (claimed === 'duplicate') {
      return this.replay((await this.repository.findByKey(user.id, idempotencyKey))!, user, fingerprint);
    }
    if (claimed === 'too-much') throw await this.targets.whyRefused(input, user, target);

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
      // The provider may have taken the money before the answer was lost: the outcome is unknown,
      // not failed. The amount stays set aside and reconciliation asks the provider what happened.
      const body = this.answer(claimed, false, {
        statusCode: '',
        statusDetail: 'The card processor did not answer; the payment is being checked',
        status: 'Pending',
      });
      body.message = PAYMENT_BEING_CHECKED_MESSAGE;
      await this.repository.recordOpen(claimed.id, {
        statusDetail: error.message,
        answer: JSON.stringify(body),
      });
      return { statusCode: 202, body };
    }
    return this.settle(claimed, result, target.confirmAt);
  }

  /** True when `acsUrl` is the bank page the provider gave for a payment now waiting on its challenge. */
  async isChallengeAcs(threeDSSessionData: string, acsUrl: string): Promise<boolean> {
    const transactionId = Buffer.from(threeDSSessionData, 'base64').toString('utf8');
    const row = await this.repository.findByProviderTransaction(transactionId);
    if (row?.status !== 'challenge' || !row.answer) return false;
    const answer = JSON.parse(row.answer) as TPaymentResponse;
    return answer.data.sagepay_response.acsUrl === acsUrl;
  }

  /**
   * Completes a 3-D Secure challenge from the notification the bank's page posted back. The payment
   * goes back to 'pending' first, so a new payment can no longer give it up while the provider
   * decides; a lost answer from here is reconciled like any other.
   */
  async completeChallenge(cRes: string, threeDSSessionData: string) {
    const transactionId = Buffer.from(threeDSSessionData, 'base64').toString('utf8');
    const found = await this.repository.findByProviderTransaction(transactionId);
    const row = found && (await this.repository.beginChallengeCompletion(found.id));
    if (!row) throw new HttpError(404, 'This payment is not waiting for 3-D Secure.');
    let result: CardTransactionResult;
    try {
      result = await this.options.provider.completeChallenge(transactionId, cRes, threeDSSessionData);
    } catch (error) {
      if (error instanceof CardProviderUnavailableError)
        throw new HttpError(503, PAYMENT_BEING_CHECKED_MESSAGE);
      throw error;
    }
    const answer = await this.settle(row, result, await this.confirmAtOf(row));
    return { ...answer.body, bookingId: row.bookingId };
  }

  /**
   * A guest who starts a new payment has left the bank's challenge of the last one (closed it, or
   * it timed out): that payment is given up and its amount freed. Safe, because money is only
   * taken when we send the challenge's result to the provider, and that first takes the payment
   * out of 'challenge' (see completeChallenge).
   */
  private async giveUpOpenChallenges(input: PaymentInput, user: UserAccountRow, idempotencyKey: string) {
    const bookingId =
      input.type === 'Initial' || input.type === 'Deposit' || input.type === 'Additional'
        ? Number(input.bookingNumber)
        : undefined;
    const activity =
      input.type === 'Activity' && input.activityBookingNo
        ? await this.options.activities.bookingForPayment(input.activityBookingNo.trim(), user.id)
        : undefined;
    if (!(bookingId && Number.isInteger(bookingId)) && !activity) return;
    const open = await this.repository.openChallenges(
      activity ? { activityBookingId: activity.id } : { bookingId },
    );
    for (const row of open) {
      // Never the payment this very request (a retry with its key) is about.
      if (row.userId !== user.id || row.idempotencyKey === idempotencyKey) continue;
      const body = this.answer(row, false, { statusCode: '', statusDetail: ABANDONED, status: 'Invalid' });
      body.message = ABANDONED;
      await this.repository.settleWithoutMoney(
        row,
        this.moneyOf(row),
        { status: 'failed', statusDetail: ABANDONED, answer: JSON.stringify(body) },
        ['challenge'],
      );
    }
  }

  /** What a stay's payments must reach for it to count as confirmed (the booking module decides). */
  async confirmAtOf(row: PaymentRow): Promise<number> {
    if (!row.bookingId) return 0;
    const booking = await this.options.bookings.bookingById(row.bookingId);
    return this.options.bookings.confirmAtFor(booking, row.type);
  }

  /**
   * Records what the provider said, applies an authorised payment, and keeps the answer for replays.
   * The desk's telephone payments settle here too.
   */
  async settle(row: PaymentRow, result: CardTransactionResult, confirmAt: number): Promise<PaymentAnswer> {
    const common = {
      providerTransactionId: result.transactionId ?? row.providerTransactionId,
      statusCode: result.statusCode,
      statusDetail: result.statusDetail,
    };
    if (result.kind === 'challenge') {
      if (row.bookingId) {
        await this.options.bookings.keepHoldUntil(
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
      await this.repository.recordOpen(row.id, {
        ...common,
        status: 'challenge',
        answer: JSON.stringify(body),
      });
      return { statusCode: 202, body };
    }
    if (result.kind === 'authorised') {
      return this.applyAuthorised(row, result.transactionId!, common, confirmAt);
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
    await this.repository.settleWithoutMoney(row, this.moneyOf(row), {
      ...common,
      statusDetail: detail,
      status,
      answer: JSON.stringify(body),
    });
    return this.settledAnswer(row, body);
  }

  /**
   * Books an authorised payment against what it paid for, once. When it cannot be applied (the
   * stay's hold lapsed and its unit went to someone else, or the lapsed stay would stay unpaid)
   * the money goes back through the provider and the answer says so.
   */
  private async applyAuthorised(
    row: PaymentRow,
    transactionId: string,
    common: { providerTransactionId: string | null; statusCode: string; statusDetail: string },
    confirmAt: number,
  ): Promise<PaymentAnswer> {
    const body = this.answer(row, true, {
      statusCode: common.statusCode,
      statusDetail: common.statusDetail,
      status: 'Ok',
      transactionId,
    });
    const applied = await this.repository.applyAuthorised(
      row,
      this.moneyOf(row, { confirmAt }),
      { ...common, answer: JSON.stringify(body) },
      this.now(),
    );
    if (applied === 'unit-taken' || applied === 'lapsed') {
      const message =
        applied === 'unit-taken'
          ? 'Sorry, your hold on this accommodation expired before the payment arrived and it has since been booked by someone else. We have refunded your payment in full.'
          : 'Sorry, your hold on this accommodation expired before the payment arrived. We have refunded your payment in full.';
      return this.refundUnapplied(row, transactionId, common, message);
    }
    if (applied === 'settled-already') {
      return this.settledAnswer(row, body);
    }
    if (row.bookingId) {
      if (applied === 'confirmed') await this.options.events.emit('stay.paid', { bookingId: row.bookingId });
      this.options.bookings.stockChanged();
    } else if (row.activityBookingId && applied === 'confirmed') {
      await this.options.events.emit('activity-booking.paid', {
        activityBookingId: row.activityBookingId,
        userId: row.userId!,
      });
    }
    return { statusCode: 201, body };
  }

  /** The answer now on record for a payment another process (or an earlier run) settled. */
  private async settledAnswer(row: PaymentRow, fallback: TPaymentResponse): Promise<PaymentAnswer> {
    const current = await this.repository.findById(row.id);
    const body = current?.answer ? (JSON.parse(current.answer) as TPaymentResponse) : fallback;
    return { statusCode: statusCodeOf(body), body };
  }

  /** Money that could not be applied: give it back and say why. */
  private async refundUnapplied(
    row: PaymentRow,
    transactionId: string,
    common: { providerTransactionId: string | null; statusCode: string; statusDetail: string },
    message: string,
  ): Promise<PaymentAnswer> {
    const refunded = await refundInFull(
      this.options.provider,
      row.vendorTxCode,
      transactionId,
      row.amountPence,
    );
    const body = this.answer(row, false, {
      statusCode: common.statusCode,
      statusDetail: message,
      status: 'Refunded',
      transactionId,
    });
    body.message = message;
    if (refunded) {
      await this.repository.settleWithoutMoney(row, this.moneyOf(row), {
        ...common,
        status: 'refunded',
        statusDetail: message,
        answer: JSON.stringify(body),
      });
    }
    // A refund the provider did not take leaves the payment open: reconciliation tries again.
    return this.settledAnswer(row, body);
  }

  private answer(
    row: PaymentRow,
    success: boolean,
    sagepay: TPaymentResponse['data']['sagepay_response'],
  ): TPaymentResponse {
    return { success, data: { payment_id: row.id, sagepay_response: sagepay } };
  }

  /**
   * A repeated request: the first answer, once there is one. The row is one the user sent this key
   * with; sent again for something else (another target, type or amount, or a payment they took
   * for a guest at the desk), it is refused. A payment left without an answer past its time is
   * settled now.
   */
  private async replay(row: PaymentRow, user: UserAccountRow, fingerprint: string): Promise<PaymentAnswer> {
    if (row.userId !== user.id || (row.requestFingerprint && row.requestFingerprint !== fingerprint)) {
      throw new HttpError(422, KEY_REUSED_MESSAGE, undefined, 'IDEMPOTENCY_KEY_REUSED');
    }
    const deadline = Date.now() + WAIT_FOR_FIRST_ANSWER_MS;
    let current: PaymentRow | undefined = row;
    while (current && !current.answer && Date.now() < deadline) {
      if (this.isOverdue(current)) {
        await this.reconcileOne(current);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      current = await this.repository.findById(row.id);
    }
    if (!current?.answer) {
      throw new HttpError(409, PAYMENT_BEING_CHECKED_MESSAGE, undefined, 'PAYMENT_BEING_CHECKED');
    }
    const body = JSON.parse(current.answer) as TPaymentResponse;
    return { statusCode: statusCodeOf(body), body };
  }

  private isOverdue(row: PaymentRow) {
    return (
      row.status === 'pending' &&
      row.updatedAt.getTime() < this.now().getTime() - this.options.reconcileAfterMs
    );
  }

  /**
   * Settles every payment whose outcome is still open past its time by asking the provider what
   * became of its vendorTxCode: taken (credited now), refused, or never received (failed, and its
   * amount released). A challenge nobody answered is given up. The provider being unreachable
   * leaves a payment for the next run. Several processes may run this at once: each payment is
   * settled once. Answers how many were settled.
   */
  async reconcile(): Promise<number> {
    const now = this.now().getTime();
    const overdue = await this.repository.overdue(
      new Date(now - this.options.reconcileAfterMs),
      new Date(now - this.options.challengeAbandonedMs),
    );
    let settled = 0;
    for (const row of overdue) {
      if (await this.reconcileOne(row)) settled += 1;
    }
    return settled;
  }

  /** Settles one open payment by asking the provider about its vendorTxCode (see `reconcile`). */
  async reconcileOne(row: PaymentRow): Promise<boolean> {
    let found: Awaited<ReturnType<CardProvider['lookupTransaction']>>;
    try {
      found = await this.options.provider.lookupTransaction(row.vendorTxCode);
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) return false;
      throw error;
    }
    const fail = (detail: string) => {
      const body = this.answer(row, false, { statusCode: '', statusDetail: detail, status: 'Invalid' });
      body.message = detail;
      return this.repository.settleWithoutMoney(row, this.moneyOf(row), {
        status: 'failed',
        statusDetail: detail,
        answer: JSON.stringify(body),
      });
    };
    if (!found.found) return fail(NEVER_REACHED);
    if (found.kind === 'challenge') {
      const abandoned =
        row.status === 'pending' ||
        row.updatedAt.getTime() < this.now().getTime() - this.options.challengeAbandonedMs;
      return abandoned ? fail(ABANDONED) : false;
    }
    const result: CardTransactionResult = {
      kind: found.kind,
      transactionId: found.transactionId,
      statusCode: found.kind === 'authorised' ? '0000' : found.kind === 'declined' ? '2000' : '4026',
      statusDetail: found.statusDetail,
    };
    await this.settle(row, result, await this.confirmAtOf(row));
    return true;
  }
}

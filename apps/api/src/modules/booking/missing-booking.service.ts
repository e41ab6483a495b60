import {
  MISSING_BOOKING_LINK_HOURS,
  MISSING_BOOKING_LINK_INVALID_MESSAGE,
  missingBookingLinkUsedMessage,
  type TAddMissingBookingResponse,
  type TMissingBookingLinkResponse,
} from '@parkstays/contract';
import type { UserAccountRow } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../http/errors';
import { type Limit, type RateLimiter, waitMessage } from '../../http/rate-limiter';
import { formatUkLongDate } from '../../lib/uk-date';
import { composeMail, type Mailer } from '../../mail/mail';
import { newToken, tokenDigest } from '../account/token';
import { Service } from '../service';
import type { MissingBookingRepository, MissingBookingRow } from './missing-booking.repository';

const MINUTE = 60_000;

export const MISSING_BOOKING_LIMITS = {
  /** Look-ups: enough for a guest's typos, far too few to guess a reference. */
  perUser: { name: 'missing-booking-user', max: 10, windowMs: 60 * MINUTE },
  perIp: { name: 'missing-booking-ip', max: 30, windowMs: 60 * MINUTE },
  /** Links e-mailed to one booking's address, whoever asks, so nobody's mailbox is flooded. */
  linksPerBooking: { name: 'missing-booking-links', max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

export type MissingBookingServiceOptions = {
  repository: MissingBookingRepository;
  limiter: RateLimiter;
  mailer: Mailer;
  siteName: () => Promise<string>;
  /** The site's address, with no trailing slash: the link in the e-mail is built on it. */
  publicUrl: string;
  now?: () => Date;
};

const normalise = (email: string) => email.trim().toLowerCase();

const invalidLink = () =>
  badRequest(MISSING_BOOKING_LINK_INVALID_MESSAGE, [
    { field: 'token', message: MISSING_BOOKING_LINK_INVALID_MESSAGE },
  ]);

/**
 * "Missing booking?" (docs/product.md, "My Bookings"): a stay made away from the website, by
 * telephone, added to a guest's account. Knowing a reference and an address proves nothing (a
 * reference travels in forwarded e-mails and screenshots, and addresses are no secret), so a
 * booking goes into an account at once only when its address is the account's own, confirmed;
 * otherwise a single-use link goes to the booking's address, and whoever reads that mailbox says
 * whether to add it. The answer is then the same whether or not a booking matched.
 */
export class MissingBookingService extends Service<MissingBookingServiceOptions> {
  /**
   * Each look-up is counted (per user and per IP address) before it is made, so references
   * cannot be guessed at. `not_found` only for the account's own confirmed address, where saying
   * so tells the asker nothing about anyone else's bookings.
   */
  async find(
    user: UserAccountRow,
    reference: string,
    email: string,
    ip: string,
  ): Promise<{ outcome: 'added'; bookingNo: string } | { outcome: 'link_sent' } | { outcome: 'not_found' }> {
    const { limiter } = this.options;
    const wait = await limiter.consume([
      [MISSING_BOOKING_LIMITS.perUser, String(user.id)],
      [MISSING_BOOKING_LIMITS.perIp, ip],
    ]);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));

    const found = await this.options.repository.find(reference.trim(), normalise(email));
    const ownAddress = user.emailConfirmedAt !== null && normalise(user.email) === normalise(email);
    if (ownAddress) {
      const added =
        found && (found.userId === null || found.userId === user.id)
          ? await this.options.repository.addToAccount(found.id, user.id)
          : undefined;
      return added ? { outcome: 'added', bookingNo: added } : { outcome: 'not_found' };
    }

    // In nobody's account: the booking's address is asked. Past the limit per booking, or for a
    // booking that is someone's already, nothing is sent and the answer stays the same.
    if (found?.userId === null) {
      const perBooking = await limiter.consume([[MISSING_BOOKING_LIMITS.linksPerBooking, String(found.id)]]);
      if (perBooking === 0) await this.sendLink(found, user);
    }
    return { outcome: 'link_sent' };
  }

  /**
   * E-mails the booking's address a link that adds it to `user`'s account (the reset and
   * confirmation links' mechanism: 256 random bits, kept as a hash, single use, expiring); the
   * account's earlier links for the booking stop working.
   */
  private async sendLink(found: MissingBookingRow, user: UserAccountRow) {
    const token = newToken();
    const now = this.now();
    await this.options.repository.replaceLink(
      {
        bookingId: found.id,
        userId: user.id,
        email: normalise(found.email),
        tokenHash: tokenDigest(token),
        expiresAt: new Date(now.getTime() + MISSING_BOOKING_LINK_HOURS * 60 * MINUTE),
      },
      now,
    );
    const siteName = await this.options.siteName();
    const nights = found.noOfNights === 1 ? '1 night' : `${found.noOfNights} nights`;
    await this.options.mailer.send(
      composeMail({
        to: normalise(found.email),
        subject: `Add booking ${found.bookingNo} to an account?`,
        greeting: found.firstName ? `Hello ${found.firstName},` : 'Hello,',
        paragraphs: [
          `Someone signed in to ${siteName} as ${user.email} asked to add booking ${found.bookingNo} (${found.parkTitle}, ${nights} from ${formatUkLongDate(found.arrivalDate)}) to their account. That account would then see the booking, pay its balance and book activities for the stay.`,
          `If that was you or someone you trust, open the link below and choose "Add the booking". It works once and expires in ${MISSING_BOOKING_LINK_HOURS} hours.`,
          'If you did not expect this, ignore this e-mail: nothing is added without the link.',
        ],
        action: {
          label: `Add booking ${found.bookingNo} to the account of ${user.email}`,
          url: `${this.options.publicUrl}/missing-booking/${token}`,
        },
        siteName,
      }),
    );
  }

  /** What a link would add, and to whose account; opening it changes nothing (mail scanners open links). */
  async offer(token: string): Promise<TMissingBookingLinkResponse['data']> {
    const offer = await this.options.repository.offer(tokenDigest(token), this.now());
    if (!offer) throw invalidLink();
    return {
      booking_no: offer.bookingNo,
      park_title: offer.parkTitle,
      arrival_date: offer.arrivalDate,
      no_of_nights: offer.noOfNights,
      account_email: offer.accountEmail,
    };
  }

  /** Spends the link: the booking goes into the account that asked for it. */
  async useLink(token: string): Promise<TAddMissingBookingResponse> {
    const used = await this.options.repository.useLink(tokenDigest(token), this.now());
    if (!used) throw invalidLink();
    return {
      success: true,
      message: missingBookingLinkUsedMessage(used.bookingNo, used.accountEmail),
      data: { booking_no: used.bookingNo, account_email: used.accountEmail },
    };
  }
}

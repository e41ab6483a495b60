import {
  ACCOUNT_EXISTS_MESSAGE,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_CONFIRMATION_INVALID_MESSAGE,
  EMAIL_CONFIRMATION_LINK_HOURS,
  EMAIL_CONFIRMATION_SENT_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  EMAIL_UNCHANGED_MESSAGE,
  FORGOT_PASSWORD_SENT_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  RESET_LINK_LIFETIME_MINUTES,
  type TChangeEmailRequest,
  type TCountryCode,
  type TLoginRequest,
  type TPasswordResetRequest,
  type TProfileFields,
  type TSession,
  type TSignUpRequest,
  type TUser,
} from '@parkstays/contract';
import type { EmailedLinkPurpose, UserAccountRow } from '../../db/schema';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/errors';
import { type Limit, type RateLimiter, waitMessage } from '../../http/rate-limiter';
import { composeMail, type Mailer } from '../../mail/mail';
import { Service } from '../service';
import type { AccountRepository, ProfileUpdate } from './account.repository';
import {
  COMMON_PASSWORD_MESSAGE,
  decoyPasswordHash,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from './password';
import { newToken, tokenDigest } from './token';

const MINUTE = 60_000;

/**
 * Failed logins. Per account and address together, so guessing one password from one place stops
 * without locking the real person out from theirs; per address, to stop spraying many accounts;
 * per account from anywhere, which only slows answers down (growing delays), never refuses.
 */
export const LOGIN_LIMITS = {
  perAccountAndIp: { name: 'login-account-ip', max: 10, windowMs: 15 * MINUTE },
  perIp: { name: 'login-ip', max: 50, windowMs: 15 * MINUTE },
  perAccount: { name: 'login-account', max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;
/** The longest a sign-in waits while its account is being guessed at from many addresses. */
const MAX_LOGIN_DELAY_MS = 4_000;

/** Reset e-mails: a few per address so nobody is flooded, more per IP for shared connections. */
export const FORGOT_PASSWORD_LIMITS = {
  perAccount: { name: 'forgot-account', max: 3, windowMs: 60 * MINUTE },
  perIp: { name: 'forgot-ip', max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Confirmation links sent again on request: a few an hour, so nobody's mailbox is flooded. */
export const EMAIL_CONFIRMATION_LIMITS = {
  perAccount: { name: 'confirm-email-account', max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Changing the e-mail address checks the password: every attempt counts, so it cannot be guessed. */
export const CHANGE_EMAIL_LIMITS = {
  perAccount: { name: 'change-email-account', max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export type AccountServiceOptions = {
  repository: AccountRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  sessionHours: number;
  rememberMeDays: number;
  siteName: () => Promise<string>;
  now?: () => Date;
  /** An e-mail that failed after its change was made (the change stands): logged here. */
  onMailError?: (error: unknown, what: string) => void;
};

export function toUser(row: UserAccountRow): TUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    postcode: row.postcode,
    country_code: row.countryCode as TCountryCode,
    marketing_preference: row.marketingPreference === 1 ? 1 : 0,
    customer_no: row.customerNo,
    email_confirmed_at: row.emailConfirmedAt?.toISOString() ?? null,
    staff_role: row.staffRole,
  };
}

function toProfileUpdate(fields: TProfileFields): ProfileUpdate {
  return {
    firstName: fields.first_name,
    lastName: fields.last_name,
    phoneNumber: fields.phone_number,
    address1: fields.address_1,
    address2: fields.address_2,
    city: fields.city,
    postcode: fields.postcode.toUpperCase(),
    countryCode: fields.country_code,
    marketingPreference: fields.marketing_preference,
  };
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class AccountService extends Service<AccountServiceOptions> {
  private refuseCommonPassword(password: string) {
    if (isCommonPassword(password)) {
      throw badRequest(COMMON_PASSWORD_MESSAGE, [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }]);
    }
  }

  /** Signs the user in: a new session and its bearer token (also after a staff invitation is accepted). */
  async startSession(user: UserAccountRow, rememberMe: boolean): Promise<TSession> {
    const token = newToken();
    const lifetimeMs = rememberMe
      ? this.options.rememberMeDays * 24 * 60 * MINUTE
      : this.options.sessionHours * 60 * MINUTE;
    const expiresAt = new Date(this.now().getTime() + lifetimeMs);
    await this.repository.insertSession({
      userId: user.id,
      tokenHash: tokenDigest(token),
      rememberMe,
      expiresAt,
    });
    return { user: toUser(user), bearer_token: token, expires_at: expiresAt.toISOString() };
  }

  async signUp(input: TSignUpRequest): Promise<TSession> {
    this.refuseCommonPassword(input.password);
    const row = await this.repository.insertUser({
      ...toProfileUpdate(input),
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
      marketingPreferenceAt: this.now(),
    });
    if (!row) throw conflict(ACCOUNT_EXISTS_MESSAGE, 'ACCOUNT_EXISTS');
    await this.mailStandingChange(() => this.sendConfirmationLink(row));
    // A new account is signed in with Remember Me on (docs/product.md, "Sign up").
    return this.startSession(row, true);
  }

  /**
   * The e-mails that follow a change already made (an account, a new address): a failure is logged,
   * not answered, since the change stands and the "confirm your e-mail" notice sends the link again.
   */
  private async mailStandingChange(send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      this.options.onMailError?.(error, 'an account e-mail could not be sent');
    }
  }

  /**
   * A new single-use link for the user, kept only as its token's hash, that works for
   * `lifetimeMinutes`; their earlier unused links of the same purpose stop working. `email` is the
   * address the link confirms. Answers the token, for the e-mail.
   */
  private async newEmailedLink(
    user: UserAccountRow,
    purpose: EmailedLinkPurpose,
    lifetimeMinutes: number,
    email?: string,
  ) {
    const token = newToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + lifetimeMinutes * MINUTE);
    await this.repository.replaceEmailedLink(
      { userId: user.id, purpose, tokenHash: tokenDigest(token), email, expiresAt },
      now,
    );
    return token;
  }

  /**
   * E-mails a single-use link that confirms the account's address (the reset links' mechanism,
   * purpose `confirm_email`); a new link retires the older ones.
   */
  private async sendConfirmationLink(user: UserAccountRow) {
    const token = await this.newEmailedLink(
      user,
      'confirm_email',
      EMAIL_CONFIRMATION_LINK_HOURS * 60,
      user.email,
    );
    const siteName = await this.options.siteName();
    await this.options.mailer.send(
      composeMail({
        to: user.email,
        subject: `Confirm your e-mail address for ${siteName}`,
        greeting: `Hello ${user.firstName},`,
        paragraphs: [
          `Please confirm that ${user.email} is your e-mail address: open the link below and choose "Confirm my e-mail address". Until you do, we cannot treat the address as yours (for example, to link your account to an owner account without a code).`,
          `The link works once and expires in ${EMAIL_CONFIRMATION_LINK_HOURS} hours. When you are signed in, the "Send the link again" button on our website sends a new one.`,
          `If you did not create an account with ${siteName}, ignore this e-mail: nothing is confirmed without the link.`,
        ],
        action: {
          label: 'Confirm your e-mail address',
          url: `${this.options.publicUrl}/confirm-email/${token}`,
        },
        siteName,
      }),
    );
  }

  /** A new confirmation link for the signed-in user's address, unless it is confirmed already. */
  async resendConfirmation(user: UserAccountRow): Promise<string> {
    if (user.emailConfirmedAt) return EMAIL_ALREADY_CONFIRMED_MESSAGE;
    const wait = await this.options.limiter.consume([
      [EMAIL_CONFIRMATION_LIMITS.perAccount, String(user.id)],
    ]);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));
    await this.sendConfirmationLink(user);
    return EMAIL_CONFIRMATION_SENT_MESSAGE;
  }

  /** Spends a confirmation link; answers the address it confirmed. */
  async confirmEmail(token: string): Promise<string> {
    const row = await this.repository.confirmEmail({ tokenHash: tokenDigest(token), now: this.now() });
    if (!row)
      throw badRequest(EMAIL_CONFIRMATION_INVALID_MESSAGE, [
        { field: 'token', message: EMAIL_CONFIRMATION_INVALID_MESSAGE },
      ]);
    return row.email;
  }

  /**
   * A new address for the signed-in user, who gives their password again: it is unconfirmed until
   * the link sent to it is opened, and the old address is told of the change.
   */
  /**
   * Checks a password given again for something grave (deleting the account): counted like a
   * change of address, so it cannot be guessed at.
   */
  async checkPassword(user: UserAccountRow, password: string): Promise<boolean> {
    const wait = await this.options.limiter.consume([[CHANGE_EMAIL_LIMITS.perAccount, String(user.id)]]);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));
    return verifyPassword(user.passwordHash, password);
  }

  async changeEmail(
    user: UserAccountRow,
    input: TChangeEmailRequest,
  ): Promise<{ user: TUser; message: string }> {
    const wait = await this.options.limiter.consume([[CHANGE_EMAIL_LIMITS.perAccount, String(user.id)]]);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw badRequest(EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE, [
        { field: 'password', message: EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE },
      ]);
    }
    const email = normaliseEmail(input.email);
    if (email === normaliseEmail(user.email)) {
      throw badRequest(EMAIL_UNCHANGED_MESSAGE, [{ field: 'email', message: EMAIL_UNCHANGED_MESSAGE }]);
    }
    const row = await this.repository.changeEmail(user.id, email, this.now());
    if (!row) throw conflict(EMAIL_IN_USE_MESSAGE);
    await this.mailStandingChange(() => this.sendConfirmationLink(row));
    await this.mailStandingChange(async () => {
      const siteName = await this.options.siteName();
      await this.options.mailer.send(
        composeMail({
          to: user.email,
          subject: `Your ${siteName} e-mail address has changed`,
          greeting: `Hello ${user.firstName},`,
          paragraphs: [
            `The e-mail address of your ${siteName} account was changed from ${user.email} to ${email}. We will write to the new address from now on.`,
            'If you did not change it, reset your password straight away and contact us.',
          ],
          siteName,
        }),
      );
    });
    return { user: toUser(row), message: EMAIL_CHANGED_MESSAGE };
  }

  async login(input: Required<TLoginRequest>, ip: string): Promise<TSession> {
    const email = normaliseEmail(input.email);
    const limiter = this.options.limiter;
    // Every attempt counts as a failure until its password is found right.
    const checks: [Limit, string][] = [
      [LOGIN_LIMITS.perAccountAndIp, `${email}|${ip}`],
      [LOGIN_LIMITS.perIp, ip],
    ];
    const wait = await limiter.consume(checks);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));
    const failures = await limiter.count(LOGIN_LIMITS.perAccount, email);
    if (failures > LOGIN_LIMITS.perAccount.max) {
      const excess = failures - LOGIN_LIMITS.perAccount.max;
      await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_LOGIN_DELAY_MS, 100 * 2 ** excess)));
    }

    const user = await this.repository.findUserByEmail(email);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!user || !valid) {
      await limiter.consume([[LOGIN_LIMITS.perAccount, email]]);
      throw unauthorized(LOGIN_FAILED_MESSAGE);
    }
    await limiter.release(checks);
    return this.startSession(user, input.rememberLogin);
  }

  async authenticate(bearerToken: string) {
    const found = await this.repository.findLiveSession(tokenDigest(bearerToken), this.now());
    return found ? { user: found.user, sessionId: found.sessionId } : null;
  }

  logout(sessionId: number) {
    return this.repository.revokeSession(sessionId, this.now());
  }

  /** Links the account to an owner's customer number, once the owners domain has checked the claim. */
  async linkCustomer(userId: number, customerNo: string): Promise<void> {
    await this.repository.linkCustomer(userId, customerNo, this.now());
  }

  /** The accounts linked to an owner (carrying their customer number), for the owners' back office. */
  accountsOfCustomer(customerNo: string): Promise<UserAccountRow[]> {
    return this.repository.findUsersByCustomerNo(customerNo);
  }

  /** The account signed up with this address (any case), if there is one. */
  accountByEmail(email: string): Promise<UserAccountRow | undefined> {
    return this.repository.findUserByEmail(email.trim());
  }

  async updateProfile(userId: number, fields: TProfileFields): Promise<TUser> {
    const row = await this.repository.updateProfile(userId, toProfileUpdate(fields));
    if (!row) throw unauthorized();
    return toUser(row);
  }

  /** Answers the same words whether or not the address has an account. */
  async forgotPassword(rawEmail: string, ip: string): Promise<string> {
    const email = normaliseEmail(rawEmail);
    const checks: [Limit, string][] = [
      [FORGOT_PASSWORD_LIMITS.perAccount, email],
      [FORGOT_PASSWORD_LIMITS.perIp, ip],
    ];
    const wait = await this.options.limiter.consume(checks);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));

    const user = await this.repository.findUserByEmail(email);
    if (user) {
      const token = await this.newEmailedLink(user, 'password_reset', RESET_LINK_LIFETIME_MINUTES);
      const siteName = await this.options.siteName();
      await this.options.mailer.send(
        composeMail({
          to: user.email,
          subject: `Reset your ${siteName} password`,
          greeting: `Hello ${user.firstName},`,
          paragraphs: [
            'We received a request to reset the password for your account.',
            `The link below works once and expires in ${RESET_LINK_LIFETIME_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail: your password stays the same.`,
          ],
          action: { label: 'Reset your password', url: `${this.options.publicUrl}/reset-password/${token}` },
          siteName,
        }),
      );
    }
    return FORGOT_PASSWORD_SENT_MESSAGE;
  }

  async resetPassword(input: TPasswordResetRequest): Promise<void> {
    this.refuseCommonPassword(input.password);
    const done = await this.repository.resetPassword({
      tokenHash: tokenDigest(input.token),
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
      now: this.now(),
    });
    if (!done)
      throw badRequest(PASSWORD_RESET_INVALID_MESSAGE, [
        { field: 'token', message: PASSWORD_RESET_INVALID_MESSAGE },
      ]);
  }
}

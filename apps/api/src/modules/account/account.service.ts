import {
  ACCOUNT_EXISTS_MESSAGE,
  FORGOT_PASSWORD_SENT_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  RESET_LINK_LIFETIME_MINUTES,
  type TCountryCode,
  type TLoginRequest,
  type TPasswordResetRequest,
  type TProfileFields,
  type TSession,
  type TSignUpRequest,
  type TUser,
} from '@parkstays/contract';
import type { UserAccountRow } from '../../db/schema';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/errors';
import { type Limit, type RateLimiter, waitMessage } from '../../http/rate-limiter';
import { composeMail, type Mailer } from '../../mail/mailer';
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

/** Failed logins: per account to stop guessing one password, per IP to stop spraying many accounts. */
export const LOGIN_LIMITS = {
  perAccount: { name: 'login-account', max: 10, windowMs: 15 * MINUTE },
  perIp: { name: 'login-ip', max: 50, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** Reset e-mails: a few per address so nobody is flooded, more per IP for shared connections. */
export const FORGOT_PASSWORD_LIMITS = {
  perAccount: { name: 'forgot-account', max: 3, windowMs: 60 * MINUTE },
  perIp: { name: 'forgot-ip', max: 20, windowMs: 60 * MINUTE },
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

export class AccountService {
  private readonly now: () => Date;

  constructor(private readonly options: AccountServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  private get repository() {
    return this.options.repository;
  }

  private refuseCommonPassword(password: string) {
    if (isCommonPassword(password)) {
      throw badRequest(COMMON_PASSWORD_MESSAGE, [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }]);
    }
  }

  private async startSession(user: UserAccountRow, rememberMe: boolean): Promise<TSession> {
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
    });
    if (!row) throw conflict(ACCOUNT_EXISTS_MESSAGE);
    // A new account is signed in with Remember Me on (guest-area §4 "Auth").
    return this.startSession(row, true);
  }

  async login(input: Required<TLoginRequest>, ip: string): Promise<TSession> {
    const email = normaliseEmail(input.email);
    const checks: [Limit, string][] = [
      [LOGIN_LIMITS.perAccount, email],
      [LOGIN_LIMITS.perIp, ip],
    ];
    const wait = await this.options.limiter.blockedFor(checks);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));

    const user = await this.repository.findUserByEmail(email);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!user || !valid) {
      await this.options.limiter.record(checks);
      throw unauthorized(LOGIN_FAILED_MESSAGE);
    }
    return this.startSession(user, input.rememberLogin);
  }

  async authenticate(bearerToken: string) {
    const found = await this.repository.findLiveSession(tokenDigest(bearerToken), this.now());
    return found ? { user: found.user, sessionId: found.sessionId } : null;
  }

  logout(sessionId: number) {
    return this.repository.revokeSession(sessionId, this.now());
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
    const wait = await this.options.limiter.blockedFor(checks);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));
    await this.options.limiter.record(checks);

    const user = await this.repository.findUserByEmail(email);
    if (user) {
      const token = newToken();
      const now = this.now();
      await this.repository.replacePasswordReset(
        {
          userId: user.id,
          tokenHash: tokenDigest(token),
          expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MINUTES * MINUTE),
        },
        now,
      );
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

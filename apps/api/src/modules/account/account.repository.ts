import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  type EmailedLinkPurpose,
  type NewUserAccountRow,
  passwordReset,
  session,
  type UserAccountRow,
  userAccount,
} from '../../db/schema';

export type ProfileUpdate = Pick<
  NewUserAccountRow,
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'address1'
  | 'address2'
  | 'city'
  | 'postcode'
  | 'countryCode'
  | 'marketingPreference'
>;

export class AccountRepository {
  constructor(private readonly db: Database) {}

  async findUserByEmail(email: string): Promise<UserAccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userAccount)
      .where(sql`lower(${userAccount.email}) = lower(${email})`);
    return row;
  }

  /** The accounts carrying an owner's customer number (linked to that owner), oldest first. */
  findUsersByCustomerNo(customerNo: string): Promise<UserAccountRow[]> {
    return this.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.customerNo, customerNo))
      .orderBy(asc(userAccount.id));
  }

  async findUserById(id: number): Promise<UserAccountRow | undefined> {
    const [row] = await this.db.select().from(userAccount).where(eq(userAccount.id, id));
    return row;
  }

  /** Undefined when the e-mail already has an account: the unique index decides, not a prior read. */
  async insertUser(values: NewUserAccountRow): Promise<UserAccountRow | undefined> {
    const [row] = await this.db.insert(userAccount).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** When the newsletter choice changes, when it was given changes with it (the privacy centre shows it). */
  async updateProfile(id: number, values: ProfileUpdate): Promise<UserAccountRow | undefined> {
    const now = new Date();
    const [row] = await this.db
      .update(userAccount)
      .set({
        ...values,
        updatedAt: now,
        marketingPreferenceAt: sql`case when ${userAccount.marketingPreference} = ${values.marketingPreference} then ${userAccount.marketingPreferenceAt} else ${now} end`,
      })
      .where(eq(userAccount.id, id))
      .returning();
    return row;
  }

  /** Links the account to the owner whose customer number this is (the owners portal's link). */
  async linkCustomer(id: number, customerNo: string, now: Date) {
    await this.db.update(userAccount).set({ customerNo, updatedAt: now }).where(eq(userAccount.id, id));
  }

  async insertSession(values: { userId: number; tokenHash: string; rememberMe: boolean; expiresAt: Date }) {
    await this.db.insert(session).values(values);
  }

  async findLiveSession(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({ sessionId: session.id, user: userAccount })
      .from(session)
      .innerJoin(userAccount, eq(userAccount.id, session.userId))
      .where(and(eq(session.tokenHash, tokenHash), isNull(session.revokedAt), gt(session.expiresAt, now)));
    return row;
  }

  async revokeSession(sessionId: number, now: Date) {
    await this.db
      .update(session)
      .set({ revokedAt: now })
      .where(and(eq(session.id, sessionId), isNull(session.revokedAt)));
  }

  /**
   * Issues an e-mailed link and retires any earlier unused one for the same purpose, so only the
   * newest link works.
   */
  async replaceEmailedLink(
    values: {
      userId: number;
      purpose: EmailedLinkPurpose;
      tokenHash: string;
      email?: string;
      expiresAt: Date;
    },
    now: Date,
  ) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(passwordReset)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordReset.userId, values.userId),
            eq(passwordReset.purpose, values.purpose),
            isNull(passwordReset.usedAt),
          ),
        );
      await tx.insert(passwordReset).values(values);
    });
  }

  /**
   * Spends a confirmation link and confirms the address in one transaction, like a reset link: the
   * conditional UPDATE is the single-use check. A link confirms only the address it was sent to,
   * while it is still the account's. Answers the user, or undefined for an unknown, used, expired
   * or outdated link.
   */
  async confirmEmail(params: { tokenHash: string; now: Date }): Promise<UserAccountRow | undefined> {
    return this.db.transaction(async (tx) => {
      const userId = await spendLink(
        tx as unknown as Database,
        { ...params, purpose: 'confirm_email' },
        sql`lower(${passwordReset.email}) = (select lower(${userAccount.email}) from ${userAccount} where ${userAccount.id} = ${passwordReset.userId})`,
      );
      if (userId === undefined) return undefined;
      const [row] = await tx
        .update(userAccount)
        .set({ emailConfirmedAt: sql`coalesce(${userAccount.emailConfirmedAt}, ${params.now})` })
        .where(eq(userAccount.id, userId))
        .returning();
      return row;
    });
  }

  /**
   * A new address, unconfirmed. Undefined when another account has it: the unique index has the
   * last word when two accounts race for one address.
   */
  async changeEmail(id: number, email: string, now: Date): Promise<UserAccountRow | undefined> {
    try {
      const [row] = await this.db
        .update(userAccount)
        .set({ email, emailConfirmedAt: null, updatedAt: now })
        .where(
          and(
            eq(userAccount.id, id),
            sql`not exists (select 1 from ${userAccount} other where lower(other.email) = lower(${email}) and other.id <> ${id})`,
          ),
        )
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /**
   * Spends a reset link and sets the new password in one transaction: the conditional UPDATE is the
   * single-use check, so two requests racing with one link cannot both succeed. Every session of
   * the user is revoked with it. Returns false when the link is unknown, used, expired, or not the
   * given e-mail's.
   */
  async resetPassword(params: { tokenHash: string; email: string; passwordHash: string; now: Date }) {
    return this.db.transaction(async (tx) => {
      const userId = await spendLink(
        tx as unknown as Database,
        { ...params, purpose: 'password_reset' },
        sql`${passwordReset.userId} = (select ${userAccount.id} from ${userAccount} where lower(${userAccount.email}) = lower(${params.email}))`,
      );
      if (userId === undefined) return false;
      await tx
        .update(userAccount)
        .set({ passwordHash: params.passwordHash, updatedAt: params.now })
        .where(eq(userAccount.id, userId));
      await tx
        .update(session)
        .set({ revokedAt: params.now })
        .where(and(eq(session.userId, userId), isNull(session.revokedAt)));
      return true;
    });
  }
}

/**
 * Spends an e-mailed link (a reset, a confirmation or a staff invitation) once: the conditional UPDATE is the
 * single-use check, so two requests racing with one link cannot both pass. `belongs` says whose
 * link it must be. Answers the user's id, or undefined for an unknown, used, expired or foreign link.
 */
export async function spendLink(
  tx: Database,
  link: { tokenHash: string; purpose: EmailedLinkPurpose; now: Date },
  belongs: SQL,
): Promise<number | undefined> {
  const [spent] = await tx
    .update(passwordReset)
    .set({ usedAt: link.now })
    .where(
      and(
        eq(passwordReset.tokenHash, link.tokenHash),
        eq(passwordReset.purpose, link.purpose),
        isNull(passwordReset.usedAt),
        gt(passwordReset.expiresAt, link.now),
        belongs,
      ),
    )
    .returning({ userId: passwordReset.userId });
  return spent?.userId;
}

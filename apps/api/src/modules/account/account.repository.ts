import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
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

  async findUserById(id: number): Promise<UserAccountRow | undefined> {
    const [row] = await this.db.select().from(userAccount).where(eq(userAccount.id, id));
    return row;
  }

  /** Undefined when the e-mail already has an account: the unique index decides, not a prior read. */
  async insertUser(values: NewUserAccountRow): Promise<UserAccountRow | undefined> {
    const [row] = await this.db.insert(userAccount).values(values).onConflictDoNothing().returning();
    return row;
  }

  async updateProfile(id: number, values: ProfileUpdate): Promise<UserAccountRow | undefined> {
    const [row] = await this.db
      .update(userAccount)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(userAccount.id, id))
      .returning();
    return row;
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

  /** Issues a reset link and retires any earlier unused one, so only the newest link works. */
  async replacePasswordReset(values: { userId: number; tokenHash: string; expiresAt: Date }, now: Date) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(passwordReset)
        .set({ usedAt: now })
        .where(and(eq(passwordReset.userId, values.userId), isNull(passwordReset.usedAt)));
      await tx.insert(passwordReset).values(values);
    });
  }

  /**
   * Spends a reset link and sets the new password in one transaction: the conditional UPDATE is the
   * single-use check, so two requests racing with one link cannot both succeed. Every session of
   * the user is revoked with it. Returns false when the link is unknown, used, expired, or not the
   * given e-mail's.
   */
  async resetPassword(params: { tokenHash: string; email: string; passwordHash: string; now: Date }) {
    return this.db.transaction(async (tx) => {
      const spent = await tx
        .update(passwordReset)
        .set({ usedAt: params.now })
        .where(
          and(
            eq(passwordReset.tokenHash, params.tokenHash),
            isNull(passwordReset.usedAt),
            gt(passwordReset.expiresAt, params.now),
            sql`${passwordReset.userId} = (select ${userAccount.id} from ${userAccount} where lower(${userAccount.email}) = lower(${params.email}))`,
          ),
        )
        .returning({ userId: passwordReset.userId });
      const userId = spent[0]?.userId;
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

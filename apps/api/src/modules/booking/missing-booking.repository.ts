import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { booking, grade, missingBookingLink, park } from '../../db/schema';

/** A booking "Missing booking?" found by its reference and address, with what its link e-mail says. */
export type MissingBookingRow = {
  id: number;
  bookingNo: string;
  userId: number | null;
  email: string;
  firstName: string;
  arrivalDate: string;
  noOfNights: number;
  parkTitle: string;
};

/** What a live link would add, and to whose account. */
export type MissingBookingOffer = {
  bookingNo: string;
  parkTitle: string;
  arrivalDate: string;
  noOfNights: number;
  accountEmail: string;
};

/**
 * A guest's live stay (a unit block has a reference too, but it is nobody's stay) that the account
 * `userId` may have: in nobody's account yet, or in that one already.
 */
const claimableBy = (userId: number) =>
  and(
    inArray(booking.status, ['held', 'confirmed']),
    eq(booking.kind, 'stay'),
    sql`(${booking.userId} is null or ${booking.userId} = ${userId})`,
  );

/** "Missing booking?": finding a stay by its reference and address, and the links that add it. */
export class MissingBookingRepository {
  constructor(private readonly db: Database) {}

  /** The live stay with this reference and address (any case), whoever's account it is in. */
  async find(reference: string, email: string): Promise<MissingBookingRow | undefined> {
    const [row] = await this.db
      .select({
        id: booking.id,
        bookingNo: booking.bookingNo,
        userId: booking.userId,
        email: booking.email,
        firstName: booking.firstName,
        arrivalDate: booking.arrivalDate,
        noOfNights: booking.noOfNights,
        parkTitle: park.title,
      })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId))
      .where(
        and(
          sql`upper(${booking.bookingNo}) = upper(${reference})`,
          sql`lower(${booking.email}) = lower(${email})`,
          inArray(booking.status, ['held', 'confirmed']),
          eq(booking.kind, 'stay'),
        ),
      )
      .limit(1);
    return row;
  }

  /** Puts the stay in the account, unless another account has it by now; answers its reference. */
  async addToAccount(bookingId: number, userId: number): Promise<string | undefined> {
    const [row] = await this.db
      .update(booking)
      .set({ userId })
      .where(and(eq(booking.id, bookingId), claimableBy(userId)))
      .returning({ bookingNo: booking.bookingNo });
    return row?.bookingNo;
  }

  /**
   * Records a new link for the stay and the account that asked, retiring that account's earlier
   * unused links for the stay, so only the newest works.
   */
  async replaceLink(
    values: { bookingId: number; userId: number; email: string; tokenHash: string; expiresAt: Date },
    now: Date,
  ) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(missingBookingLink)
        .set({ usedAt: now })
        .where(
          and(
            eq(missingBookingLink.bookingId, values.bookingId),
            eq(missingBookingLink.userId, values.userId),
            isNull(missingBookingLink.usedAt),
          ),
        );
      await tx.insert(missingBookingLink).values(values);
    });
  }

  /**
   * What an unused, unexpired link would add: only while its stay is still live, at the address
   * the link was sent to, and in no other account.
   */
  async offer(tokenHash: string, now: Date): Promise<MissingBookingOffer | undefined> {
    const [row] = rowsOf<{
      booking_no: string;
      park_title: string;
      arrival_date: string;
      no_of_nights: number;
      account_email: string;
    }>(
      await this.db.execute(sql`
        SELECT b.booking_no, p.title AS park_title, b.arrival_date::text AS arrival_date,
          b.no_of_nights, u.email AS account_email
        FROM missing_booking_link l
        JOIN booking b ON b.id = l.booking_id
        JOIN grade g ON g.id = b.grade_id
        JOIN park p ON p.id = g.park_id
        JOIN user_account u ON u.id = l.user_id
        WHERE l.token_hash = ${tokenHash} AND l.used_at IS NULL AND l.expires_at > ${now}
          AND b.status IN ('held', 'confirmed') AND b.kind = 'stay'
          AND (b.user_id IS NULL OR b.user_id = l.user_id)
          AND lower(b.email) = lower(l.email)`),
    );
    return row
      ? {
          bookingNo: row.booking_no,
          parkTitle: row.park_title,
          arrivalDate: row.arrival_date,
          noOfNights: Number(row.no_of_nights),
          accountEmail: row.account_email,
        }
      : undefined;
  }

  /**
   * Spends the link and puts its stay in the account that asked, in one statement: the conditional
   * UPDATE of the link is the single-use check, so two requests racing with one link cannot both
   * pass, and the stay's own UPDATE checks again that no other account took it meanwhile (a second
   * link racing this one then finds it taken). Answers the reference and the account's address, or
   * undefined for an unknown, used, expired or outdated link.
   */
  async useLink(
    tokenHash: string,
    now: Date,
  ): Promise<{ bookingNo: string; accountEmail: string } | undefined> {
    const [row] = rowsOf<{ booking_no: string; account_email: string }>(
      await this.db.execute(sql`
        WITH spent AS (
          UPDATE missing_booking_link l SET used_at = ${now}
          WHERE l.token_hash = ${tokenHash} AND l.used_at IS NULL AND l.expires_at > ${now}
            AND EXISTS (
              SELECT 1 FROM booking b
              WHERE b.id = l.booking_id AND b.status IN ('held', 'confirmed') AND b.kind = 'stay'
                AND (b.user_id IS NULL OR b.user_id = l.user_id) AND lower(b.email) = lower(l.email))
          RETURNING l.booking_id, l.user_id
        )
        UPDATE booking b SET user_id = spent.user_id
        FROM spent
        WHERE b.id = spent.booking_id AND (b.user_id IS NULL OR b.user_id = spent.user_id)
        RETURNING b.booking_no,
          (SELECT u.email FROM user_account u WHERE u.id = spent.user_id) AS account_email`),
    );
    return row ? { bookingNo: row.booking_no, accountEmail: row.account_email } : undefined;
  }
}

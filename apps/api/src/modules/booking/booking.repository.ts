import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, getTableColumns, gt, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf, transactionWithLocks } from '../../db/client';
import {
  DEADLOCK_DETECTED,
  EXCLUSION_VIOLATION,
  SERIALIZATION_FAILURE,
  sqlState,
  UNIQUE_VIOLATION,
} from '../../db/errors';
import { booking, grade, gradeImage, park, priceOnSale, unit, userAccount } from '../../db/schema';
import { BookingOffersRepository, giveBackCodeUses } from './booking-offers.repository';
import { BookingTermsRepository } from './booking-terms.repository';
import { StayMoneyRepository } from './stay-money.repository';

export type BookingRow = typeof booking.$inferSelect;
export type NewHold = Omit<
  typeof booking.$inferInsert,
  'id' | 'bookingNo' | 'gradeId' | 'unitId' | 'status' | 'standardPricePence' | 'depositPence'
> & {
  /** The grade by its code (upper case): it must take the party and have a price for the stay. */
  gradeCode: string;
  /** The stay starts after its balance falls due: the hold carries a deposit (`depositFor`). */
  withDeposit: boolean;
  noOfAdults: number;
  noOfChildren: number;
  hasPets: boolean;
  holdExpiresAt: Date;
  email: string;
  createdIp: string;
};

/** The most live unpaid holds one account, one e-mail and one IP address may have at once. */
export type HoldLimits = { perAccount: number; perEmail: number; perIp: number };

export type HoldOutcome =
  | { held: BookingRow }
  | { soldOut: true }
  /** One of the limits is reached: the number of live holds it allows. */
  | { limitReached: number }
  /**
   * No such grade, a party or pets it does not take, a day its park's arrival-day rules do not let
   * the stay start on, or nothing on sale for the stay.
   */
  | { notBookable: true };

/**
 * A new booking reference: BK and seven random digits from a cryptographic source, so that one
 * reference says nothing about the next (they were sequential, and "Missing booking?" could be
 * walked). 9 million of them leave a collision rare; one only costs another attempt.
 */
export function newBookingNo() {
  return `BK${randomInt(1_000_000, 10_000_000)}`;
}

/**
 * What makes a booking attempt worth making again from the start: the exclusion constraint's
 * violation (23P01: the claimed unit was booked by a commit the claim's snapshot was too early to
 * see, or by a writer that does not lock units), a drawn reference already taken (23505), and the
 * errors PostgreSQL asks the client to retry (40001 serialization failure, 40P01 deadlock detected).
 */
const RETRYABLE = new Set([EXCLUSION_VIOLATION, SERIALIZATION_FAILURE, DEADLOCK_DETECTED, UNIQUE_VIOLATION]);
/** Each retry follows someone else's commit, so a few are plenty; more means something is wrong. */
const MAX_ATTEMPTS = 20;
/** Claims tried in one attempt: after lapsed holds are let go, or a unit is freed, one more will do. */
const ROUNDS_PER_ATTEMPT = 4;

/**
 * A hold that has lapsed with no money on it or on its way: free to let go. A lapsed hold with
 * money is the refund job's to settle, never the booking's.
 */
const lapsedWithoutMoney = (now: Date) =>
  sql`${booking.status} = 'held' and ${booking.holdExpiresAt} <= ${now.toISOString()}::timestamptz and ${booking.paidPence} = 0 and ${booking.pendingPence} = 0`;

/**
 * `depositFor` (booking-price.ts) in SQL, for the price the statement that makes the hold reads: a
 * fifth, at least £50, in whole pounds (half a pound rounds up), never more than the price. Pence
 * are whole and not negative, so integer division is the floor. A test holds the two to the same
 * answers.
 */
export const depositOf = (pricePence: SQL) =>
  sql`least(${pricePence}, greatest(5000, ((${pricePence} + 250) / 500) * 100))`;

/**
 * The advisory-lock key of a name: the first 64 bits of its SHA-256, the same in every process.
 */
function lockKey(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/** A row of `insert … returning *` in the shape Drizzle gives a select of the table. */
function toBookingRow(raw: Record<string, unknown>): BookingRow {
  return Object.fromEntries(
    Object.entries(getTableColumns(booking)).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as BookingRow;
}

export class BookingRepository {
  /** A stay's extras and promotional code. */
  readonly offers: BookingOffersRepository;
  /** The money on a stay: set aside, paid, refunded. */
  readonly money: StayMoneyRepository;
  /** The cancellation terms a stay is sold and agreed under. */
  readonly terms: BookingTermsRepository;

  constructor(private readonly db: Database) {
    this.offers = new BookingOffersRepository(db);
    this.money = new StayMoneyRepository(db);
    this.terms = new BookingTermsRepository(db);
  }

  /** The grade by its code, with the price on sale for the stay (undefined when not on sale). */
  async findGradeWithPrice(code: string, arrivalDate: string, nights: number) {
    const [row] = await this.db
      .select({ grade, parkCode: park.parkCode, pricePence: priceOnSale.pricePence })
      .from(grade)
      .innerJoin(park, eq(park.id, grade.parkId))
      .leftJoin(
        priceOnSale,
        and(
          eq(priceOnSale.gradeId, grade.id),
          eq(priceOnSale.arrivalDate, arrivalDate),
          eq(priceOnSale.noOfNights, nights),
        ),
      )
      .where(eq(grade.gradeCode, code.toUpperCase()));
    return row && { grade: row.grade, parkCode: row.parkCode, pricePence: row.pricePence ?? undefined };
  }

  /**
   * Holds one unit of the grade that is free on every night of the stay for a visitor under their
   * limits of live unpaid holds, or answers why not. The grade is found by its code and must take
   * the party (and pets) and have a price for the stay, which the hold keeps with its deposit.
   * Sold out means no unit is free: every unit is booked, or being booked right now by an attempt
   * that has passed every check and only has to commit. Lapsed unpaid holds in the way are let go
   * first.
   *
   * No attempt ever waits for a unit, so bookings cannot deadlock one another: the visitor's limit
   * keys are locked first, in one fixed order, then one unit is claimed with a row lock that skips
   * units other attempts are claiming, so no two attempts insert on one unit at once (two inserts
   * checking the exclusion constraint against each other is how it deadlocked). The constraint
   * stays the last word on double booking: its violation (the unit was booked by a commit this
   * attempt's snapshot was too early to see), a deadlock or a serialization failure from anything
   * else starts the attempt again.
   */
  async holdUnit(values: NewHold, now: Date, limits: HoldLimits): Promise<HoldOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.attemptHold(values, now, limits);
        if (outcome !== 'look again') return outcome;
      } catch (error) {
        if (!RETRYABLE.has(sqlState(error) ?? '') || attempt >= MAX_ATTEMPTS) throw error;
      }
      if (attempt >= MAX_ATTEMPTS) throw new Error(`No unit could be claimed in ${MAX_ATTEMPTS} attempts`);
    }
  }

  /**
   * One attempt, one transaction. The usual path is three round trips (`transactionWithLocks`):
   * begin with the limit keys locked, one statement that checks the grade, the price and the limits,
   * claims a unit and inserts the hold, then commit. The keys are locked before that statement, not
   * in it, because a count read in the statement that waited for the lock would come from its
   * snapshot, taken before the lock was granted, and miss the hold the previous holder of the lock
   * has just committed.
   */
  private attemptHold(values: NewHold, now: Date, limits: HoldLimits): Promise<HoldOutcome | 'look again'> {
    const { gradeCode, withDeposit, ...stored } = values;
    const userId = values.userId ?? null;
    const ip = values.createdIp;
    const keys = [
      ...(userId === null ? [] : [`hold:account:${userId}`]),
      `hold:email:${values.email}`,
      ...(ip ? [`hold:ip:${ip}`] : []),
    ];
    const party = values.noOfAdults + values.noOfChildren;
    const stay = sql`daterange(${values.arrivalDate}::date, ${values.arrivalDate}::date + ${values.noOfNights}::int, '[)')`;
    const gradeId = sql`(SELECT id FROM grade WHERE grade_code = ${gradeCode})`;
    const freeOnStay = sql`NOT EXISTS (
      SELECT 1 FROM booking b
      WHERE b.unit_id = u.id AND b.status IN ('held', 'confirmed') AND b.stay && ${stay})`;
    // A retired unit is never claimed: its retirement locks it FOR UPDATE, which the claim's SKIP
    // LOCKED passes by, and once that commits the claim's recheck of this condition sees it.
    const freeUnit = sql`u.grade_id = ${gradeId} AND u.retired_at IS NULL AND ${freeOnStay}`;
    // The grade `g` takes the party (and pets), and its park's arrival-day rules let the stay
    // start on its weekday (no rule for the length: any day); joined to `pr`, its price on sale
    // for the stay (price_on_sale: priced, not stop-sold, within the stay limits).
    const takesTheParty = sql`g.grade_code = ${gradeCode} AND g.capacity >= ${party}::int
      AND (g.pets_allowed OR NOT ${values.hasPets}::boolean)
      AND NOT EXISTS (
        SELECT 1 FROM arrival_rule r
        WHERE r.park_id = g.park_id AND r.holiday_type_id = g.holiday_type_id
          AND r.no_of_nights = ${values.noOfNights}::int
          AND NOT (extract(dow FROM ${values.arrivalDate}::date)::smallint = ANY (r.weekdays)))`;
    const priceOfStay = sql`pr.grade_id = g.id AND pr.arrival_date = ${values.arrivalDate}::date
      AND pr.no_of_nights = ${values.noOfNights}::int`;
    const lapsedInTheWay = sql`${booking.gradeId} = ${gradeId} AND stay && ${stay} AND ${lapsedWithoutMoney(now)}`;
    // Live unpaid holds, found through booking_held_idx (status 'held', by hold_expires_at).
    const live = sql`FROM booking h
      WHERE h.status = 'held' AND h.hold_expires_at > ${now.toISOString()}::timestamptz AND h.paid_pence = 0
        AND (h.user_id = ${userId}::int OR h.email = ${values.email} OR (h.created_ip = ${ip} AND ${ip} <> ''))`;
    const ofAccount = sql`count(*) FILTER (WHERE h.user_id = ${userId}::int)`;
    const ofEmail = sql`count(*) FILTER (WHERE h.email = ${values.email})`;
    const ofIp = sql`count(*) FILTER (WHERE h.created_ip = ${ip} AND ${ip} <> '')`;

    const columns = getTableColumns(booking);
    const given = Object.entries({ ...stored, status: 'held' }).filter(
      ([, value]) => value !== undefined,
    ) as [keyof typeof columns, unknown][];
    const names = given.map(([key]) => sql.identifier(columns[key].name));
    const params = given.map(
      ([key, value]) => sql`${sql.param(value, columns[key])}::${sql.raw(columns[key].getSQLType())}`,
    );

    return transactionWithLocks(this.db, keys.map(lockKey), async (tx) => {
      for (let round = 1; round <= ROUNDS_PER_ATTEMPT; round++) {
        const [inserted] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
            INSERT INTO booking (${sql.join(names, sql`, `)}, grade_id, unit_id, standard_price_pence,
              deposit_pence, booking_no)
            SELECT ${sql.join(params, sql`, `)}, claimed.grade_id, claimed.unit_id, claimed.price_pence,
              ${withDeposit ? depositOf(sql`claimed.price_pence`) : sql`0`}, ${newBookingNo()}
            FROM (
              SELECT g.id AS grade_id, u.id AS unit_id, pr.price_pence
              FROM grade g
              JOIN price_on_sale pr ON ${priceOfStay}
              JOIN unit u ON u.grade_id = g.id
              WHERE ${takesTheParty} AND u.retired_at IS NULL AND ${freeOnStay}
                AND (SELECT ${ofAccount} < ${limits.perAccount}::int AND ${ofEmail} < ${limits.perEmail}::int
                       AND ${ofIp} < ${limits.perIp}::int ${live})
              ORDER BY u.id LIMIT 1
              FOR NO KEY UPDATE OF u SKIP LOCKED
            ) AS claimed
            RETURNING *`),
        );
        if (inserted) return { held: toBookingRow(inserted) };

        // Nothing claimed: find out why, still under the visitor's locks. `claimable` locks the
        // first free unit no one is claiming, if one was freed since the insert (a hold let go or
        // cancelled a moment ago), so that it is this attempt's to book on the next round.
        const [why] = rowsOf<{
          bookable: boolean;
          account: number;
          email: number;
          ip: number;
          free: number;
          claimable: number;
          lapsed: number;
        }>(
          await tx.execute(sql`
            SELECT account, email, ip,
              EXISTS (SELECT 1 FROM grade g JOIN price_on_sale pr ON ${priceOfStay} WHERE ${takesTheParty}) AS bookable,
              (SELECT count(*) FROM unit u WHERE ${freeUnit})::int AS free,
              (SELECT count(*) FROM (
                 SELECT 1 FROM unit u WHERE ${freeUnit} ORDER BY u.id LIMIT 1 FOR NO KEY UPDATE OF u SKIP LOCKED
               ) AS unclaimed)::int AS claimable,
              (SELECT count(*) FROM booking WHERE ${lapsedInTheWay})::int AS lapsed
            FROM (SELECT ${ofAccount}::int AS account, ${ofEmail}::int AS email, ${ofIp}::int AS ip ${live}) AS counts`),
        );
        const { bookable, account, email, ip: fromIp, free, claimable, lapsed } = why!;
        // No such grade, a party it does not take, or no price for the stay: the service says which.
        if (!bookable) return { notBookable: true };
        const limit =
          account >= limits.perAccount
            ? limits.perAccount
            : email >= limits.perEmail
              ? limits.perEmail
              : fromIp >= limits.perIp
                ? limits.perIp
                : undefined;
        // Sold out comes first: the limit is no reason to give when there is nothing to book.
        if (limit !== undefined) return free + lapsed > 0 ? { limitReached: limit } : { soldOut: true };
        if (lapsed > 0) {
          // Let the lapsed holds in the way go, waiting for any that another attempt is letting
          // go (in id order, and never for a unit, so the wait cannot close a cycle).
          const letGo = rowsOf<{ promotional_code: string }>(
            await tx.execute(sql`
              UPDATE booking SET status = 'expired'
              WHERE id IN (SELECT id FROM booking WHERE ${lapsedInTheWay} ORDER BY id FOR UPDATE)
              RETURNING promotional_code`),
          );
          await giveBackCodeUses(
            tx,
            letGo.map((row) => row.promotional_code),
          );
        } else if (claimable === 0) {
          return { soldOut: true };
        }
      }
      return 'look again';
    });
  }

  async findBooking(id: number) {
    const [row] = await this.db.select().from(booking).where(eq(booking.id, id));
    return row;
  }

  /** The parks of the back office's Today screen: one park by code, or every park (''). */
  async parksFor(parkCode: string) {
    return this.db
      .select({ id: park.id, parkCode: park.parkCode, title: park.title })
      .from(park)
      .where(parkCode ? eq(park.parkCode, parkCode) : undefined)
      .orderBy(asc(park.parkCode));
  }

  /**
   * Confirmed stays at the parks that arrive on, leave on or stay through `date` (their nights
   * [arrival, arrival + nights) touch it or end on it), with their grade and unit.
   */
  async confirmedStaysAround(parkIds: number[], date: string) {
    if (parkIds.length === 0) return [];
    return this.db
      .select({
        booking,
        parkId: grade.parkId,
        gradeCode: grade.gradeCode,
        gradeTitle: grade.title,
        unitCode: unit.unitCode,
        checkedInByName: checkedInByName(),
      })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(unit, eq(unit.id, booking.unitId))
      .leftJoin(userAccount, eq(userAccount.id, booking.checkedInBy))
      .where(
        and(
          inArray(grade.parkId, parkIds),
          // Guests' stays only: a unit block is no one arriving.
          eq(booking.kind, 'stay'),
          eq(booking.status, 'confirmed'),
          // Blocks take a unit out of order: they are nobody's arrival.
          eq(booking.kind, 'stay'),
          lte(booking.arrivalDate, date),
          sql`${booking.arrivalDate} + ${booking.noOfNights}::int >= ${date}::date`,
        ),
      )
      .orderBy(asc(booking.bookingNo));
  }

  /**
   * Confirmed stays arriving after `after` and on or before `until` whose balance is still to pay
   * (their total less what is paid and what is on its way is above 0: a guest in the middle of
   * paying is not reminded), with the lead guest's e-mail, and their accommodation and park.
   * Stays with no e-mail address are left out: there is no one to remind.
   */
  async staysWithBalanceArriving(range: { after: string; until: string }) {
    return this.db
      .select({ booking, gradeTitle: grade.title, parkTitle: park.title })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId))
      .where(
        and(
          // A unit block is nobody's stay.
          eq(booking.kind, 'stay'),
          eq(booking.status, 'confirmed'),
          gt(booking.arrivalDate, range.after),
          lte(booking.arrivalDate, range.until),
          sql`${booking.paidPence} + ${booking.pendingPence} < ${booking.standardPricePence} - ${booking.discountPence} + ${booking.extrasPence}`,
          sql`${booking.email} <> ''`,
        ),
      )
      .orderBy(asc(booking.arrivalDate), asc(booking.id));
  }

  async listBookingsOfUser(userId: number) {
    return this.db
      .select({ booking, gradeTitle: grade.title, gradeCode: grade.gradeCode, park })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId))
      .where(and(eq(booking.userId, userId), inArray(booking.status, ['held', 'confirmed'])))
      .orderBy(asc(booking.arrivalDate));
  }

  async gradeWithImage(gradeId: number) {
    const [row] = await this.db.select().from(grade).where(eq(grade.id, gradeId));
    const [image] = await this.db
      .select({ imageUrl: gradeImage.imageUrl })
      .from(gradeImage)
      .where(eq(gradeImage.gradeId, gradeId))
      .orderBy(asc(gradeImage.position))
      .limit(1);
    return row ? { ...row, imageUrl: image?.imageUrl ?? '' } : undefined;
  }

  /**
   * Releases every hold whose time is up with no money on it or on its way (holds with money are
   * the refund job's); answers how many. Skips rows others are working on, in id order, so it
   * never deadlocks with a booking or a payment; a skipped row is taken on the next run. Their
   * promotional codes' uses are given back in the same transaction.
   */
  async expireHolds(now: Date) {
    return this.db.transaction(async (tx) => {
      const rows = rowsOf<{ id: number; promotional_code: string }>(
        await tx.execute(sql`
          UPDATE booking SET status = 'expired'
          WHERE id IN (
            SELECT id FROM booking WHERE ${lapsedWithoutMoney(now)}
            ORDER BY id FOR UPDATE SKIP LOCKED
          )
          RETURNING id, promotional_code`),
      );
      await giveBackCodeUses(
        tx,
        rows.map((row) => row.promotional_code),
      );
      return rows.length;
    });
  }

  /** Cancels a hold (its account could not be made), giving back its code's use if it has one. */
  async cancelHold(bookingId: number) {
    await this.db.transaction(async (tx) => {
      const cancelled = await tx
        .update(booking)
        .set({ status: 'cancelled' })
        .where(and(eq(booking.id, bookingId), eq(booking.status, 'held')))
        .returning({ code: booking.promotionalCode });
      await giveBackCodeUses(
        tx,
        cancelled.map((row) => row.code),
      );
    });
  }

  async setUser(bookingId: number, userId: number) {
    await this.db.update(booking).set({ userId }).where(eq(booking.id, bookingId));
  }

  /** Keeps a held stay's unit at least until `until`, but never revives an expired hold. */
  async keepHoldUntil(bookingId: number, until: Date) {
    await this.db
      .update(booking)
      .set({ holdExpiresAt: sql`greatest(${booking.holdExpiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(booking.id, bookingId), eq(booking.status, 'held')));
  }

  /** Held stays whose hold lapsed with money paid on them and nothing in flight. */
  async lapsedHoldsWithMoney(now: Date) {
    return this.db
      .select()
      .from(booking)
      .where(
        and(
          eq(booking.status, 'held'),
          lt(booking.holdExpiresAt, now),
          sql`${booking.paidPence} > 0`,
          eq(booking.pendingPence, 0),
        ),
      );
  }

  /** Lets a lapsed hold go once no money is left on it (giving back its code's use); answers whether it did. */
  async expireIfEmpty(bookingId: number, now: Date) {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(booking)
        .set({ status: 'expired' })
        .where(
          and(
            eq(booking.id, bookingId),
            eq(booking.status, 'held'),
            lt(booking.holdExpiresAt, now),
            eq(booking.paidPence, 0),
            eq(booking.pendingPence, 0),
          ),
        )
        .returning({ code: booking.promotionalCode });
      await giveBackCodeUses(
        tx,
        rows.map((row) => row.code),
      );
      return rows.length > 0;
    });
  }
}

/** Where a stay is, as the desk's lists name it: park, grade and unit (the query joins all three). */
export const stayPlace = () => ({
  parkCode: park.parkCode,
  parkTitle: park.title,
  gradeCode: grade.gradeCode,
  gradeTitle: grade.title,
  unitCode: unit.unitCode,
});

/** The name of the member of staff who checked a stay in (the query left-joins user_account). */
export const checkedInByName = () =>
  sql<
    string | null
  >`case when ${userAccount.id} is null then null else trim(${userAccount.firstName} || ' ' || ${userAccount.lastName}) end`;

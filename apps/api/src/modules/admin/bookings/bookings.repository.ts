import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client';
import {
  booking,
  bookingExtra,
  bookingNote,
  extra,
  grade,
  gradeExtra,
  park,
  priceOnSale,
  promotionalCode,
  unit,
  userAccount,
} from '../../../db/schema';
import { type BookingRow, stayPlace } from '../../booking/booking.repository';
import { type ExtraShort, extraShortage } from '../../booking/booking-offers.repository';

export type StayFilter = {
  q: string;
  parkCode: string;
  from?: string;
  to?: string;
  dates: 'arrival' | 'staying';
  limit: number;
  offset: number;
};

/** What a staff change sets on a stay; the extras replace the stay's own. */
export type StayChange = Pick<
  BookingRow,
  | 'arrivalDate'
  | 'noOfNights'
  | 'gradeId'
  | 'unitId'
  | 'noOfAdults'
  | 'noOfChildren'
  | 'hasPets'
  | 'standardPricePence'
  | 'discountPence'
  | 'extrasPence'
>;
export type StayExtra = { code: string; quantity: number; unitPricePence: number };

/** The stay changed under the caller between its quote and its save. */
export class StayMoved extends Error {}

/** An extra of the change has too few left on one of the stay's nights. */
export class ExtraShortError extends Error {
  constructor(readonly short: ExtraShort) {
    super(`${short.code} is short`);
  }
}
/** The stay's new unit was retired (the catalogue's unit.retired_at) before the change could save. */
export class UnitRetired extends Error {}

/** The booking's nights as a range, as the exclusion constraint compares them. */
const nightsOf = (arrival: string, nights: number) =>
  sql`daterange(${arrival}::date, ${arrival}::date + ${nights}::int, '[)')`;

/**
 * The front desk's reads and changes of stays (reception's Bookings screens): finding stays,
 * a stay with its grade, unit, park, extras and notes, pricing a change and applying it. Unit
 * blocks (kind 'block') are never found here.
 */
export class BookingsRepository {
  constructor(private readonly db: Database) {}

  private stayWhere(filter: StayFilter): SQL | undefined {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return and(
      eq(booking.kind, 'stay'),
      ne(booking.status, 'expired'),
      filter.q
        ? sql`(${booking.bookingNo} ilike ${like} or ${booking.email} ilike ${like}
            or (${booking.firstName} || ' ' || ${booking.surname}) ilike ${like})`
        : undefined,
      filter.parkCode ? eq(park.parkCode, filter.parkCode.toUpperCase()) : undefined,
      filter.dates === 'arrival' && filter.from ? gte(booking.arrivalDate, filter.from) : undefined,
      filter.dates === 'arrival' && filter.to ? lte(booking.arrivalDate, filter.to) : undefined,
      filter.dates === 'staying' && filter.to ? lte(booking.arrivalDate, filter.to) : undefined,
      filter.dates === 'staying' && filter.from
        ? sql`${booking.arrivalDate} + ${booking.noOfNights}::int > ${filter.from}::date`
        : undefined,
    );
  }

  /** Stays matching the filter, newest arrival first, one page of them, and how many match in all. */
  async findStays(filter: StayFilter) {
    const where = this.stayWhere(filter);
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          booking,
          ...stayPlace(),
        })
        .from(booking)
        .innerJoin(grade, eq(grade.id, booking.gradeId))
        .innerJoin(park, eq(park.id, grade.parkId))
        .innerJoin(unit, eq(unit.id, booking.unitId))
        .where(where)
        .orderBy(desc(booking.arrivalDate), desc(booking.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(booking)
        .innerJoin(grade, eq(grade.id, booking.gradeId))
        .innerJoin(park, eq(park.id, grade.parkId))
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  /** A stay by its reference (any case), with its grade, unit and park; blocks are not stays. */
  async findStay(bookingNo: string) {
    const [row] = await this.db
      .select({ booking, grade, unitCode: unit.unitCode, parkCode: park.parkCode, parkTitle: park.title })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId))
      .innerJoin(unit, eq(unit.id, booking.unitId))
      .where(and(sql`upper(${booking.bookingNo}) = upper(${bookingNo})`, eq(booking.kind, 'stay')));
    return row;
  }

  /** The extras the stay has, at the prices it was sold them. */
  chosenExtras(bookingId: number) {
    return this.db
      .select({
        code: bookingExtra.extraCode,
        description: extra.description,
        quantity: bookingExtra.quantity,
        unitPricePence: bookingExtra.unitPricePence,
      })
      .from(bookingExtra)
      .innerJoin(extra, eq(extra.code, bookingExtra.extraCode))
      .where(eq(bookingExtra.bookingId, bookingId))
      .orderBy(asc(extra.position));
  }

  /** Every grade of a park, with its units let today (not retired) and the extras it offers at today's prices. */
  async gradesOfPark(parkId: number) {
    const grades = await this.db
      .select()
      .from(grade)
      .where(eq(grade.parkId, parkId))
      .orderBy(asc(grade.position), asc(grade.id));
    const ids = grades.map((g) => g.id);
    if (ids.length === 0) return [];
    const [units, offers] = await Promise.all([
      this.db
        .select({ id: unit.id, gradeId: unit.gradeId, unitCode: unit.unitCode })
        .from(unit)
        .where(and(inArray(unit.gradeId, ids), isNull(unit.retiredAt)))
        .orderBy(asc(unit.unitCode)),
      this.db
        .select({
          gradeId: gradeExtra.gradeId,
          code: extra.code,
          description: extra.description,
          unitPricePence: extra.unitPricePence,
        })
        .from(gradeExtra)
        .innerJoin(extra, eq(extra.code, gradeExtra.extraCode))
        .where(inArray(gradeExtra.gradeId, ids))
        .orderBy(asc(extra.position)),
    ]);
    return grades.map((g) => ({
      grade: g,
      units: units.filter((u) => u.gradeId === g.id),
      extras: offers.filter((o) => o.gradeId === g.id),
    }));
  }

  /** The stay's notes, newest first, with the name of who wrote each. */
  notesOf(bookingId: number) {
    return this.db
      .select({
        id: bookingNote.id,
        body: bookingNote.body,
        createdAt: bookingNote.createdAt,
        firstName: userAccount.firstName,
        lastName: userAccount.lastName,
      })
      .from(bookingNote)
      .innerJoin(userAccount, eq(userAccount.id, bookingNote.staffUserId))
      .where(eq(bookingNote.bookingId, bookingId))
      .orderBy(desc(bookingNote.createdAt), desc(bookingNote.id));
  }

  /** A grade with its park, by id. */
  async gradeById(gradeId: number) {
    const [row] = await this.db.select().from(grade).where(eq(grade.id, gradeId));
    return row;
  }

  /**
   * The price on sale for the stay (price_on_sale: priced, not stop-sold, within the stay limits),
   * or undefined when it is not on sale.
   */
  async priceOf(gradeId: number, arrivalDate: string, nights: number) {
    const [row] = await this.db
      .select({ pricePence: priceOnSale.pricePence })
      .from(priceOnSale)
      .where(
        and(
          eq(priceOnSale.gradeId, gradeId),
          eq(priceOnSale.arrivalDate, arrivalDate),
          eq(priceOnSale.noOfNights, nights),
        ),
      );
    return row?.pricePence;
  }

  /** A promotional code's discount, whatever its dates and uses (it was valid when it was applied). */
  async promotionOf(code: string) {
    if (!code) return undefined;
    const [row] = await this.db
      .select({ percentOff: promotionalCode.percentOff, amountOffPence: promotionalCode.amountOffPence })
      .from(promotionalCode)
      .where(eq(promotionalCode.code, code));
    return row;
  }

  /** The extras a grade offers, at today's prices. */
  extrasOffered(gradeId: number) {
    return this.db
      .select({ code: extra.code, description: extra.description, unitPricePence: extra.unitPricePence })
      .from(gradeExtra)
      .innerJoin(extra, eq(extra.code, gradeExtra.extraCode))
      .where(eq(gradeExtra.gradeId, gradeId))
      .orderBy(asc(extra.position));
  }

  /** The grade's units let today that no live stay or block other than `bookingId` takes on any of the nights. */
  freeUnits(gradeId: number, arrivalDate: string, nights: number, bookingId: number) {
    return this.db
      .select({ id: unit.id, unitCode: unit.unitCode })
      .from(unit)
      .where(
        and(
          eq(unit.gradeId, gradeId),
          isNull(unit.retiredAt),
          sql`not exists (select 1 from booking b where b.unit_id = ${unit.id} and b.id <> ${bookingId}
            and b.status in ('held', 'confirmed') and b.stay && ${nightsOf(arrivalDate, nights)})`,
        ),
      )
      .orderBy(asc(unit.unitCode), asc(unit.id));
  }

  async unitById(unitId: number) {
    const [row] = await this.db
      .select({ id: unit.id, gradeId: unit.gradeId, unitCode: unit.unitCode, retiredAt: unit.retiredAt })
      .from(unit)
      .where(eq(unit.id, unitId));
    return row;
  }

  /** The nights of [arrival, arrival + nights) on which another live stay or block has the unit. */
  async takenNights(unitId: number, arrivalDate: string, nights: number, bookingId: number) {
    const [row] = rowsOf<{ first: string | null; last: string | null }>(
      await this.db.execute(sql`
        select to_char(min(greatest(b.arrival_date, ${arrivalDate}::date)), 'YYYY-MM-DD') as first,
          to_char(max(least(b.arrival_date + b.no_of_nights::int, ${arrivalDate}::date + ${nights}::int)) - 1, 'YYYY-MM-DD') as last
        from booking b
        where b.unit_id = ${unitId} and b.id <> ${bookingId} and b.status in ('held', 'confirmed')
          and b.stay && ${nightsOf(arrivalDate, nights)}`),
    );
    return row?.first && row.last ? { first: row.first, last: row.last } : undefined;
  }

  /**
   * Applies a staff change to a stay in one transaction: the row is locked and must still be as
   * `expected` says (else StayMoved, nothing changed), then the stay and its extras change and
   * `audit` runs with the transaction, so the change and its entry commit together or not at all.
   * The exclusion constraint's violation (another stay has the unit on one of the nights) and the
   * money check's (paid would pass the new total) come out as the database raised them. An extra
   * whose quantity goes up, or every extra when the nights move, must have that many left on each
   * night (`extraShortage`, under the extra's row lock): ExtraShortError otherwise.
   */
  async applyChange(
    expected: BookingRow,
    change: StayChange,
    extras: StayExtra[],
    audit: (tx: Database) => Promise<void>,
    now: Date,
  ) {
    await this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(booking).where(eq(booking.id, expected.id)).for('update');
      const watched = [
        'status',
        'arrivalDate',
        'noOfNights',
        'gradeId',
        'unitId',
        'standardPricePence',
        'discountPence',
        'extrasPence',
        'paidPence',
        'pendingPence',
        'promotionalCode',
      ] as const;
      if (!locked || watched.some((key) => locked[key] !== expected[key])) throw new StayMoved();
      const had = new Map(
        (
          await tx
            .select({ code: bookingExtra.extraCode, quantity: bookingExtra.quantity })
            .from(bookingExtra)
            .where(eq(bookingExtra.bookingId, expected.id))
        ).map((row) => [row.code, row.quantity]),
      );
      const moved = change.arrivalDate !== locked.arrivalDate || change.noOfNights !== locked.noOfNights;
      const short = await extraShortage(
        tx,
        { bookingId: expected.id, arrivalDate: change.arrivalDate, nights: change.noOfNights },
        extras.filter((item) => moved || item.quantity > (had.get(item.code) ?? 0)),
        now,
      );
      if (short) throw new ExtraShortError(short);
      if (change.unitId !== expected.unitId) {
        // The new unit is locked as a move locks it: a retirement holding it is waited for, and its
        // retired_at then read (a retired unit takes no stay).
        const [target] = await tx
          .select({ retiredAt: unit.retiredAt })
          .from(unit)
          .where(eq(unit.id, change.unitId))
          .for('no key update');
        if (target?.retiredAt) throw new UnitRetired();
      }
      await tx.update(booking).set(change).where(eq(booking.id, expected.id));
      await tx.delete(bookingExtra).where(eq(bookingExtra.bookingId, expected.id));
      if (extras.length) {
        await tx.insert(bookingExtra).values(
          extras.map((item) => ({
            bookingId: expected.id,
            extraCode: item.code,
            quantity: item.quantity,
            unitPricePence: item.unitPricePence,
          })),
        );
      }
      await audit(tx);
    });
  }

  /** Adds a staff note to a stay, with its audit entry in the same transaction. */
  async addNote(
    bookingId: number,
    staffUserId: number,
    body: string,
    audit: (tx: Database, note: { id: number; createdAt: Date }) => Promise<void>,
  ) {
    return this.db.transaction(async (tx) => {
      const [note] = await tx
        .insert(bookingNote)
        .values({ bookingId, staffUserId, body })
        .returning({ id: bookingNote.id, createdAt: bookingNote.createdAt });
      await audit(tx, note!);
      return note!;
    });
  }

  /** Runs `work` in a transaction of its own (an audited action that changes no booking row). */
  inTransaction<T>(work: (tx: Database) => Promise<T>) {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }
}

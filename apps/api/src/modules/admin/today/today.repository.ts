import { and, asc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client';
import { booking, grade, park, unit, userAccount } from '../../../db/schema';
import { type BookingRow, checkedInByName, stayPlace } from '../../booking/booking.repository';

/** A night at a park, counted in units. */
export type OccupancyCounts = {
  date: string;
  unitsTotal: number;
  unitsTaken: number;
  unitsHeld: number;
  unitsBlocked: number;
};

export type DeskStayRow = {
  booking: BookingRow;
  parkCode: string;
  parkTitle: string;
  gradeCode: string;
  gradeTitle: string;
  unitCode: string;
  checkedInByName: string | null;
};

/** What a check-in did: the stay as it became, or the stay as it was when the check-in was refused. */
export type CheckInOutcome = { done: true; stay: DeskStayRow } | { done: false; stay: DeskStayRow };

/** Reception's desk (decision 036): occupancy, the day's arrivals, and checking a party in. */
export class TodayRepository {
  constructor(private readonly db: Database) {}

  async findPark(parkCode: string) {
    const [row] = await this.db
      .select({ id: park.id, parkCode: park.parkCode, title: park.title })
      .from(park)
      .where(eq(park.parkCode, parkCode));
    return row;
  }

  /**
   * Per night from `from`, `nights` of them: the park's units, those taken by confirmed stays,
   * those held by guests still paying (live holds), and those out of order (blocks). A unit is
   * counted once a night whatever holds it; retired units are not the park's to let.
   */
  async occupancy(parkId: number, from: string, nights: number, now: Date): Promise<OccupancyCounts[]> {
    const result = await this.db.execute(sql`
      with nights as (
        select generate_series(${from}::date, ${from}::date + ${nights - 1}::int, interval '1 day')::date as night
      ),
      park_units as (
        select ${unit.id} as id from ${unit} join ${grade} on ${grade.id} = ${unit.gradeId}
        where ${grade.parkId} = ${parkId} and ${unit.retiredAt} is null
      ),
      live as (
        select ${booking.unitId} as unit_id, ${booking.kind} as kind, ${booking.status} as status,
               ${booking.arrivalDate} as arrival, ${booking.noOfNights} as nights
        from ${booking}
        where ${booking.unitId} in (select id from park_units)
          and ${booking.arrivalDate} <= ${from}::date + ${nights - 1}::int
          and ${booking.arrivalDate} + ${booking.noOfNights}::int > ${from}::date
          and (${booking.status} = 'confirmed' or (${booking.status} = 'held' and ${booking.holdExpiresAt} > ${now.toISOString()}::timestamptz))
      )
      select to_char(n.night, 'YYYY-MM-DD') as date,
             (select count(*) from park_units)::int as units_total,
             count(distinct l.unit_id) filter (where l.kind = 'stay' and l.status = 'confirmed')::int as units_taken,
             count(distinct l.unit_id) filter (where l.kind = 'stay' and l.status = 'held')::int as units_held,
             count(distinct l.unit_id) filter (where l.kind = 'block')::int as units_blocked
      from nights n
      left join live l on l.arrival <= n.night and l.arrival + l.nights::int > n.night
      group by n.night
      order by n.night`);
    return rowsOf<{
      date: string;
      units_total: number;
      units_taken: number;
      units_held: number;
      units_blocked: number;
    }>(result).map((row) => ({
      date: row.date,
      unitsTotal: Number(row.units_total),
      unitsTaken: Number(row.units_taken),
      unitsHeld: Number(row.units_held),
      unitsBlocked: Number(row.units_blocked),
    }));
  }

  private stays() {
    return this.db
      .select({
        booking,
        ...stayPlace(),
        checkedInByName: checkedInByName(),
      })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId))
      .innerJoin(unit, eq(unit.id, booking.unitId))
      .leftJoin(userAccount, eq(userAccount.id, booking.checkedInBy));
  }

  /**
   * Confirmed stays at the parks (all parks when none is given) arriving on `date` or arrived
   * before it and still there, whose reference or guest's name contains `q` (any case).
   */
  async arrivals(parkIds: number[] | undefined, date: string, q: string): Promise<DeskStayRow[]> {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.stays()
      .where(
        and(
          parkIds ? inArray(grade.parkId, parkIds) : undefined,
          eq(booking.status, 'confirmed'),
          eq(booking.kind, 'stay'),
          lte(booking.arrivalDate, date),
          sql`${booking.arrivalDate} + ${booking.noOfNights}::int > ${date}::date`,
          q
            ? or(
                ilike(booking.bookingNo, pattern),
                sql`(${booking.firstName} || ' ' || ${booking.surname}) ilike ${pattern}`,
                ilike(booking.email, pattern),
              )
            : undefined,
        ),
      )
      .orderBy(sql`${booking.arrivalDate} desc`, asc(booking.surname), asc(booking.bookingNo))
      .limit(50);
  }

  async parkIdsFor(parkCode: string) {
    const rows = await this.db
      .select({ id: park.id })
      .from(park)
      .where(parkCode ? eq(park.parkCode, parkCode) : undefined);
    return rows.map((row) => row.id);
  }

  async findStay(bookingNo: string): Promise<DeskStayRow | undefined> {
    const [row] = await this.stays().where(and(eq(booking.bookingNo, bookingNo), eq(booking.kind, 'stay')));
    return row;
  }

  /**
   * Checks a stay in once: the row is locked, `refuse` decides on the stay as it is (answering an
   * error to throw), then the check-in and its audit entry (`record`, in this transaction) are
   * written together. A stay already checked in is answered as it is, not changed.
   */
  async checkIn(
    bookingNo: string,
    change: { at: Date; staffUserId: number },
    rules: {
      refuse: (stay: BookingRow) => Error | undefined;
      record: (tx: Database, before: BookingRow, after: BookingRow) => Promise<void>;
    },
  ): Promise<CheckInOutcome | undefined> {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(booking)
        .where(and(eq(booking.bookingNo, bookingNo), eq(booking.kind, 'stay')))
        .for('update');
      if (!row) return undefined;
      if (row.checkedInAt) return { done: false as const };
      const refusal = rules.refuse(row);
      if (refusal) throw refusal;
      const [after] = await tx
        .update(booking)
        .set({ checkedInAt: change.at, checkedInBy: change.staffUserId })
        .where(eq(booking.id, row.id))
        .returning();
      await rules.record(tx as unknown as Database, row, after!);
      return { done: true as const };
    });
    if (!outcome) return undefined;
    const stay = await this.findStay(bookingNo);
    return stay ? { done: outcome.done, stay } : undefined;
  }
}

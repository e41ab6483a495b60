import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type ErasureRefusal,
  type Person,
  type PersonalDataHolder,
  REMOVED_TEXT,
} from '../../db/personal-data';
import { booking, bookingNote, missingBookingLink } from '../../db/schema';

/** A guest's stays: found by the account, and by the address for stays booked before it was linked. */
const stayOf = (person: Person) =>
  and(
    eq(booking.kind, 'stay'),
    or(eq(booking.userId, person.userId), sql`lower(${booking.email}) = ${person.email.toLowerCase()}`),
  );

/** The stays' part of the privacy centre: bookings, what staff noted of them, missing-booking links. */
export class BookingPersonalData implements PersonalDataHolder {
  constructor(private readonly db: Database) {}

  async recordsOf(person: Person) {
    const rows = await this.db.select({ no: booking.bookingNo }).from(booking).where(stayOf(person));
    return rows.map((row) => ({ type: 'booking', id: row.no }));
  }

  async wordsOf(person: Person) {
    const rows = await this.db
      .selectDistinct({
        firstName: booking.firstName,
        surname: booking.surname,
        email: booking.email,
        phoneNo: booking.phoneNo,
        address: booking.address,
        address2: booking.address2,
        postCode: booking.postCode,
      })
      .from(booking)
      .where(stayOf(person));
    return rows.flatMap((row) => [
      `${row.firstName} ${row.surname}`,
      row.email,
      row.phoneNo,
      row.address,
      row.address2,
      row.postCode,
    ]);
  }

  async collect(person: Person) {
    const rows = await this.db.select().from(booking).where(stayOf(person)).orderBy(booking.id);
    const notes = rows.length
      ? await this.db
          .select({
            bookingId: bookingNote.bookingId,
            body: bookingNote.body,
            createdAt: bookingNote.createdAt,
          })
          .from(bookingNote)
          .where(
            inArray(
              bookingNote.bookingId,
              rows.map((row) => row.id),
            ),
          )
      : [];
    return {
      bookings: rows.map((row) => ({
        booking_no: row.bookingNo,
        status: row.status,
        arrival_date: row.arrivalDate,
        no_of_nights: row.noOfNights,
        no_of_adults: row.noOfAdults,
        no_of_children: row.noOfChildren,
        has_pets: row.hasPets,
        first_name: row.firstName,
        surname: row.surname,
        email: row.email,
        phone_no: row.phoneNo,
        address: [row.address, row.address2, row.city, row.county, row.postCode].filter(Boolean).join(', '),
        country_code: row.countryCode,
        total_pence: row.standardPricePence - row.discountPence + row.extrasPence,
        paid_pence: row.paidPence,
        promotional_code: row.promotionalCode,
        booked_at: row.createdAt.toISOString(),
        booked_from_ip: row.createdIp,
        confirmed_at: row.confirmedAt?.toISOString() ?? null,
        checked_in_at: row.checkedInAt?.toISOString() ?? null,
        notes: notes
          .filter((note) => note.bookingId === row.id)
          .map((note) => ({ note: note.body, written_at: note.createdAt.toISOString() })),
      })),
    };
  }

  /** A stay to come or under way (or held, its hold still live); money on its way to a stay. */
  async refusals(person: Person, { now, today }: { now: Date; today: string }) {
    const [row] = await this.db
      .select({
        upcoming: sql<boolean>`bool_or(
          (${booking.status} = 'confirmed' and ${booking.arrivalDate} + ${booking.noOfNights} > ${today}::date)
          or (${booking.status} = 'held' and ${booking.holdExpiresAt} > ${now}))`,
        inFlight: sql<boolean>`bool_or(${booking.pendingPence} > 0)`,
      })
      .from(booking)
      .where(stayOf(person));
    const refusals: ErasureRefusal[] = [];
    if (row?.upcoming) refusals.push('STAY_UPCOMING');
    if (row?.inFlight) refusals.push('MONEY_IN_FLIGHT');
    return refusals;
  }

  /** The guest's details on each stay go; its nights, amounts and dates stay (decision 055). */
  async erase(tx: Database, person: Person) {
    const stays = await tx
      .update(booking)
      .set({
        firstName: 'Deleted',
        surname: 'guest',
        email: person.placeholderEmail,
        phoneNo: '',
        address: '',
        address2: '',
        city: '',
        county: '',
        postCode: '',
        createdIp: '',
      })
      .where(stayOf(person))
      .returning({ id: booking.id });
    const ids = stays.map((stay) => stay.id);
    if (ids.length) {
      await tx.update(bookingNote).set({ body: REMOVED_TEXT }).where(inArray(bookingNote.bookingId, ids));
      await tx.delete(missingBookingLink).where(inArray(missingBookingLink.bookingId, ids));
    }
    await tx.delete(missingBookingLink).where(eq(missingBookingLink.userId, person.userId));
  }
}

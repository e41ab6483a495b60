import {
  addDays,
  alreadyCheckedInMessage,
  londonToday,
  OCCUPANCY_NIGHTS,
  occupancyPercent,
  type TArrival,
  type TOccupancy,
  type TStayCheckIn,
} from '@parkstays/contract';
import type { Database } from '../../../db/client';
import { conflict, HttpError, notFound } from '../../../http/errors';
import type { AuditService } from '../../audit/audit.service';
import type { BookingRow } from '../../booking/booking.repository';
import { toDayStay } from '../../booking/booking.service';
import { Service } from '../../service';
import type { DeskStayRow, TodayRepository } from './today.repository';

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${isoDate}T00:00:00Z`));

const departureOf = (stay: BookingRow) => addDays(stay.arrivalDate, stay.noOfNights);

function toArrival(row: DeskStayRow): TArrival {
  return { ...toDayStay(row), park_code: row.parkCode, park_title: row.parkTitle };
}

function toCheckIn(row: DeskStayRow): TStayCheckIn {
  const stay = row.booking;
  return {
    booking_no: stay.bookingNo,
    guest_name: `${stay.firstName} ${stay.surname}`.trim(),
    unit_code: row.unitCode,
    checked_in_at: stay.checkedInAt!.toISOString(),
    checked_in_by: row.checkedInByName ?? '',
  };
}

export type TodayOptions = {
  repository: TodayRepository;
  audit: Pick<AuditService, 'recordChange'>;
  now?: () => Date;
};

/**
 * Reception's desk (decision 036): how full a park is over the next two weeks, the day's arrivals to
 * find a party by, and checking a party in once, audited in the same transaction.
 */
export class TodayService extends Service<TodayOptions> {
  /** OCCUPANCY_NIGHTS nights from `from` (today in Europe/London when not given). */
  async occupancy(parkCode: string, from: string | undefined): Promise<TOccupancy> {
    const found = await this.repository.findPark(parkCode);
    if (!found) throw notFound('No park has that code');
    const start = from ?? this.today();
    const nights = await this.repository.occupancy(found.id, start, OCCUPANCY_NIGHTS, this.now());
    return {
      park_code: found.parkCode,
      park_title: found.title,
      from: start,
      nights: nights.map((night) => {
        const inOrder = night.unitsTotal - night.unitsBlocked;
        const used = night.unitsTaken + night.unitsHeld;
        return {
          date: night.date,
          units_total: night.unitsTotal,
          units_taken: night.unitsTaken,
          units_held: night.unitsHeld,
          units_blocked: night.unitsBlocked,
          units_free: Math.max(0, inOrder - used),
          percent: occupancyPercent(used, inOrder),
        };
      }),
    };
  }

  /** The day's arrivals and the parties still in-house, by reference, name or e-mail. */
  async arrivals(parkCode: string, date: string | undefined, q: string) {
    const day = date ?? this.today();
    const parkIds = parkCode ? await this.repository.parkIdsFor(parkCode) : undefined;
    if (parkIds && parkIds.length === 0) throw notFound('No park has that code');
    const rows = await this.repository.arrivals(parkIds, day, q);
    return { date: day, arrivals: rows.map(toArrival) };
  }

  /**
   * Marks a confirmed stay as checked in: on its arrival day, or later while the party is still
   * there. A second check-in answers 409 ALREADY_CHECKED_IN saying when and by whom.
   */
  async checkIn(bookingNo: string, staffUserId: number): Promise<TStayCheckIn> {
    const now = this.now();
    const today = londonToday(now);
    const number = bookingNo.toUpperCase();
    const outcome = await this.repository.checkIn(
      number,
      { at: now, staffUserId },
      {
        refuse: (stay) => {
          if (stay.status !== 'confirmed')
            return conflict(
              stay.status === 'held'
                ? `${stay.bookingNo} is not paid yet, so it cannot be checked in.`
                : `${stay.bookingNo} is ${stay.status}, so it cannot be checked in.`,
              'NOT_ARRIVING',
            );
          if (stay.arrivalDate > today)
            return conflict(
              `${stay.bookingNo} arrives on ${longDate(stay.arrivalDate)}, not today.`,
              'NOT_ARRIVING',
            );
          if (departureOf(stay) <= today)
            return conflict(
              `${stay.bookingNo} left on ${longDate(departureOf(stay))}: the stay is over.`,
              'NOT_ARRIVING',
            );
          return undefined;
        },
        record: (tx: Database, before, after) =>
          this.options.audit.recordChange(tx, {
            staffUserId,
            action: 'booking.check_in',
            entityType: 'booking',
            entityId: after.bookingNo,
            before: { checked_in_at: before.checkedInAt, checked_in_by: before.checkedInBy },
            after: { checked_in_at: after.checkedInAt?.toISOString(), checked_in_by: after.checkedInBy },
          }),
      },
    );
    if (!outcome) throw notFound('No stay has that reference');
    const answer = toCheckIn(outcome.stay);
    if (!outcome.done) {
      throw new HttpError(
        409,
        alreadyCheckedInMessage(answer.booking_no, answer.checked_in_at, answer.checked_in_by),
        undefined,
        'ALREADY_CHECKED_IN',
      );
    }
    return answer;
  }
}

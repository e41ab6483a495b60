import { type TActivityBookingRecord, type TDeskBooking, ZActivityBookingSession } from '@parkstays/contract';
import type { OutboxService } from '../../../mail/outbox.service';
import type { ActivitiesService } from '../../activities/activities.service';
import type { BookingsService } from './bookings.service';

export type FrontDeskServiceOptions = {
  desk: Pick<BookingsService, 'stay'>;
  activities: Pick<ActivitiesService, 'bookingsOfStayForStaff'>;
  outbox: Pick<OutboxService, 'sentAbout'>;
};

/**
 * Reception's booking page, composed from the domains that hold its parts (decision 032): the
 * stay from the booking domain, the activity bookings made against it from activities, and the
 * e-mails sent to the guest about it from the outbox.
 */
export class BookingPageService {
  constructor(private readonly options: FrontDeskServiceOptions) {}

  async booking(bookingNo: string): Promise<TDeskBooking> {
    const { bookingId, guestUserId, ...stay } = await this.options.desk.stay(bookingNo);
    const [activityBookings, emails] = await Promise.all([
      this.options.activities.bookingsOfStayForStaff(bookingId, guestUserId),
      this.options.outbox.sentAbout(stay.guest.email, stay.booking_no),
    ]);
    return { ...stay, activity_bookings: activityBookings.map(toDeskActivity), emails };
  }
}

function toDeskActivity(record: TActivityBookingRecord): TDeskBooking['activity_bookings'][number] {
  const session = ZActivityBookingSession.parse(JSON.parse(record.activity_session));
  const tickets = JSON.parse(record.tickets) as { quantity: number }[];
  return {
    activity_booking_no: record.activity_booking_no,
    activity_name: session.name,
    date: session.date,
    start_time: session.start_time,
    end_time: session.end_time,
    tickets: tickets.reduce((sum, t) => sum + t.quantity, 0),
    total_pence: record.elite_data?.total_amount_pence ?? 0,
    outstanding_pence: record.elite_data?.outstanding_pence ?? 0,
    confirmed: record.elite_data?.confirmed === 'true',
  };
}

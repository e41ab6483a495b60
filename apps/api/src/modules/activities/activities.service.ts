import type { TActivity, TActivitySession } from '@parkstays/contract';
import { formatPounds } from '../../lib/money';
import type { ActivitiesRepository } from './activities.repository';

export class ActivitiesService {
  constructor(private readonly repository: ActivitiesRepository) {}

  async activities(parkId: number): Promise<TActivity[]> {
    return (await this.repository.listActivities(parkId)).map((a) => ({
      activity_code: a.activityCode,
      name: a.name,
      description: a.description,
      image: a.imageUrl,
      owner_only: a.ownerOnly ? 1 : 0,
      minimum_hours_before_booking: a.minimumHoursBeforeBooking,
      maximum_hours_before_booking: a.maximumHoursBeforeBooking,
      pivot: { park_id: a.parkId },
    }));
  }

  async sessions(parkId: number, from: string, to: string): Promise<TActivitySession[]> {
    return (await this.repository.listSessions(parkId, from, to)).map((s) => ({
      no: s.session.sessionNo,
      activity_code: s.activityCode,
      date: s.session.date,
      start_time: s.startTime,
      end_time: s.endTime,
      no_of_available_tickets: s.session.capacity - s.session.ticketsSold,
      tickets: s.tickets.map((t) => ({
        code: t.code,
        name: t.name,
        type: t.type,
        price: formatPounds(t.pricePence),
        price_pence: t.pricePence,
      })),
    }));
  }

  takeTickets(sessionId: number, quantity: number) {
    return this.repository.takeTickets(sessionId, quantity);
  }
}

import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { activitiesRoutes } from './activities.routes';
import { activitiesAdminRoutes } from './activities-admin.routes';
import { ticketCheckInRoutes } from './ticket-check-in.routes';

/** Activities, sessions and tickets; the back office's door and activities editors. */
export async function registerActivities(app: FastifyInstance, { services, events }: ModuleDeps) {
  const { activities } = services;
  events.on('activity-booking.paid', ({ activityBookingId, userId }) =>
    activities.sendTickets(activityBookingId, userId),
  );
  await app.register(activitiesRoutes, { service: activities });
  await app.register(ticketCheckInRoutes, { service: services.ticketCheckIn });
  await app.register(activitiesAdminRoutes, { service: services.activitiesAdmin });
}

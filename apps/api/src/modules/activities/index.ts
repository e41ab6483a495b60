import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { activitiesRoutes } from './activities.routes';

/** Activities, sessions and tickets, and sending the tickets once paid. */
export async function registerActivities(app: FastifyInstance, { services, events }: ModuleDeps) {
  const { activities } = services;
  events.on('activity-booking.paid', ({ activityBookingId, userId }) =>
    activities.sendTickets(activityBookingId, userId),
  );
  await app.register(activitiesRoutes, { service: activities });
}

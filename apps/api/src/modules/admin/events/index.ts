import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { EventsAdminRepository } from './events.repository';
import { eventsAdminRoutes } from './events.routes';
import { type EventsAdminOptions, EventsAdminService } from './events.service';

/** The Events section: the calendars' events. */
export async function registerEvents(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<EventsAdminOptions>,
) {
  await app.register(eventsAdminRoutes, {
    service: new EventsAdminService({ repository: new EventsAdminRepository(db), ...options }),
  });
}

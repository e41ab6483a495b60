import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { ActivitiesAdminRepository } from './activities.repository';
import { activitiesAdminRoutes } from './activities.routes';
import { type ActivitiesAdminOptions, ActivitiesAdminService } from './activities.service';
import { ActivitySessionsService } from './activities-sessions.service';

/** The Activities section: activities, their ticket types and sessions, and cancelling a session. */
export async function registerActivities(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<ActivitiesAdminOptions>,
) {
  const withRepository = { repository: new ActivitiesAdminRepository(db), ...options };
  const service = new ActivitiesAdminService(withRepository);
  await app.register(activitiesAdminRoutes, {
    service,
    sessions: new ActivitySessionsService(withRepository, service),
  });
}

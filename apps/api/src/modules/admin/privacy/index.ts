import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { PrivacyAdminRepository } from './privacy.repository';
import { privacyAdminRoutes } from './privacy.routes';
import { type PrivacyAdminOptions, PrivacyAdminService } from './privacy.service';

/** The Privacy requests section: what guests and owners asked of their data, due within 30 days. */
export async function registerPrivacy(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<PrivacyAdminOptions>,
) {
  await app.register(privacyAdminRoutes, {
    service: new PrivacyAdminService({ repository: new PrivacyAdminRepository(db), ...options }),
  });
}

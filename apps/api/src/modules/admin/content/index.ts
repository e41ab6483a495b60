import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { CmsAdminRepository } from './content.repository';
import { cmsAdminRoutes } from './content.routes';
import { type CmsAdminOptions, CmsAdminService } from './content.service';

/** The Content section: the site's menus and settings. */
export async function registerContent(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<CmsAdminOptions>,
) {
  await app.register(cmsAdminRoutes, {
    service: new CmsAdminService({ repository: new CmsAdminRepository(db), ...options }),
  });
}

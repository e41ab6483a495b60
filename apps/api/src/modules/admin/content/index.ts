import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { ContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { type ContentOptions, ContentService } from './content.service';

/** The Content section: the site's menus and settings. */
export async function registerContent(app: FastifyInstance, { db, ...options }: SectionDeps<ContentOptions>) {
  await app.register(contentRoutes, {
    service: new ContentService({ repository: new ContentRepository(db), ...options }),
  });
}

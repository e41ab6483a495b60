import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { CatalogueAdminRepository } from './catalogue.repository';
import { catalogueAdminRoutes } from './catalogue.routes';
import { type CatalogueAdminOptions, CatalogueAdminService } from './catalogue.service';

/** The Catalogue section: parks, holiday types, grades, their photos and features, and units. */
export async function registerCatalogue(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<CatalogueAdminOptions>,
) {
  await app.register(catalogueAdminRoutes, {
    service: new CatalogueAdminService({ repository: new CatalogueAdminRepository(db), ...options }),
  });
}

import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { CatalogueRepository } from './catalogue.repository';
import { catalogueRoutes } from './catalogue.routes';
import { type CatalogueOptions, CatalogueService } from './catalogue.service';

/** The Catalogue section: parks, holiday types, grades, their photos and features, and units. */
export async function registerCatalogue(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<CatalogueOptions>,
) {
  await app.register(catalogueRoutes, {
    service: new CatalogueService({ repository: new CatalogueRepository(db), ...options }),
  });
}

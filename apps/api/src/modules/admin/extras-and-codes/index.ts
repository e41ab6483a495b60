import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { ExtrasAndCodesRepository } from './extras-and-codes.repository';
import { extrasAndCodesRoutes } from './extras-and-codes.routes';
import { ExtrasAndCodesService, type ExtrasAndCodesServiceOptions } from './extras-and-codes.service';

/** The Extras & codes section (its screen's address stays /admin/offers): extras and promotional codes. */
export async function registerExtrasAndCodes(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<ExtrasAndCodesServiceOptions>,
) {
  await app.register(extrasAndCodesRoutes, {
    service: new ExtrasAndCodesService({ repository: new ExtrasAndCodesRepository(db), ...options }),
  });
}

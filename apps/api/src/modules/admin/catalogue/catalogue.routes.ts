import {
  ZAddUnitRequest,
  ZAdminGradeDetailResponse,
  ZAdminGradeParams,
  ZAdminGradeResponse,
  ZAdminGradesResponse,
  ZAdminHolidayTypeParams,
  ZAdminHolidayTypeResponse,
  ZAdminHolidayTypesResponse,
  ZAdminParkParams,
  ZAdminParkResponse,
  ZAdminParksResponse,
  ZAdminUnitParams,
  ZAdminUnitResponse,
  ZCreateGradeRequest,
  ZCreateParkRequest,
  ZRenameUnitRequest,
  ZRetireUnitRefusal,
  ZUpdateGradeRequest,
  ZUpdateHolidayTypeRequest,
  ZUpdateParkRequest,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { adminRoute } from '../../../http/route-options';
import { type CatalogueService, UnitHasStays } from './catalogue.service';

/** The Catalogue screen (admins): parks, holiday types, grades and their units. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ service: CatalogueService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/parks',
    adminRoute('Every park with its facilities and how many grades it sells (admins)', {
      response: { 200: ZAdminParksResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.parks()),
  );

  app.post(
    '/api/admin/parks',
    adminRoute('Adds a park (admins)', {
      description: '409 CONFLICT (field named) when another park has the code.',
      body: ZCreateParkRequest,
      response: { 201: ZAdminParkResponse, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const park = await service.createPark(staffId(request), request.body);
      return reply.code(201).send(ok(park, `${park.title} is added.`));
    },
  );

  app.put(
    '/api/admin/parks/:id',
    adminRoute("Changes a park's name, description, addresses, photo, owners and facilities (admins)", {
      params: ZAdminParkParams,
      body: ZUpdateParkRequest,
      response: { 200: ZAdminParkResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const park = await service.updatePark(staffId(request), request.params.id, request.body);
      return ok(park, `${park.title} is saved.`);
    },
  );

  app.get(
    '/api/admin/holiday-types',
    adminRoute('The holiday types in the order guests see them (admins)', {
      response: { 200: ZAdminHolidayTypesResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.holidayTypes()),
  );

  app.put(
    '/api/admin/holiday-types/:id',
    adminRoute("Changes a holiday type's name and its place in the order (admins)", {
      params: ZAdminHolidayTypeParams,
      body: ZUpdateHolidayTypeRequest,
      response: { 200: ZAdminHolidayTypeResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const type = await service.updateHolidayType(staffId(request), request.params.id, request.body);
      return ok(type, `${type.title} is saved.`);
    },
  );

  app.get(
    '/api/admin/grades',
    adminRoute('Every grade in the order guests see them, with its park, first photo and units (admins)', {
      response: { 200: ZAdminGradesResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.grades()),
  );

  app.get(
    '/api/admin/grades/:id',
    adminRoute('A grade with its features, photos and units (admins)', {
      params: ZAdminGradeParams,
      response: { 200: ZAdminGradeDetailResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok(await service.grade(request.params.id)),
  );

  app.post(
    '/api/admin/grades',
    adminRoute('Adds a grade (admins); its units are added one by one after', {
      description: '409 CONFLICT (field named) when another grade has the code.',
      body: ZCreateGradeRequest,
      response: { 201: ZAdminGradeResponse, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const grade = await service.createGrade(staffId(request), request.body);
      return reply.code(201).send(ok(grade, `${grade.title} is added.`));
    },
  );

  app.put(
    '/api/admin/grades/:id',
    adminRoute(
      'Changes a grade: park, holiday and accommodation type, words, features, capacity, pets, order and photos in order (admins)',
      {
        params: ZAdminGradeParams,
        body: ZUpdateGradeRequest,
        response: { 200: ZAdminGradeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => {
      const grade = await service.updateGrade(staffId(request), request.params.id, request.body);
      return ok(grade, `${grade.title} is saved.`);
    },
  );

  app.post(
    '/api/admin/grades/:id/units',
    adminRoute('Adds a unit to a grade, let from now on (admins)', {
      description: '409 CONFLICT (field named) when the grade has a unit with that code.',
      params: ZAdminGradeParams,
      body: ZAddUnitRequest,
      response: { 201: ZAdminUnitResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const unit = await service.addUnit(staffId(request), request.params.id, request.body.unit_code);
      return reply.code(201).send(ok(unit, `Unit ${unit.unit_code} is added.`));
    },
  );

  app.patch(
    '/api/admin/units/:id',
    adminRoute("Changes a unit's code (admins)", {
      description: '409 CONFLICT (field named) when another unit of its grade has the code.',
      params: ZAdminUnitParams,
      body: ZRenameUnitRequest,
      response: { 200: ZAdminUnitResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const unit = await service.renameUnit(staffId(request), request.params.id, request.body.unit_code);
      return ok(unit, `The unit is now ${unit.unit_code}.`);
    },
  );

  app.post(
    '/api/admin/units/:id/retire',
    adminRoute('Takes a unit out of letting: offered to no search, booking or move (admins)', {
      description:
        '409 UNIT_HAS_STAYS with `booking_nos` while it has stays to come (not cancelled or expired, leaving after today): move them first. Its blocks to come are lifted.',
      params: ZAdminUnitParams,
      response: {
        200: ZAdminUnitResponse,
        ...errorResponses(400, 401, 403, 404),
        409: ZRetireUnitRefusal,
      },
    }),
    async (request, reply) => {
      try {
        const { unit, message } = await service.retireUnit(staffId(request), request.params.id);
        return ok(unit, message);
      } catch (error) {
        if (!(error instanceof UnitHasStays)) throw error;
        return reply.code(409).send({
          success: false,
          message: error.message,
          code: 'UNIT_HAS_STAYS',
          booking_nos: error.bookingNos,
        });
      }
    },
  );

  app.post(
    '/api/admin/units/:id/bring-back',
    adminRoute('Lets a retired unit again (admins)', {
      params: ZAdminUnitParams,
      response: { 200: ZAdminUnitResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { unit, message } = await service.bringBackUnit(staffId(request), request.params.id);
      return ok(unit, message);
    },
  );
};

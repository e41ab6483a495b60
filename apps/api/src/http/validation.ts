import { ZNoNulCharacters } from '@parkstays/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Each part of a request (body, query string, path, headers) is parsed by the route's contract
 * schema, after one check common to all: no string or key may hold U+0000 (ZNoNulCharacters). So
 * no route can hand the byte to PostgreSQL, which refuses it; the answer is the usual 400 naming
 * the field.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: ZNoNulCharacters.pipe(route.schema) });

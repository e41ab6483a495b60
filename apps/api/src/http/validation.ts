import { ZSafeInput } from '@parkstays/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Each part of a request (body, query string, path, headers) is parsed by the route's contract
 * schema, after the checks common to all (ZSafeInput): nothing nests past 32 levels, and no
 * string or key holds U+0000. So no route's schema walks a 5,000-deep body, and none can hand the
 * byte to PostgreSQL, which refuses it; the answer is the usual 400 naming the field.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: ZSafeInput.pipe(route.schema) });

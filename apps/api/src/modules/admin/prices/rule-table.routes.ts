import { ZSaleRuleParams } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { adminRoute } from '../../../http/route-options';

/** What a rule table's four routes say: its address, its contract's schemas and its words. */
export type RuleTableRoutes<Answer> = {
  /** `/api/admin/<table>`; one row at `…/:id`. */
  path: string;
  schemas: { list: z.ZodType; request: z.ZodType; one: z.ZodType };
  summaries: { list: string; create: string; update: string; remove: string };
  /** The message each change answers with. */
  messages: { created(row: Answer): string; saved(row: Answer): string; removed(row: Answer): string };
};

/** What the routes call: the rule table's service. */
export type RuleTableActions<Input, Answer> = {
  list(): Promise<Answer[]>;
  create(staffUserId: number, input: Input): Promise<Answer>;
  update(staffUserId: number, id: number, input: Input): Promise<Answer>;
  remove(staffUserId: number, id: number): Promise<Answer>;
};

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A rule table's list, add, change and remove (admins only), in that order. */
export function ruleTableRoutes<Input, Answer>(
  app: ZodApp,
  { path, schemas, summaries, messages }: RuleTableRoutes<Answer>,
  service: RuleTableActions<Input, Answer>,
) {
  const one = `${path}/:id`;

  app.get(
    path,
    adminRoute(summaries.list, { response: { 200: schemas.list, ...errorResponses(401, 403) } }),
    async () => ok(await service.list()),
  );

  app.post(
    path,
    adminRoute(summaries.create, {
      body: schemas.request,
      response: { 201: schemas.one, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const data = await service.create(staffId(request), request.body as Input);
      return reply.code(201).send(ok(data, messages.created(data)));
    },
  );

  app.put(
    one,
    adminRoute(summaries.update, {
      params: ZSaleRuleParams,
      body: schemas.request,
      response: { 200: schemas.one, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const data = await service.update(staffId(request), request.params.id, request.body as Input);
      return ok(data, messages.saved(data));
    },
  );

  app.delete(
    one,
    adminRoute(summaries.remove, {
      params: ZSaleRuleParams,
      response: { 200: schemas.one, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const data = await service.remove(staffId(request), request.params.id);
      return ok(data, messages.removed(data));
    },
  );
}

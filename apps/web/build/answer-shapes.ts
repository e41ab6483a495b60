import { fileURLToPath } from 'node:url';
import type * as Contract from '@parkstays/contract';
import { type Plugin, runnerImport } from 'vite';
import { z } from 'zod';
import type { Shape } from '../src/lib/shape';

/**
 * The answers the home page reads (and the numbers of its address), as the contract's zod schemas
 * define them. The app imports each from `virtual:contract-answers` (same name) as a checker made
 * from that schema at build time (src/lib/shape.ts reads it), so the home page parses every answer
 * without loading zod: zod's code and the building of every schema cost the home page ~25 KB
 * gzipped and a long task. A schema added here needs its type in src/contract-answers.d.ts.
 */
export function contractAnswersOf(contract: typeof Contract) {
  return {
    ZSiteSettingsResponse: contract.ZSiteSettingsResponse,
    ZMenu: contract.ZMenu,
    ZHolidayTypesResponse: contract.ZHolidayTypesResponse,
    ZParksResponse: contract.ZParksResponse,
    ZGradesResponse: contract.ZGradesResponse,
    ZFacilitiesResponse: contract.ZFacilitiesResponse,
    ZFindAvailabilityResponse: contract.ZFindAvailabilityResponse,
    ZArrivalDaysResponse: contract.ZArrivalDaysResponse,
    ZPingResponse: contract.ZPingResponse,
    ZMessageResponse: contract.ZMessageResponse,
    ZSendEmailConfirmationResponse: contract.ZSendEmailConfirmationResponse,
    ZUser: contract.ZUser,
    // The numbers of a search, read from the home page's address within the API's own limits.
    ZFindAvailabilityBookingType: contract.ZFindAvailabilityQuery.shape.booking_type,
    ZFindAvailabilityAdults: contract.ZFindAvailabilityQuery.shape.no_of_adults,
    ZFindAvailabilityChildren: contract.ZFindAvailabilityQuery.shape.no_of_children,
    ZFindAvailabilityHasPets: contract.ZFindAvailabilityQuery.shape.has_pets,
    /** The error shape, read leniently: a code this build does not know yet still gives its message. */
    ZErrorAnswer: contract.ZApiError.extend({ code: z.string().optional() }),
  } satisfies Record<string, z.ZodType>;
}

export const VIRTUAL_ID = 'virtual:contract-answers';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type Core = z.core.$ZodType;
type CheckDef = {
  check: string;
  format?: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  pattern?: RegExp;
};

/**
 * A zod schema as a Shape. Only what answers use is understood (objects, arrays, strings with
 * lengths and patterns, numbers with bounds, literals, enums, unions, optional, nullable,
 * defaults, lazy); anything else (a transform, a refinement: code, not data) fails the build.
 */
export function toShape(
  schema: Core,
  defs: Record<string, Shape>,
  names: Map<Core, string>,
  at: string,
): Shape {
  // An object met more than once (a user, in ZUser and in ZPingResponse) is written once, in defs.
  const shared = names.get(schema);
  if (shared !== undefined && (schema._zod.def as { type: string }).type === 'object') {
    if (!defs[shared]) {
      defs[shared] = { k: 'any' };
      defs[shared] = objectShape(schema, defs, names, at);
    }
    return { k: 'ref', to: shared };
  }
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; checks?: Core[] };
  const checks = (def.checks ?? []).map((item) => item._zod.def as unknown as CheckDef);
  const unsupported = (what: string): never => {
    throw new Error(`contract answers: ${at} uses ${what}, which the home page's checker cannot read`);
  };
  switch (def.type) {
    case 'string': {
      const shape: Extract<Shape, { k: 'string' }> = { k: 'string' };
      for (const item of checks) {
        if (item.check === 'min_length') shape.min = item.minimum;
        else if (item.check === 'max_length') shape.max = item.maximum;
        else if (item.check === 'length_equals') shape.len = item.length;
        else if (item.check === 'string_format' && item.pattern)
          shape.re = [item.pattern.source, item.pattern.flags];
        else unsupported(`the string check ${item.check}`);
      }
      return shape;
    }
    case 'number': {
      const shape: Extract<Shape, { k: 'number' }> = { k: 'number' };
      if (def.coerce) shape.coerce = true;
      for (const item of checks) {
        if (item.check === 'number_format' && (item.format === 'safeint' || item.format === 'int32'))
          shape.int = true;
        else if (item.check === 'greater_than') shape[item.inclusive ? 'gte' : 'gt'] = item.value;
        else if (item.check === 'less_than') shape[item.inclusive ? 'lte' : 'lt'] = item.value;
        else unsupported(`the number check ${item.check}`);
      }
      return shape;
    }
    case 'boolean':
    case 'null':
      if (checks.length) unsupported(`checks on ${def.type}`);
      return { k: def.type };
    case 'any':
    case 'unknown':
      if (checks.length) unsupported(`checks on ${def.type}`);
      return { k: 'any' };
    case 'literal':
      return { k: 'literal', v: def.values as (string | number | boolean | null)[] };
    case 'enum':
      return { k: 'enum', v: Object.values(def.entries as Record<string, string | number>) };
    case 'array': {
      const shape: Extract<Shape, { k: 'array' }> = {
        k: 'array',
        of: toShape(def.element as Core, defs, names, `${at}[]`),
      };
      for (const item of checks) {
        if (item.check === 'min_length') shape.min = item.minimum;
        else if (item.check === 'max_length') shape.max = item.maximum;
        else if (item.check === 'length_equals') shape.len = item.length;
        else unsupported(`the list check ${item.check}`);
      }
      return shape;
    }
    case 'object':
      if (checks.length) unsupported('checks on an object');
      return objectShape(schema, defs, names, at);
    case 'optional':
    case 'nullable':
      return { k: def.type, of: toShape(def.innerType as Core, defs, names, at) };
    case 'default':
      return {
        k: 'default',
        of: toShape(def.innerType as Core, defs, names, at),
        v: structuredClone(def.defaultValue),
      };
    case 'union':
      return { k: 'union', of: (def.options as Core[]).map((option) => toShape(option, defs, names, at)) };
    case 'lazy': {
      let name = names.get(schema);
      if (!name) {
        name = `lazy${names.size + 1}`;
        names.set(schema, name);
        defs[name] = toShape((def.getter as () => Core)(), defs, names, at);
      }
      return { k: 'ref', to: name };
    }
    default:
      return unsupported(`a ${def.type}`);
  }
}

function objectShape(schema: Core, defs: Record<string, Shape>, names: Map<Core, string>, at: string): Shape {
  const of: Record<string, Shape> = {};
  for (const [key, field] of Object.entries(
    (schema._zod.def as unknown as { shape: Record<string, Core> }).shape,
  )) {
    of[key] = toShape(field, defs, names, `${at}.${key}`);
  }
  return { k: 'object', of };
}

/** Objects that more than one answer (or one answer twice) holds: each gets a name in defs. */
function sharedObjects(answers: Record<string, z.ZodType>): Map<Core, string> {
  const seen = new Map<Core, number>();
  const visit = (schema: Core) => {
    const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') {
      seen.set(schema, (seen.get(schema) ?? 0) + 1);
      if ((seen.get(schema) ?? 0) > 1) return;
      for (const field of Object.values(def.shape as Record<string, Core>)) visit(field);
    } else if (def.type === 'array') visit(def.element as Core);
    else if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
      visit(def.innerType as Core);
    else if (def.type === 'union') for (const option of def.options as Core[]) visit(option);
  };
  for (const schema of Object.values(answers)) visit(schema as unknown as Core);
  const names = new Map<Core, string>();
  for (const [schema, count] of seen) if (count > 1) names.set(schema, `shared${names.size + 1}`);
  return names;
}

/** The virtual module's source: one checker per answer, sharing the shapes they have in common. */
export function contractAnswersModule(answers: Record<string, z.ZodType>): string {
  const defs: Record<string, Shape> = {};
  const names = sharedObjects(answers);
  const shapes = Object.entries(answers).map(
    ([name, schema]) => [name, toShape(schema as unknown as Core, defs, names, name)] as const,
  );
  const reader = fileURLToPath(new URL('../src/lib/shape.ts', import.meta.url));
  return [
    `import { shapeSchema } from ${JSON.stringify(reader)};`,
    `const defs = ${JSON.stringify(defs)};`,
    ...shapes.map(([name, shape]) => `export const ${name} = shapeSchema(${JSON.stringify(shape)}, defs);`),
  ].join('\n');
}

/** Serves `virtual:contract-answers` (the build, the dev server and the component tests). */
export function contractAnswers(): Plugin {
  let source: string | undefined;
  return {
    name: 'parkstays:contract-answers',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!source) {
        // The contract is TypeScript: loaded through Vite's module runner, as the app loads it.
        const { module } = await runnerImport<typeof Contract>('@parkstays/contract', { configFile: false });
        source = contractAnswersModule(contractAnswersOf(module));
      }
      return source;
    },
  };
}

/**
 * Lets the bundle drop the contract's schemas a chunk never reads: marks each top-level
 * `const Z… = …` of the contract as pure, so a schema built from another (`ZPark.extend(…)`,
 * `ZQueryInt(…).default(…)`), which the bundler cannot see is pure, goes too when nothing reads it.
 * Building a zod schema has no effect beyond the schema itself.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'parkstays:pure-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/packages[\\/]contract[\\/]src[\\/][^?]*\.ts$/.test(id) || id.endsWith('.test.ts'))
        return undefined;
      const marked = code.replace(
        /^((?:export )?const Z\w+(?:\s*:\s*[^=\n]+?)?\s*=\s*)(?=[\w(])/gm,
        '$1/* @__PURE__ */ ',
      );
      // Lines keep their places (a few columns move): the source map stays as it was.
      return { code: marked, map: null };
    },
  };
}

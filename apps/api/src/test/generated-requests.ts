import fc from 'fast-check';

/**
 * Requests generated from the API's own OpenAPI document, for the generated-input test: each
 * operation's path parameters, query string, headers and JSON body are drawn from its schemas,
 * mostly valid-looking values (and real demo ids and codes where the test knows them) with a
 * share of hostile ones: wrong types, boundary and huge numbers, NUL characters, odd dates,
 * over-long text, bad percent-encoding, lists and objects nested past the limit or thousands wide,
 * and query strings with repeated or bracketed keys.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: string;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  body?: JsonSchema;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of the document (hidden routes are not in it; the card sandbox is left out). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method) && !path.startsWith('/api/v1/'))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        secured: (operation.security?.length ?? 0) > 0,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** How many fields an operation takes (parameters and the body's properties, nested ones too). */
export function fieldCount(operation: Operation): number {
  const count = (schema: JsonSchema | undefined): number =>
    !schema
      ? 0
      : Object.values(schema.properties ?? {}).reduce((sum, property) => sum + 1 + count(property), 0) +
        count(schema.items) +
        (schema.anyOf ?? []).reduce((sum, branch) => sum + count(branch), 0);
  return operation.parameters.length + count(operation.body);
}

/** Values the test knows to be real (demo ids, codes, addresses), by field name. */
export type KnownValues = Record<string, readonly unknown[]>;

/** A path segment sent as it is, not percent-encoded (to reach the router's own errors). */
export class RawSegment {
  constructor(readonly text: string) {}
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HUGE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  9_007_199_254_740_991,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
];
const ODD_DATES = [
  '0000-01-01',
  '0001-01-01',
  '0999-12-31',
  '1899-12-31',
  '1900-01-01',
  '2999-12-31',
  '3000-01-01',
  '9999-12-31',
  '2026-02-29',
  '2028-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '+275760-09-13',
  '2026-1-1',
];
const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'COT\u0000',
  '\u0000'.repeat(20),
  '%00',
  '\r\n',
  '\uD800',
  '😀'.repeat(30),
  'x'.repeat(101),
  'x'.repeat(300),
  'y'.repeat(5_000),
  "'; DROP TABLE booking; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '0x10',
  '2147483648',
  '99999999999999999999',
  '1.5',
  ' 42 ',
];
const SAMPLE_WORDS = [
  "O'Neill",
  'Anne-Marie',
  'de la Cruz',
  'Zoë',
  'Łukasz',
  'Ng',
  'Filey',
  'YO149AA',
  '+447700900456',
];
const nested = (levels: number, inner: unknown, wrap: (value: unknown) => unknown): unknown =>
  Array.from({ length: levels }).reduce((value) => wrap(value), inner);
/** Lists and objects nested just past the limit of 32 levels, and wide ones within the body limit. */
const DEEP_AND_WIDE = [
  nested(33, 1, (value) => [value]),
  nested(40, 'x', (value) => ({ a: value })),
  Array.from({ length: 5_000 }, (_, i) => i),
  Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
];
const WRONG_TYPES = [null, true, false, [], {}, [1, 2], { a: 1 }, 'text', 7];
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%00', 'a'.repeat(120), '%F0%9F%98%80'.repeat(30)];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function datesFrom(today: string) {
  const start = new Date(`${today}T00:00:00Z`).getTime();
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.integer({ min: 0, max: 120 }).map((days) => isoDay(new Date(start + days * 86_400_000))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_DATES) },
    {
      weight: 1,
      arbitrary: fc
        .date({
          min: new Date('0000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map(isoDay),
    },
  );
}

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

export class RequestGenerator {
  constructor(
    private readonly known: KnownValues,
    private readonly today: string,
  ) {}

  /** A hostile value of any type, or one that fits the schema's type badly. */
  private hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
    const types = typesOf(schema);
    const pools: fc.Arbitrary<unknown>[] = [
      fc.constantFrom(...WRONG_TYPES),
      fc.constantFrom(...DEEP_AND_WIDE),
    ];
    if (types.includes('string') || types.length === 0) {
      pools.push(fc.constantFrom(...ODD_TEXT), fc.constantFrom(...ODD_DATES));
      if (schema.maxLength !== undefined) pools.push(fc.constant('z'.repeat(schema.maxLength + 1)));
      pools.push(fc.string({ maxLength: 12 }).map((text) => `${text}\u0000${text}`));
    }
    if (types.includes('integer') || types.includes('number') || types.length === 0) {
      pools.push(fc.constantFrom(...HUGE_NUMBERS));
      if (schema.minimum !== undefined) pools.push(fc.constant(schema.minimum - 1));
      if (schema.maximum !== undefined) pools.push(fc.constant(schema.maximum + 1));
      pools.push(fc.double({ noNaN: false }));
    }
    if (types.includes('array'))
      pools.push(fc.constant(Array.from({ length: (schema.maxItems ?? 30) + 1 }, () => ({}))));
    return fc.oneof(...pools);
  }

  /**
   * A hostile value for one field, given the valid one: a NUL put inside it, a value of its kind
   * gone wrong (an odd date for a date, a huge number for a number), anything at all, or too long.
   */
  anyHostile(): fc.Arbitrary<(valid: unknown) => unknown> {
    const nulInside = fc.nat(40).map((at) => (valid: unknown) => {
      const text = typeof valid === 'string' ? valid : String(valid);
      return `${text.slice(0, at)}\u0000${text.slice(at)}`;
    });
    const ofItsKind = fc
      .tuple(fc.constantFrom(...ODD_DATES), fc.constantFrom(...HUGE_NUMBERS), fc.constantFrom(...ODD_TEXT))
      .map(
        ([date, number, text]) =>
          (valid: unknown) =>
            typeof valid === 'number'
              ? number
              : typeof valid === 'string' && ISO_DAY.test(valid)
                ? date
                : text,
      );
    const anything = fc
      .constantFrom(...ODD_TEXT, ...ODD_DATES, ...HUGE_NUMBERS, ...WRONG_TYPES, ...DEEP_AND_WIDE)
      .map((value) => () => value);
    const tooLong = fc.constant((valid: unknown) =>
      typeof valid === 'string' ? `${valid}${'w'.repeat(400)}` : 2 ** 31,
    );
    return fc.oneof(
      { weight: 3, arbitrary: nulInside },
      { weight: 3, arbitrary: ofItsKind },
      { weight: 2, arbitrary: anything },
      { weight: 1, arbitrary: tooLong },
    );
  }

  /** A value that fits the schema (or is a real demo value for the field), sometimes a hostile one. */
  value(schema: JsonSchema, name: string, hostileWeight: number): fc.Arbitrary<unknown> {
    const valid = this.validValue(schema, name, hostileWeight);
    if (hostileWeight === 0) return valid;
    return fc.oneof(
      { weight: 10, arbitrary: valid },
      { weight: hostileWeight, arbitrary: this.hostile(schema) },
    );
  }

  private validValue(schema: JsonSchema, name: string, hostileWeight: number): fc.Arbitrary<unknown> {
    const known = this.known[name];
    const fitting = this.fitting(schema, name, hostileWeight);
    if (!known?.length) return fitting;
    return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fitting });
  }

  private fitting(schema: JsonSchema, name: string, hostileWeight: number): fc.Arbitrary<unknown> {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches?.length)
      return fc.oneof(...branches.map((branch) => this.value(branch, name, hostileWeight)));
    if (schema.allOf?.[0]) return this.value(schema.allOf[0], name, hostileWeight);
    const [type] = typesOf(schema);
    switch (type) {
      case 'string':
        return this.text(schema);
      case 'integer':
      case 'number': {
        const min =
          schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -5);
        const max =
          schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000);
        const whole = fc.integer({
          min: Math.ceil(min),
          max: Math.max(Math.ceil(min), Math.floor(Math.min(max, 2 ** 31 - 1))),
        });
        return type === 'integer'
          ? whole
          : fc.oneof(whole, fc.constantFrom(1, 2, 3, 4, 7, 10, 14, 21, 12.5, 0.01));
      }
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const items = schema.items ?? {};
        return fc.array(this.value(items, name, hostileWeight), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      }
      case 'object':
        return this.object(schema, hostileWeight);
      case 'null':
        return fc.constant(null);
      default:
        return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
    }
  }

  private text(schema: JsonSchema): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 40, 40);
    if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return datesFrom(this.today);
    if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= 254);
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern, 'u');
      const fits = (text: string) =>
        text.length >= minLength && text.length <= maxLength && pattern.test(text);
      try {
        return fc
          .stringMatching(pattern)
          .map((text) => text.slice(0, maxLength))
          .filter(fits);
      } catch {
        // A pattern fast-check cannot read (Unicode classes): a few words that fit it.
        return fc.constantFrom(...SAMPLE_WORDS.filter(fits), '');
      }
    }
    return fc.oneof(
      fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
      fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'binary' }),
    );
  }

  /** An object with its required fields (now and then one left out) and some of its optional ones. */
  private object(schema: JsonSchema, hostileWeight: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const fields = Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, this.value(property, key, hostileWeight)]),
    );
    const base = fc.record(fields, { requiredKeys: [...required].filter((key) => key in fields) });
    if (hostileWeight === 0) return base;
    return fc
      .tuple(
        base,
        // An object may have no required field (a PATCH of whichever fields change).
        required.size ? fc.option(fc.constantFrom(...required), { freq: 8 }) : fc.constant(null),
        fc.option(
          fc.tuple(
            fc.constantFrom('extra', 'a\u0000b', 'constructor', ''),
            fc.constantFrom(...WRONG_TYPES, '\u0000'),
          ),
          { freq: 8 },
        ),
      )
      .map(([record, dropped, extra]) => {
        const copy: Record<string, unknown> = { ...record };
        if (dropped !== null) delete copy[dropped];
        if (extra !== null) copy[extra[0]] = extra[1];
        return copy;
      });
  }

  /** A path segment: mostly percent-encoded values, sometimes raw bad encodings or over-long text. */
  pathSegment(schema: JsonSchema, name: string, hostileWeight: number): fc.Arbitrary<string | RawSegment> {
    const encoded = this.value(schema, name, hostileWeight).map((value) =>
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    );
    if (hostileWeight === 0) return encoded;
    return fc.oneof(
      { weight: 12, arbitrary: encoded },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((text) => new RawSegment(text)) },
    );
  }
}

type RequestParts = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: { json: unknown } | { raw: string; type: string } | undefined;
  as: string;
  queryStyle: QueryStyle;
};

const swapCase = (text: string) => (text === text.toLowerCase() ? text.toUpperCase() : text.toLowerCase());

/** A copy with `change` applied to every leaf value (of query, path and body, or of any value). */
function withEveryLeaf<T>(value: T, change: (leaf: unknown) => unknown): T {
  const visit = (node: unknown): unknown => {
    if (node instanceof RawSegment) return node;
    if (Array.isArray(node)) return node.map(visit);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
    }
    return change(node);
  };
  return visit(value) as T;
}

/**
 * The dates of a request put in ascending order, field after field (start before end, as the
 * operations ask), so that a valid request passes the checks between its dates.
 */
function ascendingDates(parts: RequestParts): RequestParts {
  const dates: string[] = [];
  withEveryLeaf([parts.query, parts.body], (leaf) => {
    if (typeof leaf === 'string' && ISO_DAY.test(leaf)) dates.push(leaf);
    return leaf;
  });
  dates.sort();
  let next = 0;
  const sorted = (leaf: unknown) => (typeof leaf === 'string' && ISO_DAY.test(leaf) ? dates[next++] : leaf);
  const query = withEveryLeaf(parts.query, sorted);
  return { ...parts, query, body: withEveryLeaf(parts.body, sorted) };
}

/** Replaces the `pick`-th field (of path, query and the JSON body's leaves) with a hostile value. */
function mutateOne(parts: RequestParts, pick: number, replace: (valid: unknown) => unknown): RequestParts {
  const copy: RequestParts = {
    ...parts,
    path: { ...parts.path },
    query: structuredClone(parts.query),
    body: structuredClone(parts.body),
  };
  const slots: { holder: Record<string | number, unknown>; key: string | number }[] = [];
  const walk = (holder: Record<string | number, unknown>) => {
    for (const key of Object.keys(holder)) {
      const value = holder[key];
      if (value !== null && typeof value === 'object') walk(value as Record<string, unknown>);
      else slots.push({ holder, key });
    }
  };
  for (const key of Object.keys(copy.path)) slots.push({ holder: copy.path, key });
  for (const key of Object.keys(copy.query)) slots.push({ holder: copy.query, key });
  if (copy.body && 'json' in copy.body && copy.body.json !== null && typeof copy.body.json === 'object') {
    walk(copy.body.json as Record<string, unknown>);
  }
  const slot = slots[pick % Math.max(slots.length, 1)];
  if (slot) slot.holder[slot.key] = replace(slot.holder[slot.key]);
  return copy;
}

export type GeneratedRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Which identity signs the request in (a name the test maps to a bearer token). */
  as: string;
};

/** How a query string is written: plainly, with every key repeated, or with bracketed keys (a[b][c]). */
type QueryStyle = 'plain' | 'repeated' | 'bracketed';

function encodeQuery(query: Record<string, unknown>, style: QueryStyle = 'plain') {
  const search = new URLSearchParams();
  if (style === 'repeated') {
    for (const [key, value] of Object.entries(query))
      for (let time = 0; time < 300; time++) search.append(key, String(value ?? time));
  }
  if (style === 'bracketed') {
    for (const key of Object.keys(query)) {
      search.append(`${key}${'[a]'.repeat(64)}`, '1');
      search.append(`${key}[]`, '1');
      search.append(`${key}[0][1]`, 'x');
    }
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) && value.length > 0 ? value : [value];
    for (const one of values)
      search.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const HOSTILE_BODIES = [
  { raw: 'not json', type: 'application/json' },
  { raw: '{"a":', type: 'application/json' },
  { raw: 'null', type: 'application/json' },
  { raw: '[]', type: 'application/json' },
  { raw: '"text"', type: 'application/json' },
  { raw: '{"__proto__":{"x":1}}', type: 'application/json' },
  { raw: '{"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
  { raw: '{"a":"\\u0000"}', type: 'application/json' },
  { raw: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, type: 'application/json' },
  { raw: `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`, type: 'application/json' },
  { raw: '['.repeat(10_000), type: 'application/json' },
  { raw: 'a=1&b=%00', type: 'application/x-www-form-urlencoded' },
  { raw: 'plain', type: 'text/plain' },
  { raw: '<a/>', type: 'application/xml' },
];

/** Requests for one operation; `identities` are the names of who may sign in (and 'none'). */
export function requestsFor(
  generator: RequestGenerator,
  operation: Operation,
  identities: readonly string[],
): fc.Arbitrary<GeneratedRequest> {
  const build = (hostileWeight: number) => {
    const pathParams = operation.parameters.filter((p) => p.in === 'path');
    const queryParams = operation.parameters.filter((p) => p.in === 'query');
    const headerParams = operation.parameters.filter((p) => p.in === 'header');
    const optional = <T>(arbitrary: fc.Arbitrary<T>, required: boolean | undefined) =>
      required && hostileWeight === 0
        ? arbitrary
        : fc.option(arbitrary, { nil: undefined, freq: required ? 12 : 2 });
    return fc.record({
      path: fc.record(
        Object.fromEntries(
          pathParams.map((p) => [p.name, generator.pathSegment(p.schema, p.name, hostileWeight)]),
        ),
      ),
      query: fc.record(
        Object.fromEntries(
          queryParams.map((p) => [
            p.name,
            optional(generator.value(p.schema, p.name, hostileWeight), p.required),
          ]),
        ),
      ),
      headers: fc.record(
        Object.fromEntries(
          headerParams.map((p) => [
            p.name,
            optional(
              fc.oneof(
                fc.uuid(),
                fc.string({
                  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_ '),
                  maxLength: 150,
                }),
              ),
              p.required,
            ),
          ]),
        ),
      ),
      body: operation.body
        ? hostileWeight === 0
          ? generator.value(operation.body, 'body', 0).map((json) => ({ json }))
          : fc.oneof(
              {
                weight: 12,
                arbitrary: generator.value(operation.body, 'body', hostileWeight).map((json) => ({ json })),
              },
              { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES) },
            )
        : fc.constant(undefined),
      as: fc.constantFrom(...identities),
      queryStyle:
        hostileWeight === 0
          ? fc.constant<QueryStyle>('plain')
          : fc.constantFrom<QueryStyle>('plain', 'plain', 'plain', 'plain', 'repeated', 'bracketed'),
    });
  };
  const valid = build(0).map(ascendingDates);
  // One field of an otherwise valid request made hostile: the way a bad value gets past every
  // other check to the code (and the database) behind the validation.
  const mutated = fc
    .tuple(valid, fc.nat(), generator.anyHostile())
    .map(([parts, pick, replacement]) => mutateOne(parts, pick, replacement));
  // Every date of a valid request moved to an odd year (so a range check between dates still passes).
  const oddEra = fc
    .tuple(valid, fc.constantFrom('0000', '0000', '0001', '1899', '3000', '9999', '9999-12-31'))
    .map(([parts, era]) =>
      withEveryLeaf(parts, (value) =>
        typeof value === 'string' && ISO_DAY.test(value) ? `${era}${value.slice(era.length)}` : value,
      ),
    );
  // An item of a list sent twice, the second in another case (COT and cot).
  const echoed = valid.map((parts) => {
    if (!parts.body || !('json' in parts.body)) return parts;
    const copy = { ...parts, body: structuredClone(parts.body) };
    const lists: unknown[][] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) lists.push(value);
      if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk((copy.body as { json: unknown }).json);
    const list = lists.find((l) => l.length > 0);
    if (list) list.push(withEveryLeaf(list[0], (v) => (typeof v === 'string' ? swapCase(v) : v)));
    return copy;
  });
  return fc
    .oneof(
      { weight: 5, arbitrary: valid },
      { weight: 10, arbitrary: mutated },
      { weight: 4, arbitrary: build(2) },
      { weight: 3, arbitrary: oddEra },
      { weight: 2, arbitrary: echoed },
    )
    .map((parts): GeneratedRequest => {
      const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const segment = parts.path[name];
        return segment instanceof RawSegment
          ? segment.text
          : // Through UTF-8 and back: a lone surrogate becomes U+FFFD, which encodeURIComponent accepts.
            encodeURIComponent(Buffer.from(String(segment)).toString());
      });
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(parts.headers))
        if (value !== undefined) headers[key] = String(value);
      let payload: string | undefined;
      if (parts.body && 'raw' in parts.body) {
        headers['content-type'] = parts.body.type;
        payload = parts.body.raw;
      } else if (parts.body) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(parts.body.json);
      }
      return {
        method: operation.method,
        url: `${url}${encodeQuery(parts.query, parts.queryStyle)}`,
        headers,
        payload,
        as: parts.as,
      };
    });
}

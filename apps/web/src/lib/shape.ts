/**
 * A JSON value checked against a shape held as plain data, the way zod parses it (unknown keys
 * dropped, defaults filled in, numbers finite): for answers read where loading zod itself would
 * cost more than the check. The shapes are made at build time from zod schemas
 * (apps/web/build/answer-shapes.ts); this is the little code that reads them.
 */
export type Shape =
  | { k: 'string'; min?: number; max?: number; len?: number; re?: [source: string, flags: string] }
  | { k: 'number'; int?: boolean; coerce?: boolean; gte?: number; gt?: number; lte?: number; lt?: number }
  | { k: 'boolean' }
  | { k: 'null' }
  | { k: 'any' }
  | { k: 'literal'; v: (string | number | boolean | null)[] }
  | { k: 'enum'; v: (string | number)[] }
  | { k: 'array'; of: Shape; min?: number; max?: number; len?: number }
  | { k: 'object'; of: Record<string, Shape> }
  | { k: 'optional'; of: Shape }
  | { k: 'nullable'; of: Shape }
  | { k: 'default'; of: Shape; v: unknown }
  | { k: 'union'; of: Shape[] }
  /** One of `defs`, by name: how a shape that holds itself (a menu item's children) is written. */
  | { k: 'ref'; to: string };

export type ShapeSchema<T> = {
  safeParse(input: unknown): { success: true; data: T; error?: undefined } | { success: false; error: Error };
};

type Checked = { ok: true; value: unknown } | { ok: false; at: string; why: string };

const pass = (value: unknown): Checked => ({ ok: true, value });
const fail = (at: string, why: string): Checked => ({ ok: false, at, why });

function check(shape: Shape, input: unknown, at: string, defs: Record<string, Shape>): Checked {
  switch (shape.k) {
    case 'any':
      return pass(input);
    case 'string': {
      if (typeof input !== 'string') return fail(at, 'expected text');
      if (shape.min !== undefined && input.length < shape.min) return fail(at, 'too short');
      if (shape.max !== undefined && input.length > shape.max) return fail(at, 'too long');
      if (shape.len !== undefined && input.length !== shape.len) return fail(at, 'wrong length');
      if (shape.re && !new RegExp(shape.re[0], shape.re[1]).test(input)) return fail(at, 'wrong form');
      return pass(input);
    }
    case 'number': {
      const value = shape.coerce ? Number(input) : input;
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(at, 'expected a number');
      if (shape.int && !Number.isSafeInteger(value)) return fail(at, 'expected a whole number');
      if (shape.gte !== undefined && !(value >= shape.gte)) return fail(at, 'too small');
      if (shape.gt !== undefined && !(value > shape.gt)) return fail(at, 'too small');
      if (shape.lte !== undefined && !(value <= shape.lte)) return fail(at, 'too big');
      if (shape.lt !== undefined && !(value < shape.lt)) return fail(at, 'too big');
      return pass(value);
    }
    case 'boolean':
      return typeof input === 'boolean' ? pass(input) : fail(at, 'expected true or false');
    case 'null':
      return input === null ? pass(input) : fail(at, 'expected null');
    case 'literal':
    case 'enum':
      return (shape.v as unknown[]).includes(input) ? pass(input) : fail(at, 'not one of the values allowed');
    case 'array': {
      if (!Array.isArray(input)) return fail(at, 'expected a list');
      if (shape.min !== undefined && input.length < shape.min) return fail(at, 'too few');
      if (shape.max !== undefined && input.length > shape.max) return fail(at, 'too many');
      if (shape.len !== undefined && input.length !== shape.len) return fail(at, 'wrong number of items');
      const out: unknown[] = [];
      for (let index = 0; index < input.length; index++) {
        const item = check(shape.of, input[index], `${at}[${index}]`, defs);
        if (!item.ok) return item;
        out.push(item.value);
      }
      return pass(out);
    }
    case 'object': {
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        return fail(at, 'expected an object');
      const record = input as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.of)) {
        const item = check(field, record[key], `${at}.${key}`, defs);
        if (!item.ok) return item;
        if (item.value !== undefined || key in record) out[key] = item.value;
      }
      return pass(out);
    }
    case 'optional':
      return input === undefined ? pass(undefined) : check(shape.of, input, at, defs);
    case 'nullable':
      return input === null ? pass(null) : check(shape.of, input, at, defs);
    case 'default':
      return input === undefined ? pass(shape.v) : check(shape.of, input, at, defs);
    case 'union': {
      let first: Checked | undefined;
      for (const option of shape.of) {
        const item = check(option, input, at, defs);
        if (item.ok) return item;
        first ??= item;
      }
      return first ?? fail(at, 'matches nothing');
    }
    case 'ref': {
      const target = defs[shape.to];
      return target ? check(target, input, at, defs) : fail(at, `no shape ${shape.to}`);
    }
  }
}

/** A schema-like object (`safeParse`, as zod's) over a shape and the shapes it refers to. */
export function shapeSchema<T>(shape: Shape, defs: Record<string, Shape> = {}): ShapeSchema<T> {
  return {
    safeParse(input) {
      const result = check(shape, input, '$', defs);
      return result.ok
        ? { success: true, data: result.value as T }
        : { success: false, error: new Error(`${result.at}: ${result.why}`) };
    },
  };
}

import { z } from 'zod';

/**
 * No text we take may hold U+0000: PostgreSQL refuses the byte in text and JSON columns, and no
 * person types it. The API checks every string (and key) of a body, query and path against it
 * before the route's own schema, so each field need not say so.
 */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain a NUL character (U+0000)';

/**
 * How deeply lists and objects may nest in what we take. No request of ours nests past 4 levels;
 * a body of 10 kB of `[` nests 5,000 deep, and checks that walk a value by recursion would run out
 * of stack on it. So this is checked first, by a loop, and the rest only runs on what passes.
 */
export const MAX_NESTING_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Lists and objects must not nest more than ${MAX_NESTING_DEPTH} levels deep`;

type Path = (string | number)[];
const entriesOf = (node: object): [string | number, unknown][] =>
  Array.isArray(node) ? node.map((item, index) => [index, item]) : Object.entries(node);

/**
 * Where a value nests past `max` levels (the value itself being the first): the path of the
 * top-level field that does (`[]` when the value is a list), or undefined when none does.
 */
export function tooDeepField(value: unknown, max = MAX_NESTING_DEPTH): Path | undefined {
  const stack: { node: unknown; level: number; field: Path }[] = [{ node: value, level: 1, field: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, level, field } = next;
    if (node === null || typeof node !== 'object') continue;
    if (level > max) return field;
    for (const [key, item] of entriesOf(node)) {
      stack.push({
        node: item,
        level: level + 1,
        field: level === 1 && !Array.isArray(node) ? [key] : field,
      });
    }
  }
  return undefined;
}

/** Where U+0000 occurs in a value: the path of each string, or object key, holding it. A loop, not recursion. */
export function nulCharacterPaths(value: unknown): Path[] {
  // Each place remembers the one it is in, so a path is only spelled out for what is found.
  type Place = { node: unknown; key?: string | number; parent?: Place; badKey?: true };
  const pathOf = (place: Place) => {
    const path: Path = [];
    for (let at: Place | undefined = place; at?.parent; at = at.parent) path.push(at.key as string | number);
    return path.reverse();
  };
  const found: Path[] = [];
  const stack: Place[] = [{ node: value }];
  for (let place = stack.pop(); place; place = stack.pop()) {
    const { node } = place;
    // A key holding U+0000 is a place in itself: its value is not looked into.
    if (place.badKey || (typeof node === 'string' && node.includes('\u0000'))) found.push(pathOf(place));
    else if (node !== null && typeof node === 'object') {
      // Pushed in reverse, so the places are found in reading order.
      for (const [key, item] of entriesOf(node).reverse()) {
        const badKey = typeof key === 'string' && key.includes('\u0000');
        stack.push({ node: item, key, parent: place, ...(badKey ? { badKey: true as const } : {}) });
      }
    }
  }
  return found;
}

/**
 * What every part of a request must be before its own schema reads it: nested at most
 * MAX_NESTING_DEPTH levels, and free of U+0000 anywhere. Each place is named; pipe into the real
 * schema, which then never sees a value that failed here.
 */
export const ZSafeInput = z.unknown().superRefine((value, ctx) => {
  const deep = tooDeepField(value);
  if (deep) {
    ctx.addIssue({ code: 'custom', path: deep, message: TOO_DEEP_MESSAGE });
    return;
  }
  for (const path of nulCharacterPaths(value)) {
    ctx.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
  }
});

/** Optional free text: trimmed, at most `max` characters, '' when left out. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default('');

/** Required text, trimmed, 1 to `max` characters; `label` in lower case ("Enter the park name"). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} must be at most ${max} characters`);

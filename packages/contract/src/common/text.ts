import { z } from 'zod';

/**
 * No text we take may hold U+0000: PostgreSQL refuses the byte in text and JSON columns, and no
 * person types it. The API checks every string (and key) of a body, query and path against it
 * before the route's own schema, so each field need not say so.
 */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain a NUL character (U+0000)';

/** Where U+0000 occurs in a value: the path of each string, or object key, holding it. */
export function nulCharacterPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulCharacterPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes('\u0000') ? [[...path, key]] : nulCharacterPaths(item, [...path, key]),
    );
  }
  return [];
}

/** Refuses U+0000 anywhere in the value, naming each place; pipe into the real schema. */
export const ZNoNulCharacters = z.unknown().superRefine((value, ctx) => {
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

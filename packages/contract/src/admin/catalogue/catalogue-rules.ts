import { z } from 'zod';
import { ZId } from '../../common/id';

/**
 * The rules both sides apply to what staff write into the catalogue: the
 * Catalogue screen's forms check them as the API does.
 */

/** Optional text: trimmed, at most `max` characters ('' when empty). */
export const freeText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text` })
    .trim()
    .max(max, `The ${label} must be at most ${max} characters`);

/** Where an item comes in the lists guests see, lowest first: a whole number from 0 to `max`. */
export const ZListPosition = (max: number, notNumber = 'Enter the order as a number') =>
  z
    .number({ error: notNumber })
    .int('The order must be a whole number')
    .min(0, 'The order must be 0 or more')
    .max(max, `The order must be at most ${max}`);

/** An address a page links to: '' or a web address (http or https). */
export const ZWebAddress = (label: string) =>
  freeText(label, 500).refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
    message: `The ${label} must be a web address starting https://, or left empty`,
  });

/**
 * A photo's address: one of the site's own (/media/…, for example an upload) or a web address
 * starting https://. Nothing else: a page must never be told to load a script or a local file.
 */
export const isPhotoAddress = (value: string) =>
  (/^\/media\/[\w./-]+$/.test(value) && !value.includes('..') && !value.includes('//')) ||
  /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value);

export const ZPhotoAddress = (label: string) =>
  z
    .string({ error: `The ${label} must be text` })
    .trim()
    .min(1, `Choose the ${label}`)
    .max(500, `The ${label} must be at most 500 characters`)
    .refine(isPhotoAddress, { message: `The ${label} must be an uploaded photo or an https:// address` });

/** A code staff type in any case, kept in capitals; `shape` says what it may hold, with an example. */
const catalogueCode = (label: string, pattern: RegExp, shape: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .toUpperCase()
    .regex(pattern, `The ${label} must be ${shape}`);

/** Park codes: 2–10 capital letters and digits ('RH'); fixed once the park exists. */
export const ZNewParkCode = catalogueCode(
  'park code',
  /^[A-Z0-9]{2,10}$/,
  '2 to 10 letters and digits, for example RH',
);

/** Grade codes: 2–20 capital letters, digits and dashes ('RH-BRC'); fixed once the grade exists. */
export const ZNewGradeCode = catalogueCode(
  'grade code',
  /^[A-Z0-9][A-Z0-9-]{1,19}$/,
  '2 to 20 letters, digits and dashes, for example RH-BRC',
);

/** Unit codes: 1–20 capital letters, digits and dashes ('BRC001'), one of a kind within the grade. */
export const ZUnitCode = catalogueCode(
  'unit code',
  /^[A-Z0-9][A-Z0-9-]{0,19}$/,
  '1 to 20 letters, digits and dashes, for example BRC014',
);

/**
 * A grade's feature as the catalogue keeps it: lower-case words joined by '_' ('three_bedrooms').
 * The search's filters know six (FEATURE_FILTERS); any other reads as a sentence ('Hot tub').
 */
export const FEATURE_CODE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
export const FEATURE_MAX = 60;
export const GRADE_FEATURES_MAX = 30;

/** 'Hot tub!' → 'hot_tub': what staff type, as a feature code. */
export function featureCode(words: string): string {
  return words
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, FEATURE_MAX)
    .replace(/_+$/g, '');
}

export const ZFeatureList = z
  .array(
    z
      .string({ error: 'A feature must be text' })
      .max(FEATURE_MAX, `A feature must be at most ${FEATURE_MAX} characters`)
      .regex(FEATURE_CODE, 'A feature must be words joined by _, for example hot_tub'),
    { error: 'features must be a list' },
  )
  .max(GRADE_FEATURES_MAX, `A grade can list at most ${GRADE_FEATURES_MAX} features`)
  .refine((list) => new Set(list).size === list.length, { message: 'Each feature can be listed once' });

/** A list of row ids where each may appear once. */
export const ZIdSet = (label: string, max: number) =>
  z
    .array(ZId(label), { error: `${label}s must be a list` })
    .max(max, `At most ${max} ${label}s`)
    .refine((list) => new Set(list).size === list.length, { message: `Each ${label} can be chosen once` });

/** The most photos one grade shows. */
export const GRADE_PHOTOS_MAX = 20;

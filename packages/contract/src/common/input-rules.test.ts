import { describe, expect, it } from 'vitest';
import { ZUpdateExtrasRequest } from '../booking/update-extras';
import { ZFindAvailabilityQuery } from '../search/find-availability';
import { ISO_DATE_MAX, ISO_DATE_MIN, ZIsoDate } from '../search/iso-date';
import { ID_MAX, ZIdParam } from './id';
import { MAX_NESTING_DEPTH, nulCharacterPaths, tooDeepField, ZSafeInput } from './text';

describe('the rules every input keeps', () => {
  it('takes dates only within the years we handle', () => {
    for (const date of [ISO_DATE_MIN, '2026-06-12', ISO_DATE_MAX])
      expect(ZIsoDate.safeParse(date).success).toBe(true);
    for (const date of ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) {
      expect(ZIsoDate.safeParse(date).error?.issues.map((i) => i.message)).toEqual([
        `Date must be between ${ISO_DATE_MIN} and ${ISO_DATE_MAX}`,
      ]);
    }
  });

  it('refuses a search whose last column would end after the last date', () => {
    const search = (arrival_date: string, no_of_nights: number) =>
      ZFindAvailabilityQuery.safeParse({ arrival_date, no_of_nights }).success;
    expect(search('2999-10-01', 21)).toBe(true);
    expect(search('2999-12-20', 7)).toBe(false);
  });

  it('bounds ids to the integer range', () => {
    expect(ZIdParam('id').safeParse(String(ID_MAX)).success).toBe(true);
    expect(ZIdParam('id').safeParse(String(ID_MAX + 1)).error?.issues[0]?.message).toBe('id is too large');
  });

  it('refuses an extra listed twice in any case, naming the second', () => {
    const parsed = ZUpdateExtrasRequest.safeParse({
      extrasJSON: [
        { code: 'COT', quantity: 1 },
        { code: 'cot ', quantity: 2 },
      ],
    });
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['extrasJSON', 1, 'code']]);
  });

  it('finds U+0000 in any string or key, however deep', () => {
    expect(nulCharacterPaths({ a: 'x', b: [{ c: 'y\u0000' }], 'd\u0000': 1 })).toEqual([
      ['b', 0, 'c'],
      ['d\u0000'],
    ]);
    expect(nulCharacterPaths({ a: 'x', n: 1, z: null })).toEqual([]);
  });

  it('finds U+0000 and nesting past the limit in values far deeper than the stack allows', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(nulCharacterPaths(deep)).toHaveLength(1);
    expect(tooDeepField(deep)).toEqual([]);
    expect(tooDeepField({ ok: 1, list: deep })).toEqual(['list']);
  });

  it('allows exactly MAX_NESTING_DEPTH levels and names the field that goes past them', () => {
    const nest = (levels: number): unknown => (levels === 0 ? 1 : [nest(levels - 1)]);
    expect(tooDeepField({ a: nest(MAX_NESTING_DEPTH - 1) })).toBeUndefined();
    expect(tooDeepField({ a: 'x', b: nest(MAX_NESTING_DEPTH) })).toEqual(['b']);
    expect(tooDeepField(nest(MAX_NESTING_DEPTH))).toBeUndefined();
    expect(tooDeepField(nest(MAX_NESTING_DEPTH + 1))).toEqual([]);
    // Past the limit, U+0000 is not looked for: one issue, naming the field.
    const parsed = ZSafeInput.safeParse({ a: '\u0000', b: nest(40) });
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['b']]);
  });
});

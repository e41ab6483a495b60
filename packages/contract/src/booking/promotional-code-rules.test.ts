import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promotionalCodeRefusal, promotionalDiscountPence } from './rules';

describe('promotionalDiscountPence', () => {
  it('takes a percentage to the penny, or a fixed amount never more than the stay', () => {
    expect(promotionalDiscountPence({ percent_off: 10, amount_off_pence: 0 }, 104_950)).toBe(10_495);
    expect(promotionalDiscountPence({ percent_off: 15, amount_off_pence: 0 }, 999)).toBe(150);
    expect(promotionalDiscountPence({ percent_off: 0, amount_off_pence: 2_500 }, 30_000)).toBe(2_500);
    expect(promotionalDiscountPence({ percent_off: 0, amount_off_pence: 50_000 }, 30_000)).toBe(30_000);
    expect(promotionalDiscountPence({ percent_off: 0, amount_off_pence: 2_500 }, 0)).toBe(0);
  });

  it('is always whole pence between nothing and the whole stay', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ percent_off: fc.integer({ min: 1, max: 100 }), amount_off_pence: fc.constant(0) }),
          fc.record({
            percent_off: fc.constant(0),
            amount_off_pence: fc.integer({ min: 1, max: 10_000_000 }),
          }),
        ),
        fc.integer({ min: 0, max: 50_000_000 }),
        (code, stay) => {
          const discount = promotionalDiscountPence(code, stay);
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(stay);
        },
      ),
    );
  });
});

describe('promotionalCodeRefusal', () => {
  const rules = {
    valid_from: '2026-06-01',
    valid_to: '2026-06-30',
    minimum_nights: 3,
    park_codes: ['RH'],
    usage_limit: 3,
    times_used: 2,
  };
  const stay = { no_of_nights: 3, park_code: 'RH' };

  it('lets a code apply on its first and last day, to a long enough stay at its park, with a use left', () => {
    expect(promotionalCodeRefusal(rules, stay, '2026-06-01')).toBeUndefined();
    expect(promotionalCodeRefusal(rules, stay, '2026-06-30')).toBeUndefined();
    expect(
      promotionalCodeRefusal({ ...rules, park_codes: [], usage_limit: null }, stay, '2026-06-15'),
    ).toBeUndefined();
  });

  it('names the first rule that stops it', () => {
    const reason = (changes: Partial<typeof rules>, today = '2026-06-15', of = stay) =>
      promotionalCodeRefusal({ ...rules, ...changes }, of, today)?.reason;
    expect(promotionalCodeRefusal(undefined, stay, '2026-06-15')?.reason).toBe('unknown');
    expect(reason({}, '2026-05-31')).toBe('not_started');
    expect(reason({}, '2026-07-01')).toBe('ended');
    expect(reason({}, '2026-06-15', { no_of_nights: 2, park_code: 'RH' })).toBe('too_short');
    expect(reason({}, '2026-06-15', { no_of_nights: 3, park_code: 'FB' })).toBe('other_park');
    expect(reason({ times_used: 3 })).toBe('used_up');
  });

  it("gives docs/product.md's words first, then the reason, for every rule that stops a code", () => {
    const message = (changes: Partial<typeof rules>, today = '2026-06-15', of = stay) =>
      promotionalCodeRefusal({ ...rules, ...changes }, of, today)?.message;
    const invalid = 'Invalid coupon, please check and try again';
    expect(promotionalCodeRefusal(undefined, stay, '2026-06-15')?.message).toBe(invalid);
    expect(message({}, '2026-05-31')).toBe(`${invalid}. This code can be used from 01/06/2026.`);
    expect(message({}, '2026-07-01')).toBe(`${invalid}. This code ended on 30/06/2026.`);
    expect(message({}, '2026-06-15', { no_of_nights: 2, park_code: 'RH' })).toBe(
      `${invalid}. This code is for stays of 3 nights or more.`,
    );
    expect(message({}, '2026-06-15', { no_of_nights: 3, park_code: 'FB' })).toBe(
      `${invalid}. This code cannot be used at this park.`,
    );
    expect(message({ times_used: 3 })).toBe(
      `${invalid}. This code has been used as many times as it allows, so it cannot be applied.`,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
});
afterAll(() => ctx.close());

describe('booking references', () => {
  it('say nothing about the next one: five bookings in a row are not numbered in sequence', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 5, capacity: 4 });
    const numbers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const user = await ctx.newUser();
      const made = await ctx.request({
        method: 'POST',
        url: '/api/bookings',
        token: user.token,
        remoteAddress: `198.51.100.${40 + i}`,
        payload: {
          grade_code: g.gradeCode,
          arrival_date: make.day(30 + i * 7),
          no_of_nights: 3,
          no_of_adults: 2,
          no_of_children: 0,
          first_name: 'Seq',
          last_name: 'Uence',
          email: user.email,
          phone_number: '0770',
          country_code: 'GB',
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      const no = made.json().data.booking_no as string;
      expect(no).toMatch(/^BK\d{7}$/);
      numbers.push(Number(no.slice(2)));
    }
    const steps = numbers.slice(1).map((n, i) => n - numbers[i]!);
    expect(steps.filter((step) => Math.abs(step) <= 5)).toEqual([]);
  });

  it('cannot be guessed at through "Missing booking?": the 11th look-up in an hour is refused', async () => {
    const user = await ctx.newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await ctx.request({
        method: 'POST',
        url: '/api/find-missing-booking',
        token: user.token,
        payload: { booking_reference: `BK100000${i}`, email: 'guest@brackenbay.example' },
      });
      statuses.push(answer.statusCode);
    }
    // Each answered as a link e-mailed, if a booking matched: the same whether or not one exists.
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

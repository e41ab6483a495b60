import { expect } from 'vitest';
import type { catalogueFactory } from './catalogue-factory';
import type { TestContext } from './harness';

/**
 * A guest's held 7-night stay 45 days ahead at £700 (deposit £140), on a new grade of a new park
 * with `units` units: the stay the money tests pay, refund and cancel.
 */
export async function holdSevenNights(
  ctx: TestContext,
  make: ReturnType<typeof catalogueFactory>,
  guest: { token: string; email: string },
  units = 2,
) {
  const park = await make.park();
  const grade = await make.grade({
    parkId: park.id,
    units,
    capacity: 4,
    prices: { from: 0, to: 90, nights: [7], pricePence: 10_000 },
  });
  const response = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token: guest.token,
    payload: {
      grade_code: grade.gradeCode,
      arrival_date: make.day(45),
      no_of_nights: 7,
      no_of_adults: 2,
      no_of_children: 0,
      first_name: 'Ada',
      last_name: 'Byron',
      email: guest.email,
      phone_number: '07700900123',
      country_code: 'GB',
    },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().data.id as number, park, grade };
}

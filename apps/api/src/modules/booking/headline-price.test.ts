import type { TAvailability, TBookingView } from '@parkstays/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayments } from '../../test/card-payments';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { holdStay } from '../../test/held-stay';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let payStay: ReturnType<typeof cardPayments>['payStay'];
beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  ({ payStay } = cardPayments(ctx));
});
afterAll(() => ctx.close());

/**
 * The DMCC Act's price transparency: the price a guest sees before choosing (the results' column,
 * which More Information shows from the same availability) is what the Summary totals and what
 * the card is charged, when no optional extra is chosen. A mandatory charge added after the
 * headline price (a booking fee, pets, a cleaning charge) makes one of them differ.
 */
describe('the headline price is the price paid', () => {
  it('for generated stays: search price = Summary total = full payment option = amount charged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          nights: fc.constantFrom(3, 4, 7, 14),
          pencePerNight: fc.integer({ min: 2_000, max: 40_000 }),
          arrivalOffset: fc.integer({ min: 1, max: 90 }),
          adults: fc.integer({ min: 1, max: 4 }),
          children: fc.integer({ min: 0, max: 2 }),
          pets: fc.boolean(),
          extras: fc.subarray(['COT', 'LIN', 'PET']),
        }),
        async ({ nights, pencePerNight, arrivalOffset, adults, children, pets, extras }) => {
          const { park, grade } = await make.parkWithGrade({
            units: 1,
            capacity: 6,
            petsAllowed: true,
            prices: { from: 0, to: 120, nights: [nights], pricePence: pencePerNight },
          });
          if (extras.length > 0) await make.extras(grade.id, extras);
          const arrival = make.day(arrivalOffset);
          const search = await ctx.request({
            method: 'GET',
            url: `/api/find-availability?booking_type=1&park_code=${park.parkCode}&arrival_date=${arrival}&no_of_nights=${nights}&no_of_adults=${adults}&no_of_children=${children}&has_pets=${pets ? 1 : 0}`,
          });
          expect(search.statusCode).toBe(200);
          const headline = (search.json().data as TAvailability[]).find(
            (row) => row.grade_code === grade.gradeCode && row.arrival_date === arrival,
          )!;
          // The factory prices a night; the results show the whole stay.
          expect(headline.price_pence).toBe(pencePerNight * nights);

          const guest = await ctx.newUser();
          const { id } = await holdStay(ctx, guest, {
            grade_code: grade.gradeCode,
            arrival_date: arrival,
            no_of_nights: nights,
            no_of_adults: adults,
            no_of_children: children,
            has_pets: pets ? 1 : 0,
          });
          const view: TBookingView = (
            await ctx.request({ method: 'GET', url: `/api/bookings/${id}`, token: guest.token })
          ).json().data;
          // Optional extras are offered, never chosen for the guest.
          expect(view.eliteData.Extra.map((e) => [e.code, e.selectedQuantity])).toEqual(
            view.eliteData.Extra.map((e) => [e.code, 0]),
          );
          expect(view.eliteData['@attributes'].total_price_pence).toBe(headline.price_pence);
          const full = view.payment_options.find((option) => option.dbvalue === 'Initial')!;
          expect(full.amount_pence).toBe(headline.price_pence);

          expect((await payStay(guest.token, id, 'Initial')).statusCode).toBe(201);
          const paid: TBookingView = (
            await ctx.request({ method: 'GET', url: `/api/bookings/${id}`, token: guest.token })
          ).json().data;
          expect(paid.payments.map((p) => p.amount_pence)).toEqual([headline.price_pence]);
        },
      ),
      { numRuns: 12 },
    );
  });
});

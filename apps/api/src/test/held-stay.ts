import { expect } from 'vitest';
import { type catalogueFactory, WEEKS_AT_100_A_NIGHT } from './catalogue-factory';
import type { TestContext } from './harness';

/** What the booking form sends about the guest, for a guest whose account has `email`. */
export const guestDetails = (email: string) => ({
  first_name: 'Rosie',
  last_name: 'Walker',
  email,
  phone_number: '07700900777',
  address_1: '3 Mill Lane',
  city: 'Pickering',
  postcode: 'YO18 7AA',
  country_code: 'GB',
});

/** A stay as the booking form asks for it; any other field of the form may be given too. */
export type StayRequest = { grade_code: string; arrival_date: string; no_of_nights: number } & Record<
  string,
  unknown
>;

/** The booking form's body for `stay` by the guest at `email`: 2 adults, no children unless it says. */
export const bookingForm = (email: string, stay: StayRequest) => ({
  no_of_adults: 2,
  no_of_children: 0,
  ...guestDetails(email),
  ...stay,
});

/** A signed-in guest asks for `stay` through the API, as the booking form does: the raw answer. */
export function requestStay(ctx: TestContext, guest: { token: string; email: string }, stay: StayRequest) {
  return ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token: guest.token,
    payload: bookingForm(guest.email, stay),
  });
}

/** A signed-in guest holds `stay` through the API; the test fails unless it is held. */
export async function holdStay(ctx: TestContext, guest: { token: string; email: string }, stay: StayRequest) {
  const response = await requestStay(ctx, guest, stay);
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data;
  return { id: data.id as number, bookingNo: data.booking_no as string };
}

/** A new guest signs up and holds `stay`: the hold, the guest and the guest's token. */
export async function holdAsNewGuest(ctx: TestContext, stay: StayRequest) {
  const guest = await ctx.newUser();
  return { ...(await holdStay(ctx, guest, stay)), guest, token: guest.token };
}

/**
 * A guest's held 7-night stay `arrivalOffset` days ahead (45 unless given) at £700 (deposit £140),
 * on a new grade of a new park with `units` units: the stay the money tests pay, refund and cancel.
 */
export async function holdSevenNights(
  ctx: TestContext,
  make: ReturnType<typeof catalogueFactory>,
  guest: { token: string; email: string },
  units = 2,
  arrivalOffset = 45,
) {
  const { park, grade } = await make.parkWithGrade({ units, capacity: 4, prices: WEEKS_AT_100_A_NIGHT });
  const { id } = await holdStay(ctx, guest, {
    grade_code: grade.gradeCode,
    arrival_date: make.day(arrivalOffset),
    no_of_nights: 7,
  });
  return { id, park, grade };
}

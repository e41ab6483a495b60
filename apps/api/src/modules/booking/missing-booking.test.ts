import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { missingBookingCalls } from '../../test/missing-booking';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let calls: ReturnType<typeof missingBookingCalls>;
let grade: Awaited<ReturnType<ReturnType<typeof catalogueFactory>['grade']>>;
beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  calls = missingBookingCalls(ctx);
  const park = await make.park();
  grade = await make.grade({ parkId: park.id, units: 12, capacity: 4 });
});
afterAll(() => ctx.close());

const LINK_SENT = /^We have e-mailed a link to the address on that booking/;
let nextStay = 0;
let nextAddress = 0;

/** A stay booked by telephone under `email`: in nobody's account, as reception would have made it. */
async function phoneBooking(email: string) {
  const unit = grade.units[nextStay % grade.units.length]!;
  nextStay += 1;
  return make.booking({
    gradeId: grade.id,
    unitId: unit.id,
    arrivalOffset: 20 + nextStay * 4,
    nights: 3,
    email,
  });
}

/** An address with no account, so its mail in the outbox is only what a test caused. */
const anAddress = () => `phone.guest${++nextAddress}.${Math.random().toString(36).slice(2, 8)}@example.test`;

const ownerOf = async (bookingNo: string) =>
  rowsOf<{ user_id: number | null }>(
    await ctx.db.execute(sql`select user_id from booking where booking_no = ${bookingNo}`),
  )[0]?.user_id ?? null;

/** A phone booking that two new accounts each asked for, and the link each got. */
async function linksFromTwoAccounts() {
  const address = anAddress();
  const stay = await phoneBooking(address);
  const first = await ctx.newUser();
  const second = await ctx.newUser();
  await calls.ask(first.token, stay.bookingNo, address);
  const firstLink = (await calls.linkSentTo(address)).token;
  await calls.ask(second.token, stay.bookingNo, address);
  const secondLink = (await calls.linkSentTo(address)).token;
  return { stay, first, second, firstLink, secondLink };
}

describe('"Missing booking?"', () => {
  it("does not add a booking at once when its address is not the account's: a link goes to that address", async () => {
    const address = anAddress();
    const stay = await phoneBooking(address);
    const asker = await ctx.newUser();
    expect((await asker.confirmEmail()).statusCode).toBe(200);

    const answer = await calls.ask(asker.token, stay.bookingNo, address);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ success: true, data: { outcome: 'link_sent' } });
    expect(answer.json().message).toMatch(LINK_SENT);
    expect(await calls.bookingsOf(asker.token)).toEqual([]);
    expect(await ownerOf(stay.bookingNo)).toBeNull();

    const { mail } = await calls.linkSentTo(address);
    expect(mail.subject).toBe(`Add booking ${stay.bookingNo} to an account?`);
    expect(mail.text).toContain(asker.email);
  });

  it('adds the booking to the account that asked once the link is opened and the person confirms', async () => {
    const address = anAddress();
    const stay = await phoneBooking(address);
    const asker = await ctx.newUser();
    await calls.ask(asker.token, stay.bookingNo, address);
    const { token } = await calls.linkSentTo(address);

    // Opening the link changes nothing (mail scanners open links too); it says what would be added.
    const offered = await calls.openLink(token);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data).toMatchObject({
      booking_no: stay.bookingNo,
      account_email: asker.email,
      no_of_nights: 3,
      arrival_date: stay.arrivalDate,
    });
    expect(await ownerOf(stay.bookingNo)).toBeNull();

    const added = await calls.addWithLink(token);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      success: true,
      message: `Booking ${stay.bookingNo} has been added to the account of ${asker.email}.`,
      data: { booking_no: stay.bookingNo, account_email: asker.email },
    });
    expect(await calls.bookingsOf(asker.token)).toEqual([stay.bookingNo]);
  });

  it('adds with a link once, and not after it has expired or a newer one was sent', async () => {
    const asker = await ctx.newUser();

    const once = await phoneBooking(anAddress());
    await calls.ask(asker.token, once.bookingNo, once.email);
    const { token } = await calls.linkSentTo(once.email);
    expect((await calls.addWithLink(token)).statusCode).toBe(200);
    const again = await calls.addWithLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      {
        field: 'token',
        message:
          'This link is invalid, has expired or has already been used. Ask for a new one with "Missing booking?" on My Bookings.',
      },
    ]);

    const replaced = await phoneBooking(anAddress());
    await calls.ask(asker.token, replaced.bookingNo, replaced.email);
    const first = (await calls.linkSentTo(replaced.email)).token;
    await calls.ask(asker.token, replaced.bookingNo, replaced.email);
    const second = (await calls.linkSentTo(replaced.email)).token;
    expect(second).not.toBe(first);
    expect((await calls.addWithLink(first)).statusCode).toBe(400);
    expect(await ownerOf(replaced.bookingNo)).toBeNull();
    expect((await calls.addWithLink(second)).statusCode).toBe(200);

    const late = await phoneBooking(anAddress());
    await calls.ask(asker.token, late.bookingNo, late.email);
    const lateLink = (await calls.linkSentTo(late.email)).token;
    ctx.advanceClock(24 * 60 * 60_000 + 60_000);
    expect((await calls.openLink(lateLink)).statusCode).toBe(400);
    expect((await calls.addWithLink(lateLink)).statusCode).toBe(400);
    expect(await ownerOf(late.bookingNo)).toBeNull();
  });

  it("cannot use another account's confirmed address; that account adds it at once", async () => {
    const holder = await ctx.newUser();
    expect((await holder.confirmEmail()).statusCode).toBe(200);
    const stay = await phoneBooking(holder.email);
    const stranger = await ctx.newUser();
    expect((await stranger.confirmEmail()).statusCode).toBe(200);

    const tried = await calls.ask(stranger.token, stay.bookingNo, holder.email);
    expect(tried.statusCode).toBe(202);
    expect(await calls.bookingsOf(stranger.token)).toEqual([]);
    expect(await ownerOf(stay.bookingNo)).toBeNull();
    // The link went to the holder's address, saying who asked.
    expect((await calls.linkSentTo(holder.email)).mail.text).toContain(stranger.email);

    const own = await calls.ask(holder.token, stay.bookingNo.toLowerCase(), holder.email.toUpperCase());
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      success: true,
      message: `Booking ${stay.bookingNo} has been added to your account.`,
      data: { outcome: 'added' },
    });
    expect(await calls.bookingsOf(holder.token)).toEqual([stay.bookingNo]);
  });

  it('does not add at once with an address the account has not confirmed; once confirmed, it does', async () => {
    const user = await ctx.newUser();
    const stay = await phoneBooking(user.email);

    const unconfirmed = await calls.ask(user.token, stay.bookingNo, user.email);
    expect(unconfirmed.statusCode).toBe(202);
    expect(unconfirmed.json().message).toMatch(LINK_SENT);
    expect(await ownerOf(stay.bookingNo)).toBeNull();
    expect((await calls.linkSentTo(user.email)).mail.subject).toBe(
      `Add booking ${stay.bookingNo} to an account?`,
    );

    expect((await user.confirmEmail()).statusCode).toBe(200);
    const confirmed = await calls.ask(user.token, stay.bookingNo, user.email);
    expect(confirmed.statusCode).toBe(200);
    expect(await calls.bookingsOf(user.token)).toEqual([stay.bookingNo]);
  });

  it('answers the same whether or not a booking matches, and e-mails nobody when none does', async () => {
    const address = anAddress();
    const stay = await phoneBooking(address);
    const taken = await ctx.newUser();
    expect((await taken.confirmEmail()).statusCode).toBe(200);
    const someoneElses = await phoneBooking(taken.email);
    expect((await calls.ask(taken.token, someoneElses.bookingNo, taken.email)).statusCode).toBe(200);
    const asker = await ctx.newUser();
    const elsewhere = anAddress();

    const answers = [];
    for (const [reference, email] of [
      [stay.bookingNo, address],
      ['BK1234567', address],
      [stay.bookingNo, elsewhere],
      [someoneElses.bookingNo, taken.email],
    ] as const) {
      const answer = await calls.ask(asker.token, reference, email);
      answers.push({ status: answer.statusCode, body: answer.json() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(202);
    expect(await ctx.outbox(elsewhere)).toEqual([]);
    expect(await ctx.outbox(taken.email)).toEqual([]);
    expect(await ownerOf(someoneElses.bookingNo)).toBe(taken.id);
  });

  it("adds with a link only to the account that asked, and never once the booking is someone else's", async () => {
    const { stay, first, second, firstLink, secondLink } = await linksFromTwoAccounts();

    expect((await calls.addWithLink(secondLink)).statusCode).toBe(200);
    expect(await calls.bookingsOf(second.token)).toEqual([stay.bookingNo]);
    expect((await calls.addWithLink(firstLink)).statusCode).toBe(400);
    expect(await calls.bookingsOf(first.token)).toEqual([]);
    expect(await ownerOf(stay.bookingNo)).toBe(second.id);
  });

  it('lets one of two links used at once win, and one link add only once when used twice at once', async () => {
    const { stay, first, second, firstLink, secondLink } = await linksFromTwoAccounts();
    const raced = await Promise.all([calls.addWithLink(firstLink), calls.addWithLink(secondLink)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = raced[0]!.statusCode === 200 ? first : second;
    expect(await ownerOf(stay.bookingNo)).toBe(winner.id);

    const again = await phoneBooking(anAddress());
    await calls.ask(first.token, again.bookingNo, again.email);
    const link = (await calls.linkSentTo(again.email)).token;
    const twice = await Promise.all([calls.addWithLink(link), calls.addWithLink(link)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await ownerOf(again.bookingNo)).toBe(first.id);
  });

  it("sends a booking's address at most three links an hour, answering the same after", async () => {
    const address = anAddress();
    const stay = await phoneBooking(address);
    const asker = await ctx.newUser();
    const bodies = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const answer = await calls.ask(asker.token, stay.bookingNo, address);
      expect(answer.statusCode).toBe(202);
      bodies.add(answer.body);
    }
    expect(bodies.size).toBe(1);
    expect(await ctx.outbox(address)).toHaveLength(3);
  });

  it('keeps the link out of what staff read in the Outbox', async () => {
    const address = anAddress();
    const stay = await phoneBooking(address);
    const asker = await ctx.newUser();
    await calls.ask(asker.token, stay.bookingNo, address);
    const { token } = await calls.linkSentTo(address);
    const reception = (
      await ctx.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'reception@brackenbay.example', password: 'FrontDeskWelcome26' },
      })
    ).json().data.bearer_token as string;
    const list = await ctx.request({
      method: 'GET',
      url: `/api/admin/outbox?to=${encodeURIComponent(address)}`,
      token: reception,
    });
    const [summary] = list.json().data.messages;
    const seen = await ctx.request({
      method: 'GET',
      url: `/api/admin/outbox/${summary.id}`,
      token: reception,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.text).toContain('/missing-booking/');
    expect(seen.body).not.toContain(token);
  });

  it('refuses a link that is missing or malformed with 400 naming the field', async () => {
    for (const token of ['', 'x'.repeat(300)]) {
      const answer = await calls.addWithLink(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].field).toBe('token');
    }
    expect((await ctx.request({ method: 'GET', url: '/api/find-missing-booking/link' })).statusCode).toBe(
      400,
    );
  });
});

import { HIDDEN_SECRET, type TOutboxSummary } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { composeMail } from '../../../mail/mail';
import { createMailer, MailDelivery, type MailTransport } from '../../../mail/mailer';
import { hideSecrets } from '../../../mail/secrets';
import { createTestContext, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let reception: string;
let activities: string;

const signIn = (who: 'reception' | 'activities' | 'admin' | 'guest' | 'owner') => ctx.signIn(who);

beforeAll(async () => {
  ctx = await createTestContext();
  reception = await signIn('reception');
  activities = await signIn('activities');
}, 60_000);
afterAll(() => ctx.close());

/** Delivery on the test's database: the outbox is the delivery, or `transport` is the SMTP server. */
const deliveryOf = (transport?: MailTransport, maxAttempts = 3) =>
  new MailDelivery(ctx.db, {
    from: 'desk@brackenbay.example',
    transport,
    retrySeconds: 60,
    maxAttempts,
    leaseSeconds: 60,
    messageIdHost: 'brackenbay.example',
  });

/** A mailer on the test's database: the outbox is the delivery, or `transport` is the SMTP server. */
const mailerOf = (transport?: MailTransport, maxAttempts = 3) =>
  createMailer(ctx.db, deliveryOf(transport, maxAttempts), (error) => {
    throw error;
  });

/** An SMTP server that refuses every message, as one does when it is down. */
const refusingServer: MailTransport = {
  sendMail: async () => {
    throw new Error('connect ECONNREFUSED 192.0.2.25:587');
  },
};

/** An e-mail to `to` whose only attempt failed: recorded, then tried once against a refusing server. */
const failedMail = async (to: string, subject: string) => {
  const mailer = mailerOf(refusingServer, 1);
  await mailer.record(
    ctx.db,
    composeMail({ to, subject, greeting: 'Hello,', paragraphs: ['See you soon.'], siteName: 'Brackenbay' }),
  );
  await deliveryOf(refusingServer, 1).deliverDue();
  const [row] = rowsOf<{ id: number }>(
    await ctx.db.execute(
      sql`select id from outbox_message where to_address = ${to} order by id desc limit 1`,
    ),
  );
  return row!.id;
};

const list = (query: string, token = reception) =>
  ctx.request({ method: 'GET', url: `/api/admin/outbox${query}`, token });

describe('GET /api/admin/outbox', () => {
  it('lists e-mails newest first, by part of the address or the subject, a page at a time', async () => {
    const mailer = mailerOf();
    const send = (to: string, subject: string) =>
      mailer.send(
        composeMail({
          to,
          subject,
          greeting: 'Hello,',
          paragraphs: ['See you soon.'],
          siteName: 'Brackenbay',
        }),
      );
    await send('maeve.byrne@example.test', 'Your booking BK1 is confirmed');
    await send('Owen.Price@example.test', 'Your receipt');
    await send('maeve.byrne@example.test', 'Your receipt');

    const all = await list('');
    expect(all.statusCode).toBe(200);
    const { data } = all.json();
    expect(data.messages.slice(0, 3).map((m: TOutboxSummary) => [m.to, m.subject])).toEqual([
      ['maeve.byrne@example.test', 'Your receipt'],
      ['Owen.Price@example.test', 'Your receipt'],
      ['maeve.byrne@example.test', 'Your booking BK1 is confirmed'],
    ]);
    expect(data.messages[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      next_attempt_at: null,
    });
    expect(data.messages[0].sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.messages[0].recorded_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data).toMatchObject({ page: 1, page_size: 25 });

    const maeve = (await list('?to=MAEVE')).json().data;
    expect(maeve.total).toBe(2);
    expect(maeve.messages.map((m: TOutboxSummary) => m.to)).toEqual([
      'maeve.byrne@example.test',
      'maeve.byrne@example.test',
    ]);
    const receipts = (await list('?to=maeve&q=receipt')).json().data;
    expect(receipts.messages.map((m: TOutboxSummary) => m.subject)).toEqual(['Your receipt']);
    expect((await list('?to=nobody-here')).json().data).toMatchObject({ messages: [], total: 0 });

    const second = (await list('?page=2')).json().data;
    expect(second.page).toBe(2);
    expect(second.messages.length).toBe(Math.max(0, Math.min(25, second.total - 25)));

    const bad = await list('?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('page');
  });

  it('shows one e-mail with its text and HTML, hiding the reset link that only its addressee may use', async () => {
    const victim = await ctx.newUser();
    await ctx.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: victim.email },
    });
    const [summary] = (await list(`?to=${encodeURIComponent(victim.email)}`)).json().data.messages;
    expect(summary.subject).toContain('Reset your');

    const read = await ctx.request({
      method: 'GET',
      url: `/api/admin/outbox/${summary.id}`,
      token: reception,
    });
    expect(read.statusCode).toBe(200);
    const message = read.json().data;
    expect(message).toMatchObject({ id: summary.id, to: victim.email, attachments: [] });
    expect(message.text).toContain('We received a request to reset the password');
    expect(message.text).toContain(`/reset-password/${HIDDEN_SECRET}`);
    expect(message.html).toContain('<p>');
    const clear = (await ctx.outbox(victim.email))[0]!;
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(clear.text)![1]!;
    expect(read.body).not.toContain(token);

    expect(
      (await ctx.request({ method: 'GET', url: '/api/admin/outbox/999999', token: reception })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/admin/outbox/${summary.id}`, token: activities }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/admin/outbox/${summary.id}`, token: victim.token }))
        .statusCode,
    ).toBe(403);
    expect((await list('', activities)).statusCode).toBe(403);
  });
});

describe('an e-mail that keeps failing', () => {
  it('is listed as failed with its error, found by its status, and can be sent again once', async () => {
    const id = await failedMail('gwen.morgan@example.test', 'Your booking BK2 is confirmed');
    await mailerOf().send(
      composeMail({
        to: 'gwen.morgan@example.test',
        subject: 'Your receipt',
        greeting: 'Hello,',
        paragraphs: ['Thank you.'],
        siteName: 'Brackenbay',
      }),
    );

    const gwen = (await list('?to=gwen.morgan')).json().data;
    expect(gwen.messages).toMatchObject([
      { subject: 'Your receipt', status: 'sent' },
      {
        id,
        subject: 'Your booking BK2 is confirmed',
        status: 'failed',
        attempts: 1,
        last_error: 'connect ECONNREFUSED 192.0.2.25:587',
        next_attempt_at: null,
        sent_at: null,
      },
    ]);
    const failed = (await list('?status=failed')).json().data;
    expect(failed.messages.map((m: TOutboxSummary) => m.id)).toEqual([id]);
    expect(failed.total).toBe(1);
    expect((await list('?status=sent&to=gwen.morgan')).json().data.messages).toMatchObject([
      { subject: 'Your receipt' },
    ]);
    expect((await list('?status=pending&to=gwen.morgan')).json().data.total).toBe(0);

    const resent = await ctx.request({
      method: 'POST',
      url: `/api/admin/outbox/${id}/resend`,
      token: reception,
    });
    expect(resent.statusCode).toBe(200);
    const answer = resent.json();
    expect(answer.message).toBe('The e-mail is queued to be sent again.');
    // The app's delivery (no SMTP server: the row is the delivery) sent it before answering.
    expect(answer.data).toMatchObject({ id, status: 'sent', attempts: 1, last_error: null });
    expect(answer.data.sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await list('?status=failed')).json().data.total).toBe(0);

    const history = await ctx.request({
      method: 'GET',
      url: `/api/admin/audit-entries?entity_type=outbox_message&entity_id=${id}`,
      token: reception,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toMatchObject([
      {
        action: 'outbox.resend',
        entity_id: String(id),
        staff: { email: DEMO_ACCOUNTS.reception.email },
        before: { status: 'failed', attempts: 1, last_error: 'connect ECONNREFUSED 192.0.2.25:587' },
        after: { status: 'pending', attempts: 0 },
      },
    ]);

    // Sent now: a second press is refused, and not audited.
    const again = await ctx.request({
      method: 'POST',
      url: `/api/admin/outbox/${id}/resend`,
      token: reception,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'NOT_FAILED',
      message: 'Only an e-mail that failed can be sent again; this one is sent.',
    });
    const [{ n }] = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from audit_entry where entity_type = 'outbox_message' and entity_id = ${String(id)}`,
      ),
    ) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('is sent again only by reception or an admin, and only if it exists', async () => {
    const id = await failedMail('iolo.hughes@example.test', 'Your receipt');
    const resend = (token?: string, which = id) =>
      ctx.request({ method: 'POST', url: `/api/admin/outbox/${which}/resend`, token });
    expect((await resend()).statusCode).toBe(401);
    expect((await resend(await signIn('guest'))).statusCode).toBe(403);
    expect((await resend(await signIn('owner'))).statusCode).toBe(403);
    expect((await resend(activities)).statusCode).toBe(403);
    expect((await resend(reception, 999_999)).statusCode).toBe(404);
    expect((await list('?status=failed&to=iolo')).json().data.total).toBe(1);
    expect((await resend(await signIn('admin'))).statusCode).toBe(200);
  });

  it('is filtered by a status the outbox knows, and nothing else', async () => {
    const bad = await list('?status=bounced');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
    expect((await list('?status=')).statusCode).toBe(200);
  });
});

describe('an e-mail that failed over SMTP', () => {
  it('is sent again over SMTP once the server is back, with its attempts counted afresh', async () => {
    // The app's own delivery, against a server that is down and then back.
    const server = { up: false, received: [] as { to?: unknown; subject?: unknown }[] };
    const smtp = await createTestContext({ MAIL_MAX_ATTEMPTS: '1' }, 'site', {
      mailTransport: {
        sendMail: async (message: { to?: unknown; subject?: unknown }) => {
          if (!server.up) throw new Error('421 Service not available');
          server.received.push(message);
          return message;
        },
      },
    });
    try {
      const token = await (
        await smtp.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: DEMO_ACCOUNTS.reception.email, password: DEMO_ACCOUNTS.reception.password },
        })
      ).json().data.bearer_token;
      const guest = await smtp.newUser();
      await smtp.request({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: guest.email },
      });
      const listed = await smtp.request({
        method: 'GET',
        url: `/api/admin/outbox?status=failed&to=${encodeURIComponent(guest.email)}`,
        token,
      });
      const [failed] = listed.json().data.messages;
      expect(failed).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: '421 Service not available',
      });

      server.up = true;
      const resent = await smtp.request({
        method: 'POST',
        url: `/api/admin/outbox/${failed.id}/resend`,
        token,
      });
      expect(resent.statusCode).toBe(200);
      expect(resent.json().data).toMatchObject({
        id: failed.id,
        status: 'sent',
        attempts: 1,
        last_error: null,
      });
      expect(server.received.map((message) => message.to)).toEqual([guest.email]);
    } finally {
      await smtp.close();
    }
  });
});

describe('mail sent over SMTP', () => {
  it('is kept for staff too, without the secrets only its addressee may use', async () => {
    const sent: { to?: unknown; text?: unknown }[] = [];
    const mailer = mailerOf({
      sendMail: async (message: { to?: unknown; text?: unknown }) => sent.push(message),
    });
    const token = 'Q2xpZmYtdG9wIHNlY3JldCB0b2tlbiBmb3IgdGVzdHMgb25seQ';
    await mailer.send(
      composeMail({
        to: 'ffion.jones@example.test',
        subject: 'Reset your Brackenbay password',
        greeting: 'Hello Ffion,',
        paragraphs: ['Your code is 482913. It works once.'],
        action: { label: 'Reset your password', url: `https://brackenbay.example/reset-password/${token}` },
        siteName: 'Brackenbay',
      }),
    );
    // The addressee gets the link and the code ...
    expect(String(sent[0]!.text)).toContain(token);
    expect(String(sent[0]!.text)).toContain('482913');
    // ... the copy kept holds neither.
    const [kept] = rowsOf<{ text_body: string; html_body: string }>(
      await ctx.db.execute(
        sql`select text_body, html_body from outbox_message where to_address = 'ffion.jones@example.test'`,
      ),
    );
    expect(kept!.text_body).toContain('Reset your password');
    expect(`${kept!.text_body}${kept!.html_body}`).not.toContain(token);
    expect(`${kept!.text_body}${kept!.html_body}`).not.toContain('482913');
  });

  it('keeps no confirmation or reset link once the site has sent them', async () => {
    const sent: { to?: unknown; text?: unknown; html?: unknown }[] = [];
    const smtp = await createTestContext({}, 'site', {
      mailTransport: { sendMail: async (message: (typeof sent)[number]) => sent.push(message) },
    });
    try {
      const email = 'rhys.evans@example.test';
      const signUp = await smtp.request({
        method: 'POST',
        url: '/api/users',
        payload: {
          email,
          password: 'Wandering-Heron-42',
          first_name: 'Rhys',
          last_name: 'Evans',
          country_code: 'GB',
        },
      });
      expect(signUp.statusCode).toBe(201);
      await smtp.request({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
      // The addressee got both links ...
      const links = sent.map((message) =>
        /\/(confirm-email|reset-password)\/([A-Za-z0-9_-]{32,})/.exec(String(message.text)),
      );
      expect(links.map((link) => link?.[1])).toEqual(['confirm-email', 'reset-password']);
      // ... and what the site keeps of them, sent, holds neither token.
      const kept = rowsOf<{ status: string; subject: string; text_body: string; html_body: string }>(
        await smtp.db.execute(
          sql`select status, subject, text_body, html_body from outbox_message where to_address = ${email} order by id`,
        ),
      );
      expect(kept.map((row) => row.status)).toEqual(['sent', 'sent']);
      for (const [i, row] of kept.entries()) {
        const stored = `${row.subject}${row.text_body}${row.html_body}`;
        expect(stored).toContain(`/${links[i]![1]}/${HIDDEN_SECRET}`);
        expect(stored).not.toContain(links[i]![2]);
      }
    } finally {
      await smtp.close();
    }
  });

  it('hides tokens and link codes, and nothing else', () => {
    expect(hideSecrets('Your code is 123456. It expires in 15 minutes.')).toBe(
      `Your code is ${HIDDEN_SECRET}. It expires in 15 minutes.`,
    );
    expect(hideSecrets('Booking BK9000001 for 7 nights, total £693.00, ref 2026-11-24.')).toBe(
      'Booking BK9000001 for 7 nights, total £693.00, ref 2026-11-24.',
    );
  });
});

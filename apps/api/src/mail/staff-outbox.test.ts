import { HIDDEN_SECRET, type TOutboxSummary } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/demo-data';
import { createTestContext, type TestContext } from '../test/harness';
import { composeMail } from './mail';
import { createMailer, MailDelivery, type MailTransport } from './mailer';
import { hideSecrets } from './secrets';

let ctx: TestContext;
let reception: string;
let activities: string;

const signIn = async (who: 'reception' | 'activities') =>
  (
    await ctx.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ACCOUNTS[who].email, password: DEMO_ACCOUNTS[who].password },
    })
  ).json().data.bearer_token as string;

beforeAll(async () => {
  ctx = await createTestContext();
  reception = await signIn('reception');
  activities = await signIn('activities');
}, 60_000);
afterAll(() => ctx.close());

/** A mailer on the test's database: the outbox is the delivery, or `transport` is the SMTP server. */
const mailerOf = (transport?: MailTransport) =>
  createMailer(
    ctx.db,
    new MailDelivery(ctx.db, {
      from: 'desk@brackenbay.example',
      transport,
      retrySeconds: 60,
      maxAttempts: 3,
      leaseSeconds: 60,
      messageIdHost: 'brackenbay.example',
    }),
    (error) => {
      throw error;
    },
  );

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
    expect(data.messages[0].sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
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

  it('hides tokens and link codes, and nothing else', () => {
    expect(hideSecrets('Your code is 123456. It expires in 15 minutes.')).toBe(
      `Your code is ${HIDDEN_SECRET}. It expires in 15 minutes.`,
    );
    expect(hideSecrets('Booking BK9000001 for 7 nights, total £693.00, ref 2026-11-24.')).toBe(
      'Booking BK9000001 for 7 nights, total £693.00, ref 2026-11-24.',
    );
  });
});

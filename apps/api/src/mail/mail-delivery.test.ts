import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { createTestContext, type TestContext } from '../test/harness';
import { composeMail } from './mail';
import { createMailer, MailDelivery, type MailTransport, smtpTransport } from './mailer';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(() => ctx.close());

type Sent = { to?: unknown; subject?: unknown; messageId?: unknown };

/** A delivery over `transport` on the test's database, and a mailer that records into it. */
function deliveryOver(transport: MailTransport, maxAttempts = 3) {
  const delivery = new MailDelivery(ctx.db, {
    from: 'desk@brackenbay.example',
    transport,
    retrySeconds: 10,
    maxAttempts,
    leaseSeconds: 60,
    messageIdHost: 'brackenbay.example',
  });
  const mailer = createMailer(ctx.db, delivery, (error) => {
    throw error;
  });
  return { delivery, mailer };
}

const mailTo = (to: string, subject = 'Your stay') =>
  composeMail({ to, subject, greeting: 'Hello,', paragraphs: ['See you soon.'], siteName: 'Brackenbay' });

const rowOf = async (to: string) =>
  rowsOf<{
    status: string;
    attempts: number;
    last_error: string | null;
    wait_s: number | null;
    sent: boolean;
  }>(
    await ctx.db.execute(sql`
      select status, attempts, last_error, round(extract(epoch from next_attempt_at - now()))::int as wait_s,
             sent_at is not null as sent
      from outbox_message where to_address = ${to}`),
  );

/** Time passes: every message waiting for its retry is due now. */
const retriesDue = () =>
  ctx.db.execute(sql`update outbox_message set next_attempt_at = now() where status = 'pending'`);

describe('delivering the outbox over SMTP', () => {
  it('tries a message again after growing waits, then marks it failed with the reason', async () => {
    const { delivery, mailer } = deliveryOver({
      sendMail: async () => {
        throw new Error('421 Service not available');
      },
    });
    // Recorded, then the first attempt (no queue in this test: dispatch delivers at once).
    expect(await mailer.send(mailTo('retry@example.test'))).toBe(true);
    expect(await rowOf('retry@example.test')).toEqual([
      { status: 'pending', attempts: 1, last_error: '421 Service not available', wait_s: 10, sent: false },
    ]);
    // Not due yet: nothing is tried.
    expect(await delivery.deliverDue()).toMatchObject({ sent: 0, failed: 0 });
    expect((await rowOf('retry@example.test'))[0]!.attempts).toBe(1);

    await retriesDue();
    await delivery.deliverDue();
    expect((await rowOf('retry@example.test'))[0]).toMatchObject({
      status: 'pending',
      attempts: 2,
      wait_s: 20,
    });

    await retriesDue();
    expect(await delivery.deliverDue()).toMatchObject({ failed: 1 });
    expect(await rowOf('retry@example.test')).toEqual([
      { status: 'failed', attempts: 3, last_error: '421 Service not available', wait_s: null, sent: false },
    ]);
  });

  it('sends each message once when deliveries run side by side, with one Message-ID each', async () => {
    const sent: Sent[] = [];
    const { delivery, mailer } = deliveryOver({
      sendMail: async (message: Sent) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(message);
      },
    });
    for (let i = 0; i < 6; i++) await mailer.record(ctx.db, mailTo(`side${i}@example.test`));
    const runs = await Promise.all([delivery.deliverDue(), delivery.deliverDue(), delivery.deliverDue()]);
    expect(runs.reduce((n, run) => n + run.sent, 0)).toBe(6);
    expect(sent.map((m) => m.to).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `side${i}@example.test`));
    expect(new Set(sent.map((m) => m.messageId)).size).toBe(6);
    expect(String(sent[0]!.messageId)).toMatch(/^<outbox-\d+@brackenbay\.example>$/);
  });

  it('leaves a message taken by a delivery that died until its hold runs out, then sends it', async () => {
    const sent: Sent[] = [];
    const { delivery, mailer } = deliveryOver({ sendMail: async (message: Sent) => sent.push(message) });
    await mailer.record(ctx.db, mailTo('lease@example.test'));
    // A delivery takes it and dies before sending.
    await ctx.db.execute(sql`
      update outbox_message set attempts = 1, claimed_until = now() + interval '1 minute'
      where to_address = 'lease@example.test'`);
    await delivery.deliverDue();
    expect(sent).toEqual([]);
    await ctx.db.execute(
      sql`update outbox_message set claimed_until = now() - interval '1 second' where to_address = 'lease@example.test'`,
    );
    await delivery.deliverDue();
    expect(sent.map((m) => m.to)).toEqual(['lease@example.test']);
    expect((await rowOf('lease@example.test'))[0]).toMatchObject({ status: 'sent', attempts: 2, sent: true });
  });

  it('records a message once per key, and writes a templated one when it is delivered', async () => {
    const sent: Sent[] = [];
    const { delivery, mailer } = deliveryOver({ sendMail: async (message: Sent) => sent.push(message) });
    let written = 0;
    delivery.registerTemplate('test-note', async (data) => {
      written += 1;
      return mailTo('ignored@example.test', `Note ${String(data.n)}`);
    });
    const note = { to: 'templated@example.test', template: 'test-note', data: { n: 7 } };
    expect(await mailer.record(ctx.db, note, { dedupeKey: 'test-note:7' })).toBe(true);
    expect(await mailer.record(ctx.db, note, { dedupeKey: 'test-note:7' })).toBe(false);
    expect(written).toBe(0);
    await delivery.deliverDue();
    expect(written).toBe(1);
    // Written from the data at delivery, to the address recorded with it.
    expect(sent).toMatchObject([{ to: 'templated@example.test', subject: 'Note 7' }]);
    const [kept] = rowsOf<{ subject: string; template: string | null }>(
      await ctx.db.execute(
        sql`select subject, template from outbox_message where to_address = 'templated@example.test'`,
      ),
    );
    expect(kept).toEqual({ subject: 'Note 7', template: null });
  });

  it('gives up on a mail server that takes the connection and never answers, and tries again later', async () => {
    // Accepts and says nothing: without a wait for its greeting, the attempt would hang for good.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    try {
      const { mailer } = deliveryOver(smtpTransport(`smtp://127.0.0.1:${port}`, { greetingMs: 300 }));
      const started = Date.now();
      await mailer.send(mailTo('silent@example.test'));
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await rowOf('silent@example.test'))[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        wait_s: 10,
      });
      expect((await rowOf('silent@example.test'))[0]!.last_error).toMatch(/greeting/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import {
  apiClusterForTests,
  sandboxCardOverHttp,
  startApiCluster,
  startApiProcess,
  waitUntilUp,
} from '../../test/api-process';
import { heldStays, pay, userIdOf } from '../../test/stay-payments';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('payments racing across API processes (PostgreSQL)', () => {
  const cluster = apiClusterForTests('payrace', 2, {}, 90_000);

  it('authorises exactly what is owed when 20 payments with different keys race for one stay', async () => {
    const token = await cluster.signUp('racer@example.test', 'Racing-Pigeon-55');
    const [stay] = await heldStays(cluster.db, await userIdOf(cluster.db, 'racer@example.test'), 1, 11_200);
    const bases = cluster.ports.map((port) => `http://127.0.0.1:${port}`);
    const cards = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sandboxCardOverHttp(bases[i % 2]!, token)),
    );
    const answers = await Promise.all(
      cards.map(async (c, i) => {
        const response = await pay(bases[i % 2]!, token, randomUUID(), { ...c, bookingNumber: String(stay) });
        return {
          status: response.status,
          body: (await response.json()) as { success: boolean; code?: string },
        };
      }),
    );
    const authorised = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409 || a.status === 400);
    process.stdout.write(
      `20 racing Full Payments for a £112.00 stay: ${authorised.length} authorised, ${refused.length} refused (${[...new Set(refused.map((a) => a.body.code))].join(', ')})\n`,
    );
    expect(authorised).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const [taken] = rowsOf<{ pence: number; n: number }>(
      await cluster.db.execute(
        sql`select coalesce(sum(amount), 0)::int as pence, count(*)::int as n from sandbox_transaction where status = 'Ok' and vendor_tx_code like ${`BK${stay}-%`}`,
      ),
    );
    expect(taken).toEqual({ pence: 11_200, n: 1 });
    const [stayRow] = rowsOf<{ paid: number; pending: number; status: string }>(
      await cluster.db.execute(
        sql`select paid_pence as paid, pending_pence as pending, status from booking where id = ${stay}`,
      ),
    );
    expect(stayRow).toEqual({ paid: 11_200, pending: 0, status: 'confirmed' });
  }, 60_000);
});

describe.skipIf(!serverUrl)('an API process killed with SIGKILL during 30 payments (PostgreSQL)', () => {
  let cluster: Awaited<ReturnType<typeof startApiCluster>>;
  let again: ChildProcess | undefined;
  // Short enough for a test: a payment with no answer after 4 s is settled by asking the sandbox.
  const env = {
    // Reconciliation as production runs it: pg-boss's schedule, once a minute across processes.
    JOB_QUEUE: 'pg-boss',
    PAYMENT_RECONCILE_AFTER_SECONDS: '4',
    OPAYO_TIMEOUT_MS: '3000',
  };
  beforeAll(async () => {
    cluster = await startApiCluster(serverUrl!, 'paycrash', 1, env);
  }, 90_000);
  afterAll(async () => {
    if (again && again.exitCode === null) {
      again.kill('SIGKILL');
      await once(again, 'exit');
    }
    await cluster?.stop();
  }, 60_000);

  it('credits every payment the sandbox took, and every retry gets the settled answer', async () => {
    const token = await cluster.signUp('crasher@example.test', 'Falling-Anvil-77');
    const stays = await heldStays(cluster.db, await userIdOf(cluster.db, 'crasher@example.test'), 30, 11_200);
    const port = cluster.ports[0]!;
    const base = `http://127.0.0.1:${port}`;
    const cards = await Promise.all(stays.map(() => sandboxCardOverHttp(base, token)));
    const keys = stays.map(() => randomUUID());
    const inFlight = stays.map((id, i) =>
      pay(base, token, keys[i]!, { ...cards[i], bookingNumber: String(id) }).catch(() => undefined),
    );
    // Kill the only process once payments are between us and the sandbox.
    const started = Date.now();
    while (Date.now() - started < 10_000) {
      const [row] = rowsOf<{ n: number }>(
        await cluster.db.execute(sql`select count(*)::int as n from sandbox_transaction where status = 'Ok'`),
      );
      if (row!.n >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await cluster.kill(0);
    await Promise.all(inFlight);

    const before = rowsOf<{ status: string; n: number }>(
      await cluster.db.execute(
        sql`select status, count(*)::int as n from payment group by status order by status`,
      ),
    );
    const [chargedAtKill] = rowsOf<{ n: number }>(
      await cluster.db.execute(
        sql`select count(*)::int as n from sandbox_transaction s join payment p on p.vendor_tx_code = s.vendor_tx_code where s.status = 'Ok' and p.status = 'pending'`,
      ),
    );
    process.stdout.write(
      `after SIGKILL: ${before.map((r) => `${r.n} ${r.status}`).join(', ')}; ${chargedAtKill!.n} pending payments already charged at the sandbox\n`,
    );
    expect(before.find((r) => r.status === 'pending')?.n ?? 0).toBeGreaterThan(0);

    again = startApiProcess(cluster.url, port, 'paycrash-again', env);
    await waitUntilUp(port);
    // The restarted process's scheduled work settles them: pg-boss's schedule makes one run a
    // minute across processes, so within a minute and the 4 s a payment is left to its request.
    const deadline = Date.now() + 90_000;
    let open = Number.POSITIVE_INFINITY;
    while (Date.now() < deadline) {
      open = rowsOf<{ n: number }>(
        await cluster.db.execute(
          sql`select count(*)::int as n from payment where status in ('pending', 'challenge')`,
        ),
      )[0]!.n;
      if (open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(open).toBe(0);

    // Every payment the sandbox took is credited to its stay, and nothing else is.
    const charged = rowsOf<{ vendor_tx_code: string; amount: number }>(
      await cluster.db.execute(
        sql`select vendor_tx_code, amount from sandbox_transaction where transaction_type = 'Payment' and status = 'Ok'`,
      ),
    );
    const ours = rowsOf<{ vendor_tx_code: string; status: string; booking_id: number }>(
      await cluster.db.execute(sql`select vendor_tx_code, status, booking_id from payment`),
    );
    const byCode = new Map(ours.map((p) => [p.vendor_tx_code, p]));
    for (const c of charged) expect(byCode.get(c.vendor_tx_code)?.status).toBe('authorised');
    const mismatched = rowsOf<{ id: number }>(
      await cluster.db.execute(sql`
        select b.id from booking b
        left join payment p on p.booking_id = b.id and p.status = 'authorised'
        where b.id in ${sql.raw(`(${stays.join(',')})`)}
        group by b.id, b.paid_pence, b.pending_pence
        having b.paid_pence <> coalesce(sum(p.amount_pence), 0) or b.pending_pence <> 0`),
    );
    expect(mismatched).toEqual([]);
    process.stdout.write(
      `reconciled: ${charged.length} charged at the sandbox and credited, ${ours.length - charged.length} failed or never sent\n`,
    );

    // A retry with each key answers what was settled: 201 for the credited, 200 for the others.
    const retries = await Promise.all(
      stays.map(async (id, i) => {
        const response = await pay(base, token, keys[i]!, {
          merchantSessionKey: 'retry',
          cardIdentifier: 'retry',
          bookingNumber: String(id),
        });
        return response.status;
      }),
    );
    const recorded = stays.map((id) => ours.find((p) => p.booking_id === id));
    for (const [i, status] of retries.entries()) {
      const row = recorded[i];
      if (row) expect(status).toBe(row.status === 'authorised' ? 201 : 200);
      else expect(status).toBeLessThan(409);
    }
  }, 180_000);
});

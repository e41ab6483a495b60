import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { freePort, startApiCluster, startApiProcess, waitUntilUp } from '../test/api-process';
import { testSmtpServer } from '../test/smtp-server';
import { JOB } from './definitions';

const serverUrl = process.env.DATABASE_URL;

type Cluster = Awaited<ReturnType<typeof startApiCluster>>;

// Issue 17: every API process ran every scheduled job on its own interval, and a job that died
// half-way was not resumed. Now pg-boss holds the schedules and the jobs, in PostgreSQL.
describe.skipIf(!serverUrl)('the job queue across API processes (PostgreSQL, pg-boss)', () => {
  const clusters: Cluster[] = [];
  const others: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of others) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
    }
    await Promise.all(clusters.map((c) => c.stop()));
  }, 60_000);

  it('runs each scheduled job once per period, not once per process', async () => {
    // Every job each minute, so two periods pass in a test.
    const cluster = await startApiCluster(serverUrl!, 'jobsonce', 2, {
      JOB_QUEUE: 'pg-boss',
      SCHEDULED_WORK_CRON: '* * * * *',
      REMINDERS_CRON: '* * * * *',
    });
    clusters.push(cluster);
    const jobsByMinute = async () =>
      rowsOf<{ name: string; minute: string; jobs: number; completed: number }>(
        await cluster.db.execute(sql`
          select name, to_char(date_trunc('minute', created_on), 'HH24:MI') as minute, count(*)::int as jobs,
                 count(*) filter (where state = 'completed')::int as completed
          from pgboss.job where name in (${JOB.scheduledWork}, ${JOB.reminders})
          group by 1, 2 order by 2, 1`),
      );
    // Until both jobs have run in two different minutes (a whole period at least in between).
    await expect
      .poll(
        async () => new Set((await jobsByMinute()).filter((r) => r.completed > 0).map((r) => r.minute)).size,
        {
          timeout: 150_000,
          interval: 1_000,
        },
      )
      .toBeGreaterThanOrEqual(2);
    const table = await jobsByMinute();
    process.stdout.write(
      `jobs per minute with 2 processes: ${table.map((r) => `${r.minute} ${r.name} ×${r.jobs}`).join(', ')}\n`,
    );
    for (const row of table) expect(row, `${row.name} at ${row.minute}`).toMatchObject({ jobs: 1 });
    for (const name of [JOB.scheduledWork, JOB.reminders]) {
      expect(table.filter((r) => r.name === name).length).toBeGreaterThanOrEqual(2);
    }
    // Both processes were working the queue: each is still up, and the runs were shared out by
    // the database, not doubled by the processes.
    expect(cluster.allRunning()).toBe(true);
  }, 200_000);

  it('retries a job whose worker was killed mid-run, and another worker finishes it', async () => {
    const smtpPort = await freePort();
    const smtp = testSmtpServer(smtpPort);
    await smtp.start();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOB_QUEUE: 'pg-boss',
      // A job is thought dead 4 s after it started (and its hold on the e-mail it sends lapses).
      JOB_EXPIRE_SECONDS: '4',
      SCHEDULED_WORK_CRON: 'off',
      REMINDERS_CRON: 'off',
    };
    const cluster = await startApiCluster(serverUrl!, 'jobskill', 1, env);
    clusters.push(cluster);
    try {
      // The sign-up's e-mail is sent by the mail job; the server takes it in and never answers.
      const held = smtp.holdNextMessage();
      await cluster.signUp('killed-mid-job@example.test', 'Halfway-Across-Bridge-62');
      await held;
      const [active] = rowsOf<{ id: string }>(
        await cluster.db.execute(
          sql`select id from pgboss.job where name = ${JOB.mailDelivery} and state = 'active'`,
        ),
      );
      expect(active).toBeDefined();

      // A second worker joins; the first dies in the middle of the job.
      const port = await freePort();
      others.push(startApiProcess(cluster.url, port, 'jobskill-b', env));
      await waitUntilUp(port);
      await cluster.kill(0);

      // The job is run again, by the worker left, and finishes: the e-mail arrives once.
      await expect
        .poll(
          async () =>
            rowsOf<{ state: string; retry_count: number }>(
              await cluster.db.execute(
                sql`select state, retry_count from pgboss.job where id = ${active!.id}::uuid`,
              ),
            )[0],
          { timeout: 60_000, interval: 500 },
        )
        .toMatchObject({ state: 'completed', retry_count: 1 });
      await expect
        .poll(() => smtp.received.filter((m) => m.to.includes('killed-mid-job@example.test')).length, {
          timeout: 30_000,
        })
        .toBe(1);
      const [kept] = rowsOf<{ status: string; attempts: number }>(
        await cluster.db.execute(
          sql`select status, attempts from outbox_message where to_address = 'killed-mid-job@example.test'`,
        ),
      );
      expect(kept).toEqual({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.stop();
    }
  }, 150_000);
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClusterForTests } from '../test/api-process';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('database connections cut while requests are in flight (PostgreSQL)', () => {
  const cluster = apiClusterForTests('connloss', 2, {}, 90_000);

  it('answers the requests in flight cleanly, and both processes keep serving', async () => {
    const token = await cluster.signUp('cut@example.test', 'Severed-Cable-31');
    const bases = cluster.ports.map((port) => `http://127.0.0.1:${port}`);
    const statuses: number[] = [];
    let stop = false;
    const load = (async () => {
      let i = 0;
      while (!stop) {
        const batch = Array.from({ length: 8 }, () => {
          i += 1;
          const url = `${bases[i % 2]}${i % 3 === 0 ? '/api/users' : i % 3 === 1 ? '/api/bookings' : '/api/site-settings'}`;
          return fetch(url, { headers: { authorization: `Bearer ${token}` } })
            .then((response) => statuses.push(response.status))
            .catch(() => statuses.push(0));
        });
        await Promise.all(batch);
      }
    })();
    // Cut every connection of the two API processes, again and again, while they answer.
    let cuts = 0;
    for (let round = 0; round < 10; round++) {
      const [row] = (
        (await cluster.db.execute(sql`
          select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      cuts += row!.n;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stop = true;
    await load;
    process.stdout.write(
      `connection loss: ${cuts} connections cut; answers ${JSON.stringify(countBy(statuses))}\n`,
    );
    expect(cuts).toBeGreaterThan(0);
    expect(cluster.allRunning()).toBe(true);
    expect(statuses.filter((s) => s === 0 || (s >= 500 && s !== 503))).toEqual([]);
    for (const base of bases) {
      const after = await fetch(`${base}/api/bookings`, { headers: { authorization: `Bearer ${token}` } });
      expect(after.status).toBe(200);
    }
  }, 60_000);
});

function countBy(values: number[]) {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

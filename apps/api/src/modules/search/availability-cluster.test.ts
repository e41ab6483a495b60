import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClusterForTests, bookOverHttp } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';

const serverUrl = process.env.DATABASE_URL;

/** How soon every process must show a change (docs/decisions/029-availability-engine.md). */
const WITHIN_MS = 100;

// Two API processes as production runs them (src/server.ts, default settings: answers kept, a
// search at most 50 ms behind the database), on one PostgreSQL server. Each answers searches from
// its own availability engine, which hears every change through LISTEN/NOTIFY.
describe.skipIf(!serverUrl)('availability seen by every API process (PostgreSQL)', () => {
  // No scheduled work: a lapsed hold stays 'held' in its row, so only time can free it.
  const cluster = apiClusterForTests('engine', 2, { SCHEDULED_WORK_CRON: 'off' });
  let make: ReturnType<typeof catalogueFactory>;
  beforeAll(async () => {
    make = catalogueFactory(cluster.db);
    await make.basics();
  }, 120_000);

  it('shows a booking made through one process in the other’s searches within 100 ms, and changes no answer it does not touch', async () => {
    // Made after both processes started: they hear of the new catalogue too.
    const here = await make.park();
    const elsewhere = await make.park();
    const grade = await make.grade({ parkId: here.id, units: 6 });
    await make.grade({ parkId: elsewhere.id, units: 6 });
    const token = await cluster.signUp('engine.cluster@example.test', 'Quiet-Harbour-77');
    const [first, second] = cluster.ports as [number, number];
    const arrival = make.day(30);
    const search = (port: number, parkCode: string, day: string) =>
      `http://127.0.0.1:${port}/api/find-availability?booking_type=1&park_code=${parkCode}&arrival_date=${day}&no_of_nights=3&no_of_adults=2`;
    const free = async (port: number) => {
      const answer = (await (await fetch(search(port, here.parkCode, arrival))).json()) as {
        data: { arrival_date: string; grade_code: string; available_count: number }[];
      };
      return answer.data.find((row) => row.arrival_date === arrival && row.grade_code === grade.gradeCode)
        ?.available_count;
    };
    /**
     * Sends a search to `port` every 5 ms, without waiting for the last, until one shows `expected`
     * units free; answers when (ms from now) searches started showing it: the first send time from
     * which every search sent showed it. On a busy machine a search itself may take longer than
     * that; this is how soon a search arriving there sees the change.
     */
    const seen = (port: number, expected: number, limitMs = 5_000) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const polls: { sent: number; shows?: boolean }[] = [];
        let stop = false;
        const settle = () => {
          if (!stop || polls.some((poll) => poll.shows === undefined)) return;
          let from = Number.POSITIVE_INFINITY;
          for (const poll of [...polls].reverse()) {
            if (!poll.shows) break;
            from = poll.sent;
          }
          resolve(from);
        };
        const timer = setInterval(() => {
          const poll: { sent: number; shows?: boolean } = { sent: performance.now() - started };
          if (poll.sent > limitMs) {
            clearInterval(timer);
            reject(new Error(`port ${port} still does not show ${expected} free after ${limitMs} ms`));
            return;
          }
          polls.push(poll);
          free(port).then((count) => {
            poll.shows = count === expected;
            if (poll.shows && !stop) {
              stop = true;
              clearInterval(timer);
            }
            settle();
          }, reject);
        }, 5);
      });
    await seen(first, 6);
    await seen(second, 6);

    // Searches no booking here touches: another park, and this park weeks later. Both processes
    // answer (and keep) them first.
    const untouched = [first, second].flatMap((port) => [
      search(port, elsewhere.parkCode, arrival),
      search(port, here.parkCode, make.day(60)),
    ]);
    const read = () => Promise.all(untouched.map(async (url) => (await fetch(url)).text()));
    const before = await read();

    const book = () =>
      bookOverHttp(
        `http://127.0.0.1:${first}`,
        { token, email: 'engine.cluster@example.test' },
        { grade_code: grade.gradeCode, arrival_date: arrival, no_of_nights: 3 },
      );
    const delays: number[] = [];
    for (let left = 5; left >= 2; left--) {
      const response = await book();
      expect(response.status).toBe(201);
      delays.push(await seen(second, left));
      // The process that took the booking shows it at once.
      expect(await free(first)).toBe(left);
    }
    process.stdout.write(
      `a booking shown by the other process's searches sent ${delays.map((d) => d.toFixed(1)).join(', ')} ms after it was made\n`,
    );
    expect(Math.max(...delays)).toBeLessThan(WITHIN_MS);
    expect(await read()).toEqual(before);
  }, 60_000);

  it('frees a held unit in every process when its hold lapses, with no change to any row', async () => {
    const p = await make.park();
    const grade = await make.grade({ parkId: p.id, units: 2 });
    const arrival = make.day(40);
    const free = async (port: number) => {
      const answer = (await (
        await fetch(
          `http://127.0.0.1:${port}/api/find-availability?booking_type=1&park_code=${p.parkCode}&arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`,
        )
      ).json()) as { data: { arrival_date: string; available_count: number }[] };
      return answer.data.find((row) => row.arrival_date === arrival)?.available_count;
    };
    const lapsesAt = Date.now() + 1_500;
    await make.booking({
      gradeId: grade.id,
      unitId: grade.units[0]!.id,
      arrivalOffset: 41,
      nights: 2,
      status: 'held',
      holdExpiresAt: new Date(lapsesAt),
    });
    for (const port of cluster.ports) {
      const started = Date.now();
      while ((await free(port)) !== 1) {
        if (Date.now() - started > 1_000) throw new Error(`port ${port} does not show the hold`);
      }
    }
    // When the first search that shows the unit free was sent, from the moment the hold lapsed.
    const late: number[] = [];
    for (const port of cluster.ports) {
      for (;;) {
        const sent = Date.now();
        if ((await free(port)) === 2) {
          late.push(sent - lapsesAt);
          break;
        }
        if (sent - lapsesAt > 5_000) throw new Error(`port ${port} still counts the lapsed hold`);
      }
    }
    expect(Date.now()).toBeGreaterThanOrEqual(lapsesAt);
    expect(Math.max(...late)).toBeLessThan(WITHIN_MS);
    // Nothing released it: the row is still 'held'.
    const [row] = (
      (await cluster.db.execute(sql`select status from booking where grade_id = ${grade.id}`)) as unknown as {
        rows: { status: string }[];
      }
    ).rows;
    expect(row?.status).toBe('held');
  }, 60_000);
});

import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, rowsOf } from '../../db/client';
import { seedSiteData } from '../../db/demo-data';
import { createScratchDatabase } from '../../db/scratch-database';
import {
  bookOverHttp,
  freePort,
  sandboxCardOverHttp,
  startApiProcess,
  waitUntilUp,
} from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';
import { doubleBookedNights } from '../../test/double-booked';

const serverUrl = process.env.DATABASE_URL;

// Kills a real API process mid-flight; needs a server database the test can read afterwards.
describe.skipIf(!serverUrl)('an API process killed with SIGKILL while booking and paying', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  let api: ChildProcess | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'parkstays_crash');
    database = await openDatabase({ databaseUrl: scratch.url });
    await database.migrate();
    await seedSiteData(database.db);
  }, 60_000);

  afterAll(async () => {
    if (api && api.exitCode === null) {
      api.kill('SIGKILL');
      await once(api, 'exit');
    }
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it('leaves every booking and payment either whole or absent, and the API starts again', async () => {
    const make = catalogueFactory(database.db);
    await make.basics();
    const p = await make.park();
    const grades = await Promise.all(
      [0, 1, 2].map(() => make.grade({ parkId: p.id, units: 4, capacity: 4 })),
    );
    const port = await freePort();
    api = startApiProcess(scratch.url, port, 'crash');
    await waitUntilUp(port);
    const base = `http://127.0.0.1:${port}`;
    const json = { 'content-type': 'application/json' };
    const signUp = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: 'crash@example.test',
        password: 'Falling-Anvil-77',
        first_name: 'Cas',
        last_name: 'Ualty',
        country_code: 'GB',
      }),
    });
    const token = ((await signUp.json()) as { data: { bearer_token: string } }).data.bearer_token;
    const auth = { ...json, authorization: `Bearer ${token}` };
    const guest = { token, email: 'crash@example.test' };

    // A few bookings paid for in full, so payments are in flight too.
    const paid: number[] = [];
    for (const g of grades) {
      const made = await bookOverHttp(base, guest, {
        grade_code: g.gradeCode,
        arrival_date: make.day(40),
        no_of_nights: 7,
      });
      paid.push(((await made.json()) as { data: { id: number } }).data.id);
    }
    const payOnce = async (bookingId: number) => {
      const card = await sandboxCardOverHttp(base, token);
      return fetch(`${base}/api/payments`, {
        method: 'POST',
        headers: { ...auth, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          ...card,
          type: 'Initial',
          bookingNumber: String(bookingId),
          customerFirstName: 'Cas',
          customerLastName: 'Ualty',
          address1: '1 Quay',
          city: 'Whitby',
          postalCode: 'YO211DH',
        }),
      });
    };

    const inFlight = [
      ...paid.map((id) => payOnce(id).catch(() => undefined)),
      ...Array.from({ length: 40 }, (_, i) =>
        bookOverHttp(base, guest, {
          grade_code: grades[i % 3]!.gradeCode,
          arrival_date: make.day(20 + (i % 5)),
          no_of_nights: 3,
        }).catch(() => undefined),
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, 60));
    api.kill('SIGKILL');
    await once(api, 'exit');
    await Promise.all(inFlight);

    const bookings = rowsOf<{
      id: number;
      booking_no: string;
      status: string;
      hold_expires_at: string | null;
      paid_pence: number;
      unit_id: number;
    }>(
      await database.db.execute(
        sql`select id, booking_no, status, hold_expires_at, paid_pence, unit_id from booking`,
      ),
    );
    for (const b of bookings) {
      expect(b.booking_no).toMatch(/^BK\d{7}$/);
      expect(b.unit_id).toBeGreaterThan(0);
      if (b.status === 'held') expect(b.hold_expires_at).not.toBeNull();
    }
    // What a booking says it has been paid is exactly what its authorised payments add up to.
    const mismatched = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        select b.id from booking b
        left join payment p on p.booking_id = b.id and p.status = 'authorised'
        group by b.id, b.paid_pence
        having b.paid_pence <> coalesce(sum(p.amount_pence), 0)`),
    );
    expect(mismatched).toEqual([]);
    expect(await doubleBookedNights(database.db)).toBe(0);

    // The API comes back on the same database and goes on serving.
    api = startApiProcess(scratch.url, port, 'crash');
    await waitUntilUp(port);
    const list = await fetch(`${base}/api/bookings`, { headers: auth });
    expect(list.status).toBe(200);
  }, 120_000);
});

import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client';
import { catalogueFactory } from './catalogue-factory';

const json = { 'content-type': 'application/json' };

/** Held stays of one user, written straight to the database: what the payments race for. */
export async function heldStays(db: Database, userId: number, count: number, pricePence: number) {
  const make = catalogueFactory(db);
  await make.basics();
  const p = await make.park();
  const g = await make.grade({ parkId: p.id, units: count, capacity: 4 });
  const ids: number[] = [];
  for (const u of g.units) {
    const made = await make.booking({
      gradeId: g.id,
      unitId: u.id,
      arrivalOffset: 40,
      nights: 7,
      status: 'held',
    });
    await db.execute(sql`
      update booking set user_id = ${userId}, standard_price_pence = ${pricePence},
        hold_expires_at = now() + interval '1 hour', email = 'racer@example.test', first_name = 'Rae'
      where id = ${made.id}`);
    ids.push(made.id);
  }
  return ids;
}

export function pay(base: string, token: string, key: string, body: Record<string, unknown>) {
  return fetch(`${base}/api/payments`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({
      type: 'Initial',
      customerFirstName: 'Rae',
      customerLastName: 'Cer',
      address1: '1 Quay',
      city: 'Whitby',
      postalCode: 'YO211DH',
      termsAgreed: true,
      ...body,
    }),
  });
}

export const userIdOf = async (db: Database, email: string) =>
  rowsOf<{ id: number }>(await db.execute(sql`select id from user_account where email = ${email}`))[0]!.id;

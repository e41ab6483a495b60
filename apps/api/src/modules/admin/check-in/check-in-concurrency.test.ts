import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { activity, activityBooking, activitySession, ticket, ticketType } from '../../../db/schema';
import { apiClusterForTests } from '../../../test/api-process';
import { catalogueFactory } from '../../../test/catalogue-factory';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 2;
const SCANS = 12;

// Two staff at one door scanning the same ticket through two API processes on one PostgreSQL
// server: the conditional UPDATE lets exactly one admit it. Runs in the PostgreSQL pass.
describe.skipIf(!serverUrl)('one ticket scanned at once through two API processes', () => {
  const cluster = apiClusterForTests('ticket_scan_race', PROCESSES);

  it('admits it exactly once; every other scan is told it is used, by whom', async () => {
    const make = catalogueFactory(cluster.db);
    await make.basics();
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 1, capacity: 4 });
    const stay = await make.booking({ gradeId: g.id, unitId: g.units[0]!.id, arrivalOffset: 0, nights: 3 });
    const [guest] = rowsOf<{ id: number }>(
      await cluster.db.execute(sql`select id from user_account where email = ${DEMO_ACCOUNTS.guest.email}`),
    );
    const [made] = await cluster.db
      .insert(activity)
      .values({ activityCode: 'RACE-BNGO', parkId: p.id, name: 'Family Bingo Night' })
      .returning();
    const [type] = await cluster.db
      .insert(ticketType)
      .values({ activityId: made!.id, code: 'ADULT', name: 'Adult', type: 'adult', pricePence: 0 })
      .returning();
    const [session] = await cluster.db
      .insert(activitySession)
      .values({
        sessionNo: 'SCAN01',
        activityId: made!.id,
        date: make.day(0),
        startTime: '20:00',
        endTime: '23:30',
        capacity: 80,
        ticketsSold: 1,
      })
      .returning();
    const [tickets] = await cluster.db
      .insert(activityBooking)
      .values({
        activityBookingNo: 'AB7700001',
        sessionId: session!.id,
        bookingId: stay.id,
        userId: guest!.id,
        totalPence: 0,
        confirmed: true,
      })
      .returning();
    await cluster.db.insert(ticket).values({
      activityBookingId: tickets!.id,
      ticketNo: 1,
      ticketTypeId: type!.id,
      name: 'Adult',
      pricePence: 0,
    });

    const staff = [
      await cluster.logIn(DEMO_ACCOUNTS.activities, 0),
      await cluster.logIn(DEMO_ACCOUNTS.reception, 1),
    ];

    const answers = await Promise.all(
      Array.from({ length: SCANS }, async (_, i) => {
        const response = await fetch(
          `http://127.0.0.1:${cluster.ports[i % PROCESSES]}/api/admin/tickets/check-in`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${staff[i % 2]}` },
            body: JSON.stringify({ code: 'AB7700001-1', session_id: session!.id }),
          },
        );
        return {
          status: response.status,
          body: (await response.json()) as {
            code?: string;
            message: string;
            data?: { used: { by: { name: string } } };
          },
        };
      }),
    );

    const admitted = answers.filter((a) => a.status === 200);
    expect(admitted).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(SCANS - 1);
    expect(new Set(refused.map((a) => a.body.code))).toEqual(new Set(['TICKET_ALREADY_USED']));
    const winner = admitted[0]!.body.data!.used.by.name;
    for (const answer of refused) expect(answer.body.message).toContain(`by ${winner} (`);

    const [row] = rowsOf<{ entries: number; used_by_name: string }>(
      await cluster.db.execute(sql`
        select (select count(*)::int from audit_entry
                where entity_type = 'ticket' and entity_id = 'AB7700001-1' and action = 'ticket.check_in') as entries,
               (select u.first_name || ' ' || u.last_name from ticket t join user_account u on u.id = t.used_by
                where t.activity_booking_id = ${tickets!.id}) as used_by_name`),
    );
    expect(row).toEqual({ entries: 1, used_by_name: winner });
  }, 120_000);
});

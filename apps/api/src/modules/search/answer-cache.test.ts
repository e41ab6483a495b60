import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFactory } from '../../test/catalogue-factory';
import { createTestContext, type TestContext } from '../../test/harness';
import { StaffRepository } from '../audit/audit.repository';
import { StaffService } from '../audit/audit.service';
import { CmsRepository } from '../cms/cms.repository';
import { CmsService } from '../cms/cms.service';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the availability answer cache', () => {
  it('reuses an answer while fresh, serves it stale once while refreshing, and drops it on invalidate', async () => {
    const make = catalogueFactory(ctx.db);
    await make.basics();
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 3 });
    const clock = { now: new Date() };
    const service = new SearchService(
      new SearchRepository(ctx.db),
      new CmsService(new CmsRepository(ctx.db), new StaffService(new StaffRepository(ctx.db))),
      {
        cacheSeconds: 10,
        now: () => clock.now,
      },
    );
    const query = {
      booking_type: 1,
      park_code: p.parkCode,
      arrival_date: make.day(20),
      no_of_nights: 3,
      no_of_adults: 2,
      no_of_children: 0,
      has_pets: 0,
    };
    const left = async () =>
      JSON.parse(await service.findAvailability(query)).data.find(
        (r: { arrival_date: string }) => r.arrival_date === make.day(20),
      ).available_count;

    expect(await left()).toBe(3);
    await make.booking({ gradeId: g.id, unitId: g.units[0]!.id, arrivalOffset: 20, nights: 3 });
    expect(await left()).toBe(3); // fresh for 10 s

    clock.now = new Date(clock.now.getTime() + 11_000);
    expect(await left()).toBe(3); // stale: served once while the refresh runs
    await expect.poll(left).toBe(2);

    await make.booking({ gradeId: g.id, unitId: g.units[1]!.id, arrivalOffset: 20, nights: 3 });
    service.invalidate();
    expect(await left()).toBe(1);

    clock.now = new Date(clock.now.getTime() + 61_000);
    await make.booking({ gradeId: g.id, unitId: g.units[2]!.id, arrivalOffset: 20, nights: 3 });
    expect(await left()).toBe(0); // too old to serve at all
  });
});

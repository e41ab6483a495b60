import type { TAdminMenu, TMenu, TMenuItem, TSiteSettings } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { rowsOf } from '../../../db/client';
import { createTestContext, type TestContext, testConfig } from '../../../test/harness';

let ctx: TestContext;
let admin: string;
let reception: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, reception } = await ctx.signInAll('admin', 'reception'));
}, 60_000);
afterAll(() => ctx.close());

const HEADER = 4;
const FOOTER = 6;

const adminMenus = async () =>
  (await ctx.request({ method: 'GET', url: '/api/admin/menus', token: admin })).json().data as TAdminMenu[];
const adminMenu = async (id: number) => (await adminMenus()).find((menu) => menu.id === id)!;
const itemOf = async (menuId: number, title: string) => {
  const item = (await adminMenu(menuId)).items.find((i) => i.title === title);
  if (!item) throw new Error(`no item ${title} in menu ${menuId}`);
  return item;
};
const publicMenu = async (id: number) =>
  (await ctx.request({ method: 'GET', url: `/wp-json/menus/v1/menus/${id}` })).json() as TMenu;
const titles = (items: TMenuItem[]) => items.map((item) => item.title);

const addItem = (menuId: number, body: Record<string, unknown>, token = admin) =>
  ctx.request({ method: 'POST', url: `/api/admin/menus/${menuId}/items`, payload: body, token });
const putItem = (menuId: number, itemId: number, body: Record<string, unknown>, token = admin) =>
  ctx.request({ method: 'PUT', url: `/api/admin/menus/${menuId}/items/${itemId}`, payload: body, token });
const moveItem = (menuId: number, itemId: number, direction: string) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/menus/${menuId}/items/${itemId}/move`,
    payload: { direction },
    token: admin,
  });
const removeItem = (menuId: number, itemId: number) =>
  ctx.request({ method: 'DELETE', url: `/api/admin/menus/${menuId}/items/${itemId}`, token: admin });
const history = async (entityType: string, entityId: string | number) =>
  (
    await ctx.request({
      method: 'GET',
      url: `/api/admin/audit-entries?entity_type=${entityType}&entity_id=${entityId}`,
      token: admin,
    })
  ).json().data as { action: string; before: unknown; after: unknown }[];
const patchSettings = (body: Record<string, unknown>, token = admin) =>
  ctx.request({ method: 'PATCH', url: '/api/admin/site-settings', payload: body, token });
const publicSettings = async () =>
  (await ctx.request({ method: 'GET', url: '/api/site-settings' })).json().data as TSiteSettings;
const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) =>
  (response.json().errors ?? []).map((error) => error.field);
const rowCount = async (table: string) =>
  rowsOf<{ n: number }>(await ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

/** Every item of a WordPress menus answer, children included, flattened in menu order. */
const everyItem = (items: TMenuItem[]): TMenuItem[] =>
  items.flatMap((item) => [item, ...everyItem(item.child_items ?? [])]);
const WORDPRESS_ITEM_KEYS = ['ID', 'menu_item_parent', 'menu_order', 'post_name', 'target', 'title', 'url'];

describe('menus in the back office', () => {
  it('lists menus 4, 5 and 6 with their items in menu order, children after their parent', async () => {
    const menus = await adminMenus();
    expect(menus.map((menu) => menu.id)).toEqual([4, 5, 6]);
    const header = menus[0]!;
    const holidays = header.items.find((item) => item.title === 'Holidays')!;
    expect(header.items.slice(0, 5).map((item) => [item.title, item.parent_id])).toEqual([
      ['Holidays', null],
      ['Caravan Holidays', holidays.id],
      ['Lodge Holidays', holidays.id],
      ['Touring & Camping', holidays.id],
      ['Short Breaks', holidays.id],
    ]);
    expect(holidays).toMatchObject({ opens_in_new_tab: false, post_name: 'holidays', position: 1 });
  });

  it('renames and moves a header item: the public menus answer shows it at once, in the same WordPress shape', async () => {
    const before = await publicMenu(HEADER);
    const offers = await itemOf(HEADER, 'Offers');
    const renamed = await putItem(HEADER, offers.id, {
      title: 'Summer Offers',
      url: '/offers/summer/',
      opens_in_new_tab: true,
      parent_id: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().message).toBe('“Summer Offers” is saved.');

    const moved = await moveItem(HEADER, offers.id, 'up');
    expect(moved.statusCode).toBe(200);
    expect(
      moved
        .json()
        .data.items.filter((i: { parent_id: null }) => i.parent_id === null)
        .map((i: { title: string }) => i.title),
    ).toEqual(['Holidays', 'Summer Offers', 'Our Parks', 'Ownership', "What's On", 'My Account', 'Contact']);

    const after = await publicMenu(HEADER);
    expect(titles(after.items)).toEqual([
      'Holidays',
      'Summer Offers',
      'Our Parks',
      'Ownership',
      "What's On",
      'My Account',
      'Contact',
    ]);
    const item = after.items[1]!;
    expect(item).toEqual({
      ID: offers.id,
      menu_order: item.menu_order,
      menu_item_parent: '0',
      post_name: 'offers',
      title: 'Summer Offers',
      url: '/offers/summer/',
      target: '_blank',
    });
    // The shape is the one the site reads: the same keys, the count of every item, and menu_order
    // numbering the whole menu from 1 in the order it is shown (a parent before its children).
    expect({ ...after, items: undefined }).toEqual({ ...before, items: undefined });
    for (const each of everyItem(after.items)) {
      expect(
        Object.keys(each)
          .filter((key) => key !== 'child_items')
          .sort(),
      ).toEqual(WORDPRESS_ITEM_KEYS);
    }
    expect(everyItem(after.items).map((each) => each.menu_order)).toEqual(
      everyItem(after.items).map((_, index) => index + 1),
    );
    // The children of Our Parks moved with it.
    expect(titles(after.items[2]!.child_items!)).toEqual(['Robin Hood Bay', 'Golden Sands', 'Heather Moor']);

    const entries = await history('menu_item', offers.id);
    expect(entries.map((entry) => entry.action)).toEqual(['menu_item.move', 'menu_item.change']);
    expect(entries[1]).toMatchObject({
      before: { title: 'Offers', url: 'https://www.brackenbay.example/offers/', opens_in_new_tab: false },
      after: { title: 'Summer Offers', url: '/offers/summer/', opens_in_new_tab: true },
    });
    expect((entries[0]!.after as { position: number }).position).toBeLessThan(
      (entries[0]!.before as { position: number }).position,
    );
  });

  it('adds an item under a parent and nests a top-level item under another, as child_items', async () => {
    const ourParks = await itemOf(HEADER, 'Our Parks');
    const added = await addItem(HEADER, {
      title: 'Whitby Cliffs',
      url: 'https://www.brackenbay.example/our-parks/whitby-cliffs/',
      opens_in_new_tab: false,
      parent_id: ourParks.id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('“Whitby Cliffs” is added to the header menu.');
    const ownership = await itemOf(HEADER, 'Ownership');
    const nested = await putItem(HEADER, ownership.id, {
      title: 'Ownership',
      url: ownership.url,
      opens_in_new_tab: false,
      parent_id: ourParks.id,
    });
    expect(nested.statusCode).toBe(200);

    const parks = (await publicMenu(HEADER)).items.find((item) => item.ID === ourParks.id)!;
    expect(titles(parks.child_items!)).toEqual([
      'Robin Hood Bay',
      'Golden Sands',
      'Heather Moor',
      'Whitby Cliffs',
      'Ownership',
    ]);
    const whitby = parks.child_items![3]!;
    expect(whitby).toMatchObject({
      menu_item_parent: String(ourParks.id),
      post_name: 'whitby-cliffs',
      target: '',
    });
    expect(whitby.child_items).toBeUndefined();
    const created = await itemOf(HEADER, 'Whitby Cliffs');
    expect((await history('menu_item', created.id))[0]).toMatchObject({
      action: 'menu_item.add',
      before: null,
      after: { title: 'Whitby Cliffs', parent_id: ourParks.id, menu_id: HEADER },
    });

    // Back to the top level: it goes to the end of it.
    await putItem(HEADER, ownership.id, {
      title: 'Ownership',
      url: ownership.url,
      opens_in_new_tab: false,
      parent_id: null,
    });
    expect(titles((await publicMenu(HEADER)).items).at(-1)).toBe('Ownership');
  });

  it('refuses nesting deeper than the header shows, or under an item of another menu, naming parent_id', async () => {
    const holidays = await itemOf(HEADER, 'Holidays');
    const caravans = await itemOf(HEADER, 'Caravan Holidays');
    const contact = await itemOf(HEADER, 'Contact');
    const aboutUs = await itemOf(FOOTER, 'About Us');
    const before = await publicMenu(HEADER);
    const attempts: [number, number | null, string][] = [
      [contact.id, caravans.id, 'Items nest one level deep: choose a top-level item as the parent'],
      [holidays.id, contact.id, '“Holidays” has items nested under it: move them out first'],
      [contact.id, contact.id, 'An item cannot be nested under itself'],
      [contact.id, aboutUs.id, 'No item of this menu has that number'],
    ];
    for (const [itemId, parentId, message] of attempts) {
      const item = (await adminMenu(HEADER)).items.find((i) => i.id === itemId)!;
      const refused = await putItem(HEADER, itemId, {
        title: item.title,
        url: item.url,
        opens_in_new_tab: false,
        parent_id: parentId,
      });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'parent_id', message }] });
    }
    // An item is changed only through its own menu.
    const elsewhere = await putItem(FOOTER, contact.id, {
      title: 'Contact',
      url: contact.url,
      opens_in_new_tab: false,
      parent_id: null,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await addItem(99, { title: 'x', url: '/x', opens_in_new_tab: false, parent_id: null })).statusCode,
    ).toBe(404);
    expect(await publicMenu(HEADER)).toEqual(before);
  });

  it('answers 400 naming the field for a bad item, and a move past either end', async () => {
    const entries = await rowCount('audit_entry');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ', url: '/x', opens_in_new_tab: false, parent_id: null }, 'title'],
      [{ title: 'x', url: 'javascript:alert(1)', opens_in_new_tab: false, parent_id: null }, 'url'],
      [{ title: 'x', url: '//evil.example/', opens_in_new_tab: false, parent_id: null }, 'url'],
      [{ title: 'x', url: 'https://nohost', opens_in_new_tab: false, parent_id: null }, 'url'],
      [{ title: 'x', url: '/x', parent_id: null }, 'opens_in_new_tab'],
      [{ title: 'x', url: '/x', opens_in_new_tab: false, parent_id: 'top' }, 'parent_id'],
    ];
    for (const [body, field] of cases) {
      const refused = await addItem(FOOTER, body);
      expect(refused.statusCode, field).toBe(400);
      expect(fieldsOf(refused), JSON.stringify(body)).toEqual([field]);
    }
    const first = (await adminMenu(FOOTER)).items[0]!;
    const last = (await adminMenu(FOOTER)).items.at(-1)!;
    expect(fieldsOf(await moveItem(FOOTER, first.id, 'up'))).toEqual(['direction']);
    expect(fieldsOf(await moveItem(FOOTER, last.id, 'down'))).toEqual(['direction']);
    expect(fieldsOf(await moveItem(FOOTER, last.id, 'sideways'))).toEqual(['direction']);
    expect(await rowCount('audit_entry')).toBe(entries);
  });

  it('removes an item: items under it move up to the top level in its place, and each change is audited', async () => {
    const holidays = await itemOf(HEADER, 'Holidays');
    const removed = await removeItem(HEADER, holidays.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('“Holidays” is removed from the header menu.');
    const items = (await publicMenu(HEADER)).items;
    expect(titles(items).slice(0, 5)).toEqual([
      'Caravan Holidays',
      'Lodge Holidays',
      'Touring & Camping',
      'Short Breaks',
      'Summer Offers',
    ]);
    expect(items[0]!.menu_item_parent).toBe('0');
    expect((await history('menu_item', holidays.id))[0]).toMatchObject({
      action: 'menu_item.remove',
      before: { title: 'Holidays' },
      after: null,
    });
    const caravans = await itemOf(HEADER, 'Caravan Holidays');
    expect((await history('menu_item', caravans.id))[0]).toMatchObject({
      action: 'menu_item.lift',
      before: { parent_id: holidays.id },
      after: { parent_id: null },
    });
    expect((await removeItem(HEADER, holidays.id)).statusCode).toBe(404);
  });

  it('revalidates the public menus on every use: an unchanged menu is a 304, a changed one its new answer', async () => {
    const first = await ctx.request({ method: 'GET', url: `/wp-json/menus/v1/menus/${FOOTER}` });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ctx.request({
      method: 'GET',
      url: `/wp-json/menus/v1/menus/${FOOTER}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const careers = await itemOf(FOOTER, 'Careers');
    await putItem(FOOTER, careers.id, {
      title: 'Jobs',
      url: careers.url,
      opens_in_new_tab: false,
      parent_id: null,
    });
    const changed = await ctx.request({
      method: 'GET',
      url: `/wp-json/menus/v1/menus/${FOOTER}`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(titles(changed.json().items)).toContain('Jobs');
  });

  it('takes changes to one menu in turn: twelve at once (adds and moves) keep every item, numbered without gaps', async () => {
    const before = (await adminMenu(FOOTER)).items;
    const last = before.at(-1)!;
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, n) =>
        addItem(FOOTER, {
          title: `Burst ${n}`,
          url: `/burst/${n}/`,
          opens_in_new_tab: false,
          parent_id: null,
        }),
      ),
      ...Array.from({ length: 4 }, () => moveItem(FOOTER, last.id, 'up')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array(8).fill(201),
      ...Array(4).fill(200),
    ]);
    const after = (await adminMenu(FOOTER)).items;
    expect(after).toHaveLength(before.length + 8);
    expect(after.map((item) => item.position)).toEqual(after.map((_, index) => index + 1));
    expect(
      after
        .filter((item) => item.title.startsWith('Burst '))
        .map((item) => item.title)
        .sort(),
    ).toEqual(Array.from({ length: 8 }, (_, n) => `Burst ${n}`));
    // Each move saw the menu the one before it left: four places up, the new items after it.
    const topLevel = (items: typeof after) => items.filter((i) => i.parent_id === null).map((i) => i.id);
    expect(topLevel(after).indexOf(last.id)).toBe(topLevel(before).indexOf(last.id) - 4);
    expect(after.slice(-8).every((item) => item.title.startsWith('Burst '))).toBe(true);
    for (const item of after.filter((i) => i.title.startsWith('Burst ')))
      expect((await removeItem(FOOTER, item.id)).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const contact = await itemOf(HEADER, 'Contact');
    const refused = await putItem(
      HEADER,
      contact.id,
      { title: 'Hacked', url: '/x', opens_in_new_tab: false, parent_id: null },
      reception,
    );
    expect(refused.statusCode).toBe(403);
    expect((await itemOf(HEADER, 'Contact')).title).toBe('Contact');
  });
});

describe('site settings in the back office', () => {
  it('saves the settings given, leaves the rest, audits each that changed, and the next read shows them', async () => {
    const before = await publicSettings();
    const saved = await patchSettings({
      phone_primary: ' 01947 600 600 ',
      help_email: before.help_email,
      award_images: [
        {
          image_url: '/media/awards/gold-cleanliness.svg',
          alt: 'Gold Award for Cleanliness 2026',
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(
      'Saved: the main phone number and the awards. Guests see it on their next page.',
    );
    expect(saved.json().data.phone_primary).toBe('01947 600 600');

    // Straight after the write: no copy kept in this process hides it.
    const after = await publicSettings();
    expect(after).toEqual({
      ...before,
      phone_primary: '01947 600 600',
      award_images: [
        {
          image_url: '/media/awards/gold-cleanliness.svg',
          alt: 'Gold Award for Cleanliness 2026',
        },
      ],
    });
    expect((await history('site_setting', 'phone_primary'))[0]).toMatchObject({
      action: 'site_setting.change',
      before: '01947 880 880',
      after: '01947 600 600',
    });
    // Sent unchanged: not written into the history.
    expect(await history('site_setting', 'help_email')).toEqual([]);
  });

  it('answers 400 naming each field with a bad phone, e-mail or address, and changes nothing', async () => {
    const before = await publicSettings();
    const entries = await rowCount('audit_entry');
    const cases: [Record<string, unknown>, string[]][] = [
      [{ phone_primary: '0800 CALL US' }, ['phone_primary']],
      [{ phone_primary: '01947' }, ['phone_primary']],
      [{ phone_primary: '' }, ['phone_primary']],
      [{ contact_email: 'hello at brackenbay' }, ['contact_email']],
      [{ resort_booking_url: '/book' }, ['resort_booking_url']],
      [{ logo_target_url: 'javascript:alert(1)' }, ['logo_target_url']],
      [{ address_lines: [] }, ['address_lines']],
      [{ address_lines: ['Harbour House', ''] }, ['address_lines.1']],
      [
        {
          social_links: [
            { network: 'x', url: '' },
            { network: 'x', url: 'https://x.com/brackenbay' },
          ],
        },
        ['social_links.1.network'],
      ],
      [{ social_links: [{ network: 'facebook', url: 'facebook.com/brackenbay' }] }, ['social_links.0.url']],
      [
        { award_images: [{ image_url: 'data:image/svg+xml,<svg/>', alt: 'x' }] },
        ['award_images.0.image_url'],
      ],
      [{ award_images: [{ image_url: '/media/awards/gold.svg', alt: ' ' }] }, ['award_images.0.alt']],
      [{ maintenance_mode: true }, ['maintenance_mode']],
      [{ menu_host_url: 'https://wp.example.com' }, ['menu_host_url']],
      [{ site_name: 'Bracken', phone_secondary: '12' }, ['phone_secondary']],
    ];
    for (const [body, fields] of cases) {
      const refused = await patchSettings(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION');
      expect(fieldsOf(refused), JSON.stringify(body)).toEqual(fields);
    }
    expect(await publicSettings()).toEqual(before);
    expect(await rowCount('audit_entry')).toBe(entries);
    expect((await patchSettings({ site_name: 'Hacked' }, reception)).statusCode).toBe(403);
  });

  it('keeps maintenance mode on its own switch: saving settings leaves it, and the old endpoint still works', async () => {
    const on = await ctx.request({
      method: 'PUT',
      url: '/api/site-settings/maintenance',
      payload: { maintenance_mode: true },
      token: admin,
    });
    expect(on.json().data.maintenance_mode).toBe(true);
    expect((await patchSettings({ site_name: 'Brackenbay Parks' })).json().data).toMatchObject({
      site_name: 'Brackenbay Parks',
      maintenance_mode: true,
    });
    expect((await publicSettings()).maintenance_mode).toBe(true);
    await ctx.request({
      method: 'PUT',
      url: '/api/site-settings/maintenance',
      payload: { maintenance_mode: false },
      token: admin,
    });
    expect((await publicSettings()).maintenance_mode).toBe(false);
  });

  it('revalidates the public settings on every use', async () => {
    const first = await ctx.request({ method: 'GET', url: '/api/site-settings' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const same = await ctx.request({
      method: 'GET',
      url: '/api/site-settings',
      headers: { 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    await patchSettings({ phone_secondary: '' });
    const changed = await ctx.request({
      method: 'GET',
      url: '/api/site-settings',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.phone_secondary).toBe('');
  });

  describe('with a second API process on the same database', () => {
    let other: FastifyInstance;
    beforeAll(async () => {
      other = await buildApp({
        config: testConfig(),
        db: ctx.db,
      });
      await other.ready();
    }, 60_000);
    afterAll(() => other.close());

    const otherSettings = async () =>
      (await other.inject({ method: 'GET', url: '/api/site-settings' })).json().data as TSiteSettings;

    it("keeps the settings in memory, yet shows another process's change as soon as it commits", async () => {
      const kept = (await otherSettings()).phone_primary;
      // A change straight into the table announces nothing: the other process still answers from memory.
      await ctx.db.execute(
        sql`update site_setting set value = '"01000 000 000"' where key = 'phone_primary'`,
      );
      expect((await otherSettings()).phone_primary).toBe(kept);

      // A change made through this process is heard there as it commits.
      expect((await patchSettings({ phone_primary: '01947 700 700' })).statusCode).toBe(200);
      await expect
        .poll(async () => (await otherSettings()).phone_primary, { timeout: 2_000 })
        .toBe('01947 700 700');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /wp-json/menus/v1/menus/{id}', () => {
  it('serves menu 4 in the WordPress shape, children nested in menu order', async () => {
    const response = await ctx.request({ method: 'GET', url: '/wp-json/menus/v1/menus/4' });
    expect(response.statusCode).toBe(200);
    const menu = response.json();
    expect(menu).toMatchObject({ term_id: 4, slug: 'main-menu' });
    expect(menu.items.map((item: { title: string }) => item.title)).toEqual([
      'Holidays',
      'Our Parks',
      'Offers',
      'Ownership',
      "What's On",
      'My Account',
      'Contact',
    ]);
    const holidays = menu.items[0];
    expect(holidays).toMatchObject({
      post_name: 'holidays',
      url: 'https://www.brackenbay.example/holidays/',
    });
    expect(holidays.child_items.map((item: { post_name: string }) => item.post_name)).toEqual([
      'caravan-holidays',
      'lodge-holidays',
      'touring-and-camping',
      'short-breaks',
    ]);
    expect(holidays.child_items[0]).toMatchObject({
      menu_item_parent: String(holidays.ID),
      url: 'https://www.brackenbay.example/holidays/caravan-holidays/',
    });
    expect(menu.items[2].child_items).toBeUndefined();
  });

  it('serves menus 5 and 6, answers 404 for a missing menu and 400 for a bad id', async () => {
    expect((await ctx.request({ method: 'GET', url: '/wp-json/menus/v1/menus/5' })).json().slug).toBe(
      'quick-links',
    );
    const footer = (await ctx.request({ method: 'GET', url: '/wp-json/menus/v1/menus/6' })).json();
    expect(footer.items).toHaveLength(7);

    const missing = await ctx.request({ method: 'GET', url: '/wp-json/menus/v1/menus/99' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Menu not found', code: 'NOT_FOUND' });

    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const bad = await ctx.request({ method: 'GET', url: `/wp-json/menus/v1/menus/${id}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('id');
    }
  });
});

describe('GET /api/site-settings', () => {
  it('answers the operator settings, award images that load, and social links as stored', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    const settings = response.json().data;
    expect(settings).toMatchObject({
      site_name: 'Brackenbay Holiday Parks',
      phone_primary: '01947 880 880',
      contact_email: 'hello@brackenbay.example',
      logo_target_url: 'https://www.brackenbay.example/',
      menu_host_url: '',
    });
    expect(settings.social_links.filter((link: { url: string }) => link.url === '')).toHaveLength(2);
    expect(settings.award_images).toHaveLength(3);
    for (const award of settings.award_images) {
      const image = await ctx.request({ method: 'GET', url: award.image_url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.body).toContain('<svg');
    }
    expect((await ctx.request({ method: 'GET', url: '/media/awards/none.svg' })).statusCode).toBe(404);
  });
});

describe('the API as a whole', () => {
  it('answers unknown API routes with JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/wp-json/other', '/api']) {
      const response = await ctx.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('publishes every endpoint in the OpenAPI document at /api/docs', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths).sort()).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/logout',
        '/api/ping',
        '/api/site-settings',
        '/api/users',
        '/api/users/forgot-password',
        '/api/users/password-reset',
        '/wp-json/menus/v1/menus/{id}',
      ]),
    );
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect((await ctx.request({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/site-settings' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

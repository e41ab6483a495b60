import { randomUUID } from 'node:crypto';
import { addDays, londonToday, type TAdminMenu } from '@parkstays/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_OPERATOR, expect, test } from './fixtures';
import { longDate, moveDate, tokenOf } from './helpers';

const ACTIVITIES = { email: 'activities@brackenbay.example', password: 'BingoCallerFriday26' };
const HEADER_MENU = 4;
const DEMO_PHONE = '01947 880 880';

/** A guest's own browser, signed in as nobody, on the site's home page. */
async function guestOnHomePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return page;
}

/** The header's top-level links, as a guest at 1280 px sees them. */
const headerLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .locator(':scope > ul > li > :is(a, button)')
    .allTextContents();

async function headerItems(request: APIRequestContext, token: string) {
  const menus = (
    await (await request.get('/api/admin/menus', { headers: { authorization: `Bearer ${token}` } })).json()
  ).data as TAdminMenu[];
  return menus.find((menu) => menu.id === HEADER_MENU)!.items;
}

test('an admin renames and moves a header menu item and changes the phone number: a guest sees both on their next page', async ({
  page,
  browser,
  baseURL,
  request,
  signIn,
  checkBothWidths,
}) => {
  test.slow();
  const id = randomUUID().slice(0, 6);
  const token = await tokenOf(request, DEMO_OPERATOR);
  const auth = { authorization: `Bearer ${token}` };
  // This test's own item, at the end of the header menu.
  const added = await request.post(`/api/admin/menus/${HEADER_MENU}/items`, {
    headers: auth,
    data: { title: `Winter Breaks ${id}`, url: '/winter-breaks/', opens_in_new_tab: false, parent_id: null },
  });
  expect(added.status()).toBe(201);
  const renamed = `Spring Breaks ${id}`;
  const phone = `01947 ${id.replace(/\D/g, '').padEnd(3, '7').slice(0, 3)} 321`;

  try {
    // A guest has the site open already: their browser holds the menus and settings it was sent.
    const guest = await guestOnHomePage(browser, baseURL);
    expect((await headerLinks(guest)).at(-1)).toBe(`Winter Breaks ${id}`);

    await signIn(DEMO_OPERATOR);
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Menus', selected: true })).toBeVisible();
    const items = page.getByRole('list', { name: 'Items of the header menu' });
    await expect(items.getByRole('listitem').filter({ hasText: `Winter Breaks ${id}` })).toBeVisible();

    // Rename it in its dialog.
    await items.getByRole('button', { name: `Edit Winter Breaks ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit “Winter Breaks ${id}”` });
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByRole('button', { name: 'Save item' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `“${renamed}” is saved.` })).toBeVisible();

    // Two places up, by keyboard: the focus stays on the item's button as the list is drawn again.
    const up = items.getByRole('button', { name: `Move up ${renamed}` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `“${renamed}” is moved up.` })).toBeVisible();
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    const topLevel = items.locator(':scope > li');
    await expect(topLevel.nth(-3)).toContainText(renamed);
    await checkBothWidths(page, 'admin-content-menus', 'the Content screen’s menus');

    // The guest's next page shows it, in its new place (My Account is the user menu's, not shown).
    await guest.goto('/');
    await expect
      .poll(() => headerLinks(guest))
      .toEqual(['Holidays', 'Our Parks', 'Offers', 'Ownership', "What's On", renamed, 'Contact']);

    // The phone number, on the Settings tab.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/tab=settings/);
    await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible();
    await expect(page.getByText('Off: guests can search and book.')).toBeVisible();
    const mainPhone = page.getByLabel('Main phone number');
    await expect(mainPhone).toHaveValue(DEMO_PHONE);
    // A bad number is refused by its field, with the summary linking to it.
    await mainPhone.fill('01947 88');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(
      summary.getByRole('link', { name: /Main phone number must have 10 to 13 digits/ }),
    ).toBeVisible();
    await checkBothWidths(page, 'admin-content-settings-error', 'the settings with a bad phone number');
    await mainPhone.fill(phone);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved: the main phone number.' })).toBeVisible();
    await checkBothWidths(page, 'admin-content-settings', 'the Content screen’s settings');

    await guest.goto('/');
    const footer = guest.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: phone })).toBeVisible();
    await expect(footer.getByRole('link', { name: DEMO_PHONE })).toHaveCount(0);

    // Removed, after a question: gone from the guest's next page.
    await page.getByRole('tab', { name: 'Menus' }).click();
    await items.getByRole('button', { name: `Remove ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove “${renamed}”?` });
    await expect(confirm).toContainText('It goes from the header menu for every guest on their next page.');
    await confirm.getByRole('button', { name: 'Remove item' }).click();
    await expect(confirm).toBeHidden();
    await expect(items.getByText(renamed)).toHaveCount(0);
    await guest.goto('/');
    await expect.poll(() => headerLinks(guest)).not.toContain(renamed);
    await guest.context().close();
  } finally {
    // What the other journeys expect: the demo's phone number and header menu.
    await request.patch('/api/admin/site-settings', { headers: auth, data: { phone_primary: DEMO_PHONE } });
    for (const item of await headerItems(request, token)) {
      if (item.title.endsWith(id))
        await request.delete(`/api/admin/menus/${HEADER_MENU}/items/${item.id}`, { headers: auth });
    }
  }
});

test('the activities team adds an event and the public events calendar shows it at once', async ({
  page,
  browser,
  baseURL,
  request,
  signIn,
  checkBothWidths,
}) => {
  test.slow();
  const name = `Sunrise Yoga ${randomUUID().slice(0, 6)}`;
  // The 10th of next month: ten days on from the first, where a new event starts.
  const nextMonth = addDays(`${londonToday().slice(0, 7)}-01`, 40).slice(0, 7);
  const day = `${nextMonth}-10`;
  try {
    await signIn(ACTIVITIES);
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(new RegExp(`month=${nextMonth}`));
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Add an event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an event' });
    await dialog.getByLabel('Name').fill(name);
    await moveDate(page, dialog, /^Date/, 'Choose date', 9);
    await expect(dialog.getByRole('button', { name: /^Date/ })).toContainText(
      `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`,
    );
    // A missing time is refused by its field.
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Start time must be a time like 19:30',
    );
    await checkBothWidths(page, 'admin-events-dialog', 'the event dialog with a missing time');
    await dialog.getByLabel('Starts at').fill('07:30');
    await dialog.getByLabel('Ends at').fill('08:30');
    await dialog.getByLabel('Park').selectOption('RH');
    await dialog.getByLabel('Place (optional)').fill('Beach steps');
    await dialog
      .getByLabel('Description (optional)')
      .fill('Gentle stretches as the sun comes up. Bring a towel.');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} is on the calendar for` }),
    ).toBeVisible();
    const dayList = page.getByRole('region', { name: new RegExp(longDate(day)) });
    const listed = dayList.getByRole('listitem').filter({ hasText: name });
    await expect(listed).toContainText('07:30–08:30');
    await expect(listed).toContainText("Robin Hood's Bay · Beach steps");
    await checkBothWidths(page, 'admin-events', 'the Events screen');

    // A guest's events calendar shows it at once, first on its day.
    const guest = await (
      await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/London' })
    ).newPage();
    await guest.setViewportSize({ width: 1280, height: 900 });
    await guest.goto('/events');
    await guest.getByRole('button', { name: 'Next month' }).click();
    await expect(guest.locator(`td[data-date="${day}"]`).getByText(name)).toBeVisible();

    // Removed, after a question: gone from the guest's calendar.
    await dayList.getByRole('button', { name: `Remove ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${name}?` });
    await confirm.getByRole('button', { name: 'Remove event' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is removed from the calendar' })).toBeVisible();
    await guest.goto('/events');
    await guest.getByRole('button', { name: 'Next month' }).click();
    await expect(guest.locator(`td[data-date="${day}"] .fc-event`).first()).toBeVisible();
    await expect(guest.getByText(name)).toHaveCount(0);
    await guest.context().close();
  } finally {
    const token = await tokenOf(request, ACTIVITIES);
    const month = await request.get(`/api/admin/events?month=${nextMonth}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    for (const event of (await month.json()).data.events as { id: number; name: string }[]) {
      if (event.name === name)
        await request.delete(`/api/admin/events/${event.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
    }
  }
});

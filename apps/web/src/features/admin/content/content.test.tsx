import type { TAdminMenu } from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { MenusEditor, SiteSettingsForm } from './index';

afterEach(() => vi.unstubAllGlobals());

describe('the site settings form', () => {
  it('sends only the settings that changed, and shows what the server saved', async () => {
    const { calls } = mockFetch({
      'PATCH /api/admin/site-settings': (request) =>
        json({
          success: true,
          message: 'Saved: the main phone number. Guests see it on their next page.',
          data: { ...siteSettings, ...(request.body as object) },
        }),
    });
    renderWithProviders(<SiteSettingsForm />);
    const phone = await screen.findByLabelText('Main phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, ' 01234 999 000 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText('Saved: the main phone number. Guests see it on their next page.'),
    ).toBeTruthy();
    const sent = calls.filter((call) => call.method === 'PATCH');
    expect(sent.map((call) => call.body)).toEqual([{ phone_primary: '01234 999 000' }]);
  });

  it('refuses a bad phone number and e-mail address in the form, naming each field, and sends nothing', async () => {
    const { calls } = mockFetch();
    renderWithProviders(<SiteSettingsForm />);
    await userEvent.clear(await screen.findByLabelText('Main phone number'));
    await userEvent.type(screen.getByLabelText('Main phone number'), '0123');
    await userEvent.clear(screen.getByLabelText('Contact e-mail'));
    await userEvent.type(screen.getByLabelText('Contact e-mail'), 'hello at parkstays');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#settings-phone_primary', '#settings-contact_email']);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});

const headerMenu: TAdminMenu = {
  id: 4,
  name: 'Main menu',
  slug: 'main-menu',
  items: [
    {
      id: 1,
      parent_id: null,
      position: 1,
      title: 'Holidays',
      url: '/holidays/',
      opens_in_new_tab: false,
      post_name: 'holidays',
    },
    {
      id: 2,
      parent_id: 1,
      position: 2,
      title: 'Lodges',
      url: '/lodges/',
      opens_in_new_tab: false,
      post_name: 'lodges',
    },
    {
      id: 3,
      parent_id: null,
      position: 3,
      title: 'Offers',
      url: '/offers/',
      opens_in_new_tab: true,
      post_name: 'offers',
    },
  ],
};

// jsdom's accessible names drop the space before a visually hidden part ("Move up" + " Offers"):
// the names are matched with \s*.
describe('the menus editor', () => {
  it('moves an item by keyboard and keeps the focus on it; an item at an end cannot move past it', async () => {
    const moved: TAdminMenu = {
      ...headerMenu,
      items: [headerMenu.items[2]!, headerMenu.items[0]!, headerMenu.items[1]!].map((item, index) => ({
        ...item,
        position: index + 1,
      })),
    };
    const { calls } = mockFetch({
      'GET /api/admin/menus': () => json({ success: true, data: [headerMenu] }),
      'POST /api/admin/menus/4/items/3/move': () =>
        json({ success: true, message: '“Offers” is moved up.', data: moved }),
    });
    renderWithProviders(<MenusEditor />);
    const list = await screen.findByRole('list', { name: 'Items of the header menu' });
    expect(within(list).getByRole('button', { name: /^Move up\s*Holidays$/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(list).getByRole('button', { name: /^Move down\s*Lodges$/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(list).getByText('Opens in a new tab')).toBeTruthy();

    within(list)
      .getByRole('button', { name: /^Move up\s*Offers$/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('“Offers” is moved up.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ direction: 'up' });
    // Now first: its Move up is disabled, so the focus is on its Move down.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move down Offers'));
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent);
    expect(titles).toEqual(['Offers', 'Holidays', 'Lodges']);
  });

  it('asks before removing an item, saying the items under it move up', async () => {
    mockFetch({ 'GET /api/admin/menus': () => json({ success: true, data: [headerMenu] }) });
    renderWithProviders(<MenusEditor />);
    await userEvent.click(await screen.findByRole('button', { name: /^Remove\s*Holidays$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Holidays”?' });
    expect(dialog.textContent).toContain('The item under it moves up to the top level.');
  });
});

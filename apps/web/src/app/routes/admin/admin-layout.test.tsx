import type { TStaffRole } from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/storage';
import { user as demoUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/utils';
import { ADMIN_GROUPS, ADMIN_SECTIONS, sectionGroups } from './admin-sections';

/** Signs a member of staff in (Jane, with `role`) and opens `path` in the whole app. */
function openAs(role: TStaffRole, path: string) {
  const staff = { ...demoUser, staff_role: role };
  const { calls } = mockFetch({
    'GET /api/ping': () => json({ success: true, user: staff }),
    'POST /api/logout': () => json({ success: true, message: 'Logged out' }),
  });
  sessionStore.setSession({ user: staff, token: 'staff-token' }, true);
  return { router: renderAt(path), calls };
}

/** A list's name: the text its aria-labelledby points at. */
function nameOf(list: HTMLElement) {
  const id = list.getAttribute('aria-labelledby');
  return id ? document.getElementById(id)?.textContent : list.getAttribute('aria-label');
}

/** The side navigation's groups by their names, each with its links' names. */
function groupsIn(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('list')
    .map((list) => ({
      group: nameOf(list),
      links: within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    }));
}

describe('the sections in groups', () => {
  it('puts every section in one group, the menu in the groups’ order', () => {
    const grouped = sectionGroups('admin');
    expect(grouped.map((entry) => entry.group)).toEqual([...ADMIN_GROUPS]);
    expect(grouped.flatMap((entry) => entry.sections)).toEqual([...ADMIN_SECTIONS]);
    expect(grouped.map((entry) => [entry.group, entry.sections.map((section) => section.label)])).toEqual([
      ['Day', ['Today', 'Bookings', 'Allocation board', 'Payments', 'Check-in']],
      ['Sales', ['Extras & codes', 'Prices', 'Terms']],
      ['Catalogue', ['Catalogue', 'Activities', 'Events']],
      ['Owners', ['Owners']],
      ['Site', ['Content', 'Outbox', 'Privacy requests']],
      ['Staff', ['Staff']],
    ]);
  });

  it('leaves out what a role may not open, and a group left empty', () => {
    const labels = (role: TStaffRole) =>
      sectionGroups(role).map((entry) => [entry.group, entry.sections.map((section) => section.label)]);
    expect(labels('reception')).toEqual([
      ['Day', ['Today', 'Bookings', 'Allocation board', 'Payments', 'Check-in']],
      ['Owners', ['Owners']],
      ['Site', ['Outbox']],
    ]);
    expect(labels('activities')).toEqual([
      ['Day', ['Check-in']],
      ['Catalogue', ['Activities', 'Events']],
    ]);
  });
});

describe('the back office’s frame', () => {
  it('shows the park, the person and the grouped sections, without the public header and footer', async () => {
    openAs('admin', '/admin/outbox');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(groupsIn(nav)).toEqual([
      { group: 'Day', links: ['Today', 'Bookings', 'Allocation board', 'Payments', 'Check-in'] },
      { group: 'Sales', links: ['Extras & codes', 'Prices', 'Terms'] },
      { group: 'Catalogue', links: ['Catalogue', 'Activities', 'Events'] },
      { group: 'Owners', links: ['Owners'] },
      { group: 'Site', links: ['Content', 'Outbox', 'Privacy requests'] },
      { group: 'Staff', links: ['Staff'] },
    ]);
    expect(within(nav).getByRole('link', { name: 'Outbox' })).toHaveAttribute('aria-current', 'page');

    // The frame's own header (the screens have headers of their own inside the main area).
    const top = screen.getByRole('button', { name: 'Sign out' }).closest('header') as HTMLElement;
    expect(await within(top).findByText('Parkstays Holidays')).toBeInTheDocument();
    expect(within(top).getByText('Jane Holiday')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');

    // None of the guest site's frame: no menus, no Log In, no footer with its awards.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Awards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('offers reception only their groups', async () => {
    openAs('reception', '/admin/outbox');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(groupsIn(nav)).toEqual([
      { group: 'Day', links: ['Today', 'Bookings', 'Allocation board', 'Payments', 'Check-in'] },
      { group: 'Owners', links: ['Owners'] },
      { group: 'Site', links: ['Outbox'] },
    ]);
  });

  it('opens the sections from the Menu button, shuts them on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    const { router } = openAs('activities', '/admin/check-in');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const sections = document.getElementById(menu.getAttribute('aria-controls') ?? '') as HTMLElement;
    const nav = within(sections).getByRole('navigation', { name: 'Back office' });
    expect(groupsIn(nav)).toEqual([
      { group: 'Day', links: ['Check-in'] },
      { group: 'Catalogue', links: ['Activities', 'Events'] },
    ]);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The sections come next after the button, in the order of the keys.
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Check-in' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    // Escape on the button itself shuts it too; the button toggles.
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    // A section chosen in the menu shuts it and opens the section.
    await user.click(menu);
    await user.click(within(nav).getByRole('link', { name: 'Events' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(router.location.pathname).toBe('/admin/events'));
  });

  it('signs the person out and goes to the home page', async () => {
    const user = userEvent.setup();
    const { router, calls } = openAs('admin', '/admin/outbox');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/logout')).toBe(true);
    expect(sessionStore.getSession()).toBeNull();
  });
});

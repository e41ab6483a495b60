import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/storage';
import { user as demoUser } from '../test/fixtures';
import { renderAt } from '../test/render-app';
import { json, mockFetch } from '../test/utils';

describe('router', () => {
  it('sends an unknown path to /404', async () => {
    mockFetch();
    const router = renderAt('/no-such-place');
    expect(
      await screen.findByRole('heading', { name: "Sorry! The page you're looking for doesn't exist" }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('renders the layout: landmarks, skip link, menus and footer', async () => {
    mockFetch();
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Menu 4 without my-account; child items behind a disclosure button.
    expect(await screen.findByRole('link', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Parks' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    // Footer: phones, links from menu 6 with entities decoded, only social links with a url.
    expect(await screen.findByRole('link', { name: '01234 567890' })).toHaveAttribute(
      'href',
      'tel:01234567890',
    );
    expect(screen.getByRole('link', { name: 'Privacy & Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Parkstays Holidays`)).toBeInTheDocument();
    // Logged out: Log In; no Owner Portal or My Bookings (not built yet).
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Owner Portal' })).not.toBeInTheDocument();
  });

  it('shows "Please Login" on /login and sends a signed-in user to the Owner Portal', async () => {
    mockFetch();
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Please Login' })).toBeInTheDocument();

    mockFetch({ 'GET /api/ping': () => json({ success: true, user: demoUser }) });
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    await waitFor(() => expect(router.location.pathname).toBe('/owners-portal/owner-portal'));
  });

  it('adopts a session from a token query parameter and removes it from the address', async () => {
    const { calls } = mockFetch({
      'GET /api/ping': (request) =>
        request.headers.Authorization === 'Bearer link-token'
          ? json({ success: true, user: demoUser })
          : json({ success: false, message: 'Unauthorised' }, 401),
    });
    const router = renderAt('/?token=link-token&x=1');
    expect(await screen.findByRole('button', { name: /Jane/ })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('link-token');
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => {
      const params = new URLSearchParams(router.location.search);
      expect(params.has('token')).toBe(false);
      expect(params.get('x')).toBe('1');
    });
    expect(calls.some((call) => call.path === '/api/ping')).toBe(true);
  });

  it('verifies a token in the address of a later page before the page (and its guard) sees it', async () => {
    mockFetch({
      'GET /api/ping': (request) =>
        request.headers.Authorization === 'Bearer link-token'
          ? json({ success: true, user: demoUser })
          : json({ success: false, message: 'Unauthorised' }, 401),
      'GET /api/bookings': () => json({ success: true, data: [] }),
    });
    const router = renderAt('/404');
    await screen.findByRole('heading', { level: 1, name: /Sorry!/ });
    await router.navigate('/my-bookings?token=link-token');
    expect(await screen.findByRole('button', { name: /Jane/ })).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(router.location.pathname).toBe('/my-bookings');
    expect(sessionStorage.getItem('token')).toBe('link-token');
  });

  it('signs the user out locally when the session check answers 401', async () => {
    sessionStore.setSession({ user: demoUser, token: 'dead' }, true);
    mockFetch({ 'GET /api/ping': () => json({ success: false, message: 'Unauthorised' }, 401) });
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

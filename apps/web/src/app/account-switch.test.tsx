import type { TUser } from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/storage';
import { user as demoUser } from '../test/fixtures';
import { renderAt } from '../test/render-app';
import { json, mockFetch } from '../test/utils';
import { offeredSession } from './session';

const alice: TUser = {
  ...demoUser,
  id: 7,
  first_name: 'Alice',
  last_name: 'Archer',
  email: 'alice@example.com',
};
const bob: TUser = { ...demoUser, id: 8, first_name: 'Bob', last_name: 'Baker', email: 'bob@example.com' };

/** GET /api/ping answers whoever the bearer token belongs to. */
function pingFor(sessions: Record<string, TUser>) {
  return {
    'GET /api/ping': (request: { headers: Record<string, string> }) => {
      const who = sessions[(request.headers.Authorization ?? '').replace('Bearer ', '')];
      return who
        ? json({ success: true, user: who })
        : json({ success: false, message: 'Unauthorised' }, 401);
    },
    'GET /api/bookings': () => json({ success: true, data: [] }),
  };
}

const tokenInAddress = (router: ReturnType<typeof renderAt>) =>
  new URLSearchParams(router.location.search).has('token');

describe("a link with someone else's token", () => {
  afterEach(() => offeredSession.set(null));

  it('asks before switching; staying (Escape) keeps the signed-in person and drops the token', async () => {
    sessionStore.setSession({ user: alice, token: 'alice-token' }, true);
    mockFetch(pingFor({ 'alice-token': alice, 'bob-token': bob }));
    const events = userEvent.setup();
    const router = renderAt('/my-bookings?token=bob-token');

    const prompt = await screen.findByRole('dialog', { name: 'Switch account?' });
    expect(prompt).toHaveTextContent('You’re signed in as Alice Archer (alice@example.com).');
    expect(prompt).toHaveTextContent('Continue as Bob Baker?');
    // Focus is inside the dialog (trapped there by the house Modal).
    await waitFor(() => expect(prompt).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(tokenInAddress(router)).toBe(false));

    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStore.getSession()).toMatchObject({ user: { id: alice.id }, token: 'alice-token' });
    expect(localStorage.getItem('token')).toBe('alice-token');
    expect(await screen.findByRole('button', { name: /Alice/ })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/my-bookings');
    expect(tokenInAddress(router)).toBe(false);
  });

  it('the Stay button keeps the signed-in person too', async () => {
    sessionStore.setSession({ user: alice, token: 'alice-token' }, true);
    mockFetch(pingFor({ 'alice-token': alice, 'bob-token': bob }));
    const events = userEvent.setup();
    renderAt('/my-bookings?token=bob-token');
    const prompt = await screen.findByRole('dialog', { name: 'Switch account?' });
    await events.click(within(prompt).getByRole('button', { name: 'Stay signed in as Alice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStore.getToken()).toBe('alice-token');
  });

  it('switching makes the link’s person the signed-in one', async () => {
    sessionStore.setSession({ user: alice, token: 'alice-token' }, true);
    mockFetch(pingFor({ 'alice-token': alice, 'bob-token': bob }));
    const events = userEvent.setup();
    const router = renderAt('/my-bookings?token=bob-token');
    const prompt = await screen.findByRole('dialog', { name: 'Switch account?' });
    await events.click(within(prompt).getByRole('button', { name: 'Continue as Bob' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStore.getSession()).toMatchObject({ user: { id: bob.id }, token: 'bob-token' });
    expect(sessionStorage.getItem('token')).toBe('bob-token');
    expect(await screen.findByRole('button', { name: /Bob/ })).toBeInTheDocument();
    expect(tokenInAddress(router)).toBe(false);
  });

  it('with nobody signed in, the token is adopted without a question', async () => {
    mockFetch(pingFor({ 'bob-token': bob }));
    const router = renderAt('/my-bookings?token=bob-token');
    expect(await screen.findByRole('button', { name: /Bob/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getToken()).toBe('bob-token');
    await waitFor(() => expect(tokenInAddress(router)).toBe(false));
  });

  it('a signed-in session that has ended does not stand in the way', async () => {
    sessionStore.setSession({ user: alice, token: 'dead-token' }, true);
    mockFetch(pingFor({ 'bob-token': bob }));
    renderAt('/my-bookings?token=bob-token');
    expect(await screen.findByRole('button', { name: /Bob/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getToken()).toBe('bob-token');
  });
});

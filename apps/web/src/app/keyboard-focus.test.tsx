import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingView } from '../features/booking/test-data';
import { sessionStore } from '../lib/storage';
import { user as demoUser } from '../test/fixtures';
import { renderAt } from '../test/render-app';
import { json, mockFetch } from '../test/utils';

describe('keyboard focus across the app', () => {
  it('moves the focus to the new page’s main heading on a change of page', async () => {
    mockFetch();
    const router = renderAt('/404');
    await screen.findByRole('heading', { level: 1, name: /Sorry!/ });
    await router.navigate('/login');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Please Login' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the focus alone on the first page the visitor opens', async () => {
    mockFetch();
    renderAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Please Login' });
    expect(document.body).toHaveFocus();
  });

  it('hands the focus back to Log In when a popup opened from it closes, even after switching popups', async () => {
    mockFetch();
    const events = userEvent.setup();
    renderAt('/404');
    const logIn = await screen.findByRole('button', { name: 'Log In' });
    await events.click(logIn);
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    await events.click(await within(signIn).findByRole('button', { name: 'Forgotten Password?' }));
    await screen.findByRole('dialog', { name: 'Forgotten Password' });
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(logIn).toHaveFocus());
  });

  it('puts the focus on the account menu’s button after signing in from Log In', async () => {
    mockFetch({
      'POST /api/login': () =>
        json({
          success: true,
          data: { user: demoUser, bearer_token: 'tok-1', expires_at: '2099-01-01T00:00:00.000Z' },
        }),
      'GET /api/ping': () => json({ success: true, user: demoUser }),
    });
    const events = userEvent.setup();
    renderAt('/404');
    await events.click(await screen.findByRole('button', { name: 'Log In' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    await events.type(await within(signIn).findByLabelText('Email'), 'jane@example.com');
    await events.type(within(signIn).getByLabelText('Password'), 'correct horse');
    await events.click(within(signIn).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /account menu/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: /account menu/ })).toHaveTextContent(demoUser.first_name);
  });

  it('takes the focus to each new booking step’s heading after Continue', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    mockFetch({
      'GET /api/ping': () => json({ success: true, user: demoUser }),
      'GET /api/bookings/42': () => json({ success: true, data: bookingView() }),
    });
    const events = userEvent.setup();
    renderAt('/confirm-booking/42');
    await events.click(await screen.findByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Booking summary' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Moving along the tabs with the arrow keys keeps the focus on the tabs.
    const payTab = screen.getByRole('tab', { name: '3 Summary and Payment' });
    payTab.focus();
    await events.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '2 Optional Extras' })).toHaveFocus();
  });
});

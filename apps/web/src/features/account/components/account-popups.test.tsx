import { ACCOUNT_EXISTS_MESSAGE, DETAILS_UPDATED_MESSAGE } from '@parkstays/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/storage';
import { user as demoUser } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { usePopup } from '../popups';
import { AccountPopups } from './account-popups';

function Openers() {
  const { openPopup } = usePopup();
  return (
    <>
      <button type="button" onClick={() => openPopup('signIn')}>
        Open sign in
      </button>
      <button type="button" onClick={() => openPopup('myDetails')}>
        Open my details
      </button>
    </>
  );
}

function renderPopups() {
  return renderWithProviders(
    <>
      <Openers />
      <AccountPopups />
    </>,
  );
}

describe('account popups', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps only one popup open: Sign In switches to Sign Up and to Forgotten Password', async () => {
    mockFetch();
    const events = userEvent.setup();
    renderPopups();
    await events.click(screen.getByRole('button', { name: 'Open sign in' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    await events.click(await within(signIn).findByRole('button', { name: 'Not Registered? Sign Up' }));

    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(screen.getByRole('button', { name: 'Open sign in' }));
    await events.click(await screen.findByRole('button', { name: 'Forgotten Password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgotten Password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  });

  it('takes the focus to the first field and closes on Escape', async () => {
    mockFetch();
    const events = userEvent.setup();
    renderPopups();
    await events.click(screen.getByRole('button', { name: 'Open sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Focus moves into the dialog, onto its first field.
    await waitFor(async () => expect(await within(dialog).findByLabelText('Email')).toHaveFocus());

    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends an existing account from Sign Up to Sign In with the server message', async () => {
    mockFetch({ 'POST /api/users': () => json({ success: false, message: ACCOUNT_EXISTS_MESSAGE }, 409) });
    const events = userEvent.setup();
    renderPopups();
    await events.click(screen.getByRole('button', { name: 'Open sign in' }));
    await events.click(await screen.findByRole('button', { name: 'Not Registered? Sign Up' }));
    const signUp = await screen.findByRole('dialog', { name: 'Sign Up' });
    await events.type(await within(signUp).findByLabelText('First name'), 'Jane');
    await events.type(within(signUp).getByLabelText('Last name'), 'Holiday');
    await events.type(within(signUp).getByLabelText('Email'), 'jane@example.com');
    await events.selectOptions(within(signUp).getByLabelText('Country'), 'GB');
    await events.type(within(signUp).getByLabelText('Password'), 'sandcastles');
    await events.type(within(signUp).getByLabelText('Confirm password'), 'sandcastles');
    await events.click(within(signUp).getByRole('button', { name: 'Sign Up' }));

    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(signIn).getByText(ACCOUNT_EXISTS_MESSAGE)).toBeInTheDocument();
  });

  it('My Details: prefilled, e-mail not shown, success message gone after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.setSession({ user: demoUser, token: 'tok-1' }, false);
    const { calls } = mockFetch({
      'GET /api/users': () => json({ success: true, data: demoUser }),
      'PUT /api/users': (request) =>
        json({
          success: true,
          message: DETAILS_UPDATED_MESSAGE,
          data: { ...demoUser, ...(request.body as object) },
        }),
    });
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPopups();
    await events.click(screen.getByRole('button', { name: 'Open my details' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Details' });

    const city = await within(dialog).findByLabelText('Town or city');
    expect(city).toHaveValue('Scarborough');
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(dialog).queryByDisplayValue(demoUser.email)).not.toBeInTheDocument();

    await events.clear(city);
    await events.type(city, 'Whitby');
    await events.click(within(dialog).getByRole('button', { name: 'Save my details' }));

    expect(await within(dialog).findByText(DETAILS_UPDATED_MESSAGE)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.headers.Authorization).toBe('Bearer tok-1');
    expect(put?.body).toMatchObject({ city: 'Whitby' });
    expect(put?.body).not.toHaveProperty('email');

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(within(dialog).getByText(DETAILS_UPDATED_MESSAGE)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(dialog).queryByText(DETAILS_UPDATED_MESSAGE)).not.toBeInTheDocument();
    // The stored session follows the update.
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}')).toMatchObject({ city: 'Whitby' });
  });
});

import {
  EMAIL_CHANGED_MESSAGE,
  EMAIL_CONFIRMATION_INVALID_MESSAGE,
  EMAIL_CONFIRMATION_SENT_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  type TUser,
} from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { user as demoUser } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { json, mockFetch, renderWithProviders } from '../../test/utils';
import { AccountPopups } from './components/account-popups';
import { usePopup } from './popups';

const unconfirmed: TUser = { ...demoUser, email_confirmed_at: null };
const confirmed: TUser = { ...demoUser, email_confirmed_at: '2026-06-01T09:00:00.000Z' };

describe('the "confirm your e-mail" notice', () => {
  it('asks a signed-in user with an unconfirmed address to open the link, and sends it again', async () => {
    sessionStore.setSession({ user: unconfirmed, token: 'tok-1' }, true);
    const { calls } = mockFetch({
      'GET /api/ping': () => json({ success: true, user: unconfirmed }),
      'POST /api/users/confirm-email/send': () =>
        json({ success: true, message: EMAIL_CONFIRMATION_SENT_MESSAGE }),
    });
    const events = userEvent.setup();
    renderAt('/');
    const notice = await screen.findByRole('region', { name: 'Please confirm your e-mail address' });
    expect(notice).toHaveTextContent(`We have e-mailed a link to ${unconfirmed.email}`);

    await events.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByText(EMAIL_CONFIRMATION_SENT_MESSAGE)).toBeInTheDocument();
    const send = calls.find((call) => call.path === '/api/users/confirm-email/send');
    expect(send?.method).toBe('POST');
    expect(send?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('is not shown to a confirmed user, nor to a visitor', async () => {
    mockFetch({ 'GET /api/ping': () => json({ success: true, user: confirmed }) });
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Please confirm your e-mail address' }),
    ).not.toBeInTheDocument();
  });

  it('goes once the link is opened: the confirmation page confirms on request and says so', async () => {
    sessionStore.setSession({ user: unconfirmed, token: 'tok-1' }, true);
    let current = unconfirmed;
    const { calls } = mockFetch({
      'GET /api/ping': () => json({ success: true, user: current }),
      'POST /api/users/confirm-email': (request) => {
        if ((request.body as { token: string }).token !== 'link-abc') {
          return json({ success: false, message: EMAIL_CONFIRMATION_INVALID_MESSAGE }, 400);
        }
        current = confirmed;
        return json({ success: true, message: EMAIL_CONFIRMED_MESSAGE, data: { email: demoUser.email } });
      },
    });
    const events = userEvent.setup();
    renderAt('/confirm-email/link-abc');
    expect(
      await screen.findByRole('heading', { name: 'Confirm your e-mail address', level: 1 }),
    ).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'Please confirm your e-mail address' }),
    ).toBeInTheDocument();
    // Opening the page confirms nothing by itself (mail scanners open links too).
    expect(calls.some((call) => call.path === '/api/users/confirm-email')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(EMAIL_CONFIRMED_MESSAGE);
    expect(done).toHaveTextContent(`${demoUser.email} is confirmed as your e-mail address.`);
    expect(calls.find((call) => call.path === '/api/users/confirm-email')?.body).toEqual({
      token: 'link-abc',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Please confirm your e-mail address' }),
      ).not.toBeInTheDocument(),
    );
    expect(sessionStore.getSession()?.user.email_confirmed_at).toBe(confirmed.email_confirmed_at);
  });

  it('says when a link is used or expired', async () => {
    mockFetch({
      'POST /api/users/confirm-email': () =>
        json(
          {
            success: false,
            message: EMAIL_CONFIRMATION_INVALID_MESSAGE,
            errors: [{ field: 'token', message: EMAIL_CONFIRMATION_INVALID_MESSAGE }],
          },
          400,
        ),
    });
    const events = userEvent.setup();
    renderAt('/confirm-email/spent');
    await events.click(await screen.findByRole('button', { name: 'Confirm my e-mail address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_CONFIRMATION_INVALID_MESSAGE);
  });
});

function OpenMyDetails() {
  const { openPopup } = usePopup();
  return (
    <button type="button" onClick={() => openPopup('myDetails')}>
      Open my details
    </button>
  );
}

describe('My Details: changing the e-mail address', () => {
  it('needs the password, and leaves the new address unconfirmed until its link is opened', async () => {
    sessionStore.setSession({ user: confirmed, token: 'tok-2' }, true);
    const { calls } = mockFetch({
      'GET /api/users': () => json({ success: true, data: confirmed }),
      'PUT /api/users/email': (request) => {
        const body = request.body as { email: string; password: string };
        if (body.password !== 'Right-Password-1') {
          return json(
            {
              success: false,
              message: 'The password is not right.',
              errors: [{ field: 'password', message: 'The password is not right.' }],
            },
            400,
          );
        }
        return json({
          success: true,
          message: EMAIL_CHANGED_MESSAGE,
          data: { ...confirmed, email: body.email, email_confirmed_at: null },
        });
      },
    });
    const events = userEvent.setup();
    renderWithProviders(
      <>
        <OpenMyDetails />
        <AccountPopups />
      </>,
    );
    await events.click(screen.getByRole('button', { name: 'Open my details' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Details' });
    expect(await within(dialog).findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Change e-mail address' }));
    const form = within(dialog).getByRole('form', { name: 'Change e-mail address' });
    await events.type(within(form).getByLabelText('New e-mail address'), 'jane.new@example.com');
    await events.type(within(form).getByLabelText('Your password'), 'Wrong-Password');
    await events.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
    expect(await within(form).findByRole('link', { name: 'The password is not right.' })).toBeInTheDocument();

    await events.clear(within(form).getByLabelText('Your password'));
    await events.type(within(form).getByLabelText('Your password'), 'Right-Password-1');
    await events.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
    expect(await within(dialog).findByText(EMAIL_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(/Your e-mail address is not confirmed yet/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/users/email').at(-1)?.body).toEqual({
      email: 'jane.new@example.com',
      password: 'Right-Password-1',
    });
    expect(sessionStore.getSession()?.user).toMatchObject({
      email: 'jane.new@example.com',
      email_confirmed_at: null,
    });
  });
});

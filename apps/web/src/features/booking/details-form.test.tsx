import { ACCOUNT_EXISTS_MESSAGE, PASSWORD_MISMATCH_BOOKING, SOLD_OUT_MESSAGE } from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { user as demoUser } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { json, mockFetch } from '../../test/utils';
import { accommodation, arrival, createPath } from './test-data';

const optionValues = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.value);

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/accommodations/LODGE2': () => json({ success: true, data: accommodation }),
    ...routes,
  });
}

async function fillGuest(events: ReturnType<typeof userEvent.setup>, confirm = 'sandcastles') {
  await events.type(screen.getByLabelText('First name'), 'Harriet');
  await events.type(screen.getByLabelText('Last name'), "O'Connor");
  await events.type(screen.getByLabelText('Email'), 'harriet@example.test');
  await events.type(screen.getByLabelText('Phone number'), '07700900456');
  await events.selectOptions(screen.getByLabelText('Country'), 'GB');
  await events.type(screen.getByLabelText('Password'), 'sandcastles');
  await events.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('create booking: 1 Your Details', () => {
  it('shows the stay and the wizard, with the later steps disabled', async () => {
    setup();
    renderAt(createPath);
    expect(await screen.findByRole('heading', { name: 'Book your stay' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '1 Your Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '2 Optional Extras' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: '3 Summary and Payment' })).toBeDisabled();
    const stay = screen.getByRole('complementary', { name: 'Your stay' });
    expect(await within(stay).findByText('Harbour View Lodge')).toBeInTheDocument();
    expect(within(stay).getByText('Robin Hood Park')).toBeInTheDocument();
    expect(within(stay).getByText('£1,049.00')).toBeInTheDocument();
    expect(within(stay).getByText('7 Nights')).toBeInTheDocument();
    expect(within(stay).getByText(arrival.split('-').reverse().join('/'))).toBeInTheDocument();
  });

  it('limits adults to capacity minus children and children to capacity minus adults', async () => {
    setup();
    const events = userEvent.setup();
    renderAt(createPath);
    await screen.findByText('This accommodation sleeps up to 4 people.');
    expect(optionValues('Adults')).toEqual(['1', '2', '3', '4']);
    expect(optionValues('Children')).toEqual(['0', '1', '2', '3']);

    await events.selectOptions(screen.getByLabelText('Children'), '2');
    expect(optionValues('Adults')).toEqual(['1', '2']);
    await events.selectOptions(screen.getByLabelText('Adults'), '2');
    expect(optionValues('Children')).toEqual(['0', '1', '2']);
    expect(screen.getByText('Over 18')).toBeInTheDocument();
    expect(screen.getByText('Aged 4 to 18')).toBeInTheDocument();
  });

  it("says the password and its confirmation don't match, and sends nothing", async () => {
    const { calls } = setup();
    const events = userEvent.setup();
    renderAt(createPath);
    await screen.findByText('This accommodation sleeps up to 4 people.');
    await fillGuest(events, 'sandcastlez');
    await events.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('link', { name: PASSWORD_MISMATCH_BOOKING })).toHaveAttribute(
      'href',
      '#booking-details-confirm_password',
    );
    expect(calls.filter((call) => call.path === '/api/bookings')).toHaveLength(0);
  });

  it('shows the account-exists message and opens the Sign In popup on a 409', async () => {
    setup({
      'POST /api/bookings': () =>
        json({ success: false, message: ACCOUNT_EXISTS_MESSAGE, code: 'ACCOUNT_EXISTS' }, 409),
    });
    const events = userEvent.setup();
    renderAt(createPath);
    await screen.findByText('This accommodation sleeps up to 4 people.');
    await fillGuest(events);
    await events.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByText(ACCOUNT_EXISTS_MESSAGE)).toBeInTheDocument();
  });

  it('says a stay has sold out, with a way back to the search', async () => {
    setup({
      'POST /api/bookings': () => json({ success: false, message: SOLD_OUT_MESSAGE, code: 'SOLD_OUT' }, 409),
    });
    const events = userEvent.setup();
    renderAt(createPath);
    await screen.findByText('This accommodation sleeps up to 4 people.');
    await fillGuest(events);
    await events.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(SOLD_OUT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates the booking for a guest, signs them in with Remember Me and moves to step 2', async () => {
    const { calls } = setup({
      'POST /api/bookings': () =>
        json(
          {
            success: true,
            message: 'Booked',
            data: {
              id: 42,
              booking_no: 'BB000042',
              hold_expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
              session: { user: demoUser, bearer_token: 'guest-token', expires_at: '2099-01-01T00:00:00Z' },
            },
          },
          201,
        ),
    });
    const events = userEvent.setup();
    const router = renderAt(createPath);
    await screen.findByText('This accommodation sleeps up to 4 people.');
    await fillGuest(events);
    await events.selectOptions(screen.getByLabelText('Adults'), '2');
    await events.selectOptions(screen.getByLabelText('Pets'), '1');
    await events.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.location.pathname).toBe('/confirm-booking/42'));
    expect(localStorage.getItem('token')).toBe('guest-token');
    const body = calls.find((call) => call.path === '/api/bookings')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      grade_code: 'LODGE2',
      arrival_date: arrival,
      no_of_nights: 7,
      no_of_adults: 2,
      no_of_children: 0,
      has_pets: 1,
      email: 'harriet@example.test',
      password: 'sandcastles',
    });
    expect(body).not.toHaveProperty('confirm_password');
  });

  it('prefills a signed-in user and hides the password fields', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    const { calls } = setup({
      'GET /api/ping': () => json({ success: true, user: demoUser }),
      'POST /api/bookings': () =>
        json(
          {
            success: true,
            message: 'Booked',
            data: { id: 43, booking_no: 'BB000043', hold_expires_at: new Date().toISOString() },
          },
          201,
        ),
    });
    const events = userEvent.setup();
    const router = renderAt(createPath);
    await screen.findByText('This accommodation sleeps up to 4 people.');
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.location.pathname).toBe('/confirm-booking/43'));
    const call = calls.find((c) => c.path === '/api/bookings');
    expect(call?.headers.Authorization).toBe('Bearer tok');
    expect(call?.body).not.toHaveProperty('password');
  });
});

import {
  addDays,
  londonToday,
  MISSING_BOOKING_LINK_INVALID_MESSAGE,
  MISSING_BOOKING_LINK_SENT_MESSAGE,
  paymentNotConfirmedMessage,
  type TBookingView,
} from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDataLayerRecord } from '../../lib/data-layer';
import { sessionStore } from '../../lib/storage';
import { cardPaymentRoutes, fillCard } from '../../test/card-payment';
import { user as demoUser, siteSettings } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { json, mockFetch } from '../../test/utils';
import type { BookingSummaryRow } from './components/booking-card';
import { splitBookings } from './split-bookings';
import { bookingView } from './test-data';

afterEach(() => {
  window.dataLayer = undefined;
  resetDataLayerRecord();
});

function signIn() {
  sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
}

/** The guest signed in, booking 42 answered as `view`, and any `extra` answers. */
function bookingApi(view: TBookingView, extra: Parameters<typeof mockFetch>[0] = {}) {
  signIn();
  return mockFetch({
    'GET /api/ping': () => json({ success: true, user: demoUser }),
    'GET /api/bookings/42': () => json({ success: true, data: view }),
    ...extra,
  });
}

const confirmed = bookingView({
  attributes: { confirmed: 'true', outstanding_amount: '949.00' },
  view: {
    payments: [
      {
        id: 5,
        amount: '100.00',
        amount_pence: 10_000,
        status: 'Paid',
        elite_payment_id: 'EP-5',
        created_at: '2025-06-01T13:05:00Z',
      },
    ],
  },
});

describe('Booking Confirmed', () => {
  it('pushes the purchase to the data layer once, and shows the booking and help contacts', async () => {
    bookingApi(confirmed);
    const router = renderAt('/booking-confirmed/42');
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('BB000042')).toBeInTheDocument();
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer?.[0]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'BB000042',
        value: 1049,
        currency: 'GBP',
        tax: 0,
        shipping: 0,
        items: [
          { item_name: 'Harbour View Lodge', item_category: 'Self-catering', quantity: 1, price: 1049 },
        ],
      },
    });
    const help = await screen.findByRole('region', { name: 'Need help?' });
    expect(within(help).getByRole('link', { name: siteSettings.phone_primary })).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: siteSettings.owner_services_email })).toHaveAttribute(
      'href',
      `mailto:${siteSettings.owner_services_email}`,
    );
    expect(within(help).getByRole('link', { name: siteSettings.help_email })).toBeInTheDocument();

    // Leaving and coming back does not count the purchase again.
    await router.navigate('/');
    await router.navigate('/booking-confirmed/42');
    await screen.findByRole('heading', { name: 'Booking Confirmed', level: 1 });
    await screen.findByText('BB000042');
    expect(window.dataLayer).toHaveLength(1);
  });
});

describe('View booking', () => {
  it('shows park info, payments and the balance form in free-amount mode', async () => {
    bookingApi(confirmed);
    renderAt('/booking/42');
    expect(await screen.findByRole('heading', { name: 'My Bookings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Robin Hood Park' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Activities' })).toHaveAttribute(
      'href',
      '/booking/42/activities',
    );
    expect(screen.getByRole('link', { name: 'Booked Activities' })).toHaveAttribute(
      'href',
      '/booking/42/booked-activities',
    );
    const payments = screen.getByRole('table', { name: 'Payments' });
    const row = within(payments).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('5');
    expect(row).toHaveTextContent('£100.00');
    expect(row).toHaveTextContent('Paid');
    expect(row).toHaveTextContent('EP-5');
    expect(row).toHaveTextContent('01/06/2025, 14:05');
    const amount = screen.getByLabelText('Amount (£)');
    expect(amount).toHaveAttribute('max', '949');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lists the refunds reception gave, and shows what is paid and left to pay net of them', async () => {
    const base = bookingView({
      attributes: { confirmed: 'true', total_price: '700.00', outstanding_amount: '50.00' },
    });
    const refunded = {
      ...base,
      booking: { ...base.booking, status: 'confirmed' as const, paid_pence: 65_000, refunded_pence: 5_000 },
      payments: [
        {
          id: 5,
          amount: '700.00',
          amount_pence: 70_000,
          status: 'authorised',
          elite_payment_id: 'EP-5',
          created_at: '2026-11-20T10:00:00Z',
        },
      ],
      refunds: [
        {
          id: 2,
          payment_id: 5,
          amount: '30.00',
          amount_pence: 3_000,
          status: 'pending' as const,
          reason: 'Late keys',
          created_at: '2026-11-27T12:30:00Z',
        },
        {
          id: 1,
          payment_id: 5,
          amount: '50.00',
          amount_pence: 5_000,
          status: 'refunded' as const,
          reason: 'Hot tub out of order',
          created_at: '2026-11-27T12:25:00Z',
        },
      ],
    };
    bookingApi(refunded);
    renderAt('/booking/42');
    const payments = await screen.findByRole('table', { name: 'Payments' });
    const rows = within(payments).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('27/11/2026, 12:30');
    expect(rows[0]).toHaveTextContent('Refund of payment No. 5');
    expect(rows[0]).toHaveTextContent('Late keys');
    expect(rows[0]).toHaveTextContent('−£30.00');
    expect(rows[0]).toHaveTextContent('Being checked');
    expect(rows[1]).toHaveTextContent('27/11/2026, 12:25');
    expect(rows[1]).toHaveTextContent('Hot tub out of order');
    expect(rows[1]).toHaveTextContent('−£50.00');
    expect(rows[1]).toHaveTextContent('Refunded');
    expect(rows[2]).toHaveTextContent('£700.00');
    expect(rows[2]).toHaveTextContent('Paid');
    // The summary says what reception's page says: paid net of refunds, the refund, the balance.
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    const value = (term: string) => within(summary).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Paid')).toHaveTextContent('£650.00');
    expect(value('Refunded')).toHaveTextContent('£50.00');
    expect(value('Outstanding')).toHaveTextContent('£50.00');
  });

  it('refuses more than is outstanding, and pays the balance as Additional', async () => {
    const { calls } = bookingApi(confirmed, {
      ...cardPaymentRoutes(),
    });
    const events = userEvent.setup();
    const router = renderAt('/booking/42');
    const amount = await screen.findByLabelText('Amount (£)');
    await events.type(amount, '1000');
    await fillCard(events);
    await events.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(
      await screen.findByRole('link', { name: 'The amount can be at most £949.00' }),
    ).toBeInTheDocument();

    await events.clear(amount);
    await events.type(amount, '49.50');
    await events.click(screen.getByRole('button', { name: 'Make payment' }));
    await waitFor(() => expect(router.location.pathname).toBe('/booking-confirmed/42'));
    expect(calls.find((call) => call.path === '/api/payments')?.body).toMatchObject({
      type: 'Additional',
      amount: 49.5,
    });
  });

  it('says the payment was not confirmed, with the support phone', async () => {
    bookingApi(bookingView(), {
      ...cardPaymentRoutes(),
    });
    const events = userEvent.setup();
    renderAt('/booking/42');
    await events.type(await screen.findByLabelText('Amount (£)'), '10');
    await fillCard(events);
    await events.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(
      await screen.findByText(paymentNotConfirmedMessage(siteSettings.phone_primary)),
    ).toBeInTheDocument();
  });
});

function summaryRow(id: number, arrival: string, nights = 7): BookingSummaryRow {
  return {
    id,
    booking_no: `BB${id}`,
    arrival_date: arrival,
    no_of_nights: nights,
    status: 'confirmed',
    park: { title: 'Robin Hood Park', image_url: '', park_code: 'RH' },
    accommodation: { title: `Lodge ${id}`, grade_code: 'LODGE2' },
    total_price: '1,049.00',
    total_price_pence: 104_900,
    outstanding_amount: '0.00',
    outstanding_amount_pence: 0,
    confirmed: 'true',
  };
}

describe('My Bookings', () => {
  it('splits upcoming (stay ends after now) from previous', () => {
    const today = londonToday();
    const { upcoming, previous } = splitBookings([
      summaryRow(1, addDays(today, -30)),
      summaryRow(2, addDays(today, 10)),
      summaryRow(3, addDays(today, -3), 7),
    ]);
    expect(upcoming.map((b) => b.id)).toEqual([3, 2]);
    expect(previous.map((b) => b.id)).toEqual([1]);
  });

  it('lists the bookings, links each to its page, and finds a missing one', async () => {
    signIn();
    const today = londonToday();
    const { calls } = mockFetch({
      'GET /api/ping': () => json({ success: true, user: demoUser }),
      'GET /api/bookings': () =>
        json({
          success: true,
          data: [summaryRow(1, addDays(today, -30)), summaryRow(2, addDays(today, 10))],
        }),
      'POST /api/find-missing-booking': () =>
        json(
          { success: false, error: 'We could not find a booking with that reference and email address.' },
          404,
        ),
    });
    const events = userEvent.setup();
    renderAt('/my-bookings');
    const upcoming = await screen.findByRole('region', { name: 'Your upcoming holidays' });
    expect(await within(upcoming).findByRole('link', { name: /View booking\s*BB2/ })).toHaveAttribute(
      'href',
      '/booking/2',
    );
    // An upcoming stay links to its activities.
    expect(within(upcoming).getByRole('link', { name: /Booked activities\s*for BB2/ })).toHaveAttribute(
      'href',
      '/booking/2/booked-activities',
    );
    expect(within(upcoming).getByRole('link', { name: /Book activities\s*for BB2/ })).toHaveAttribute(
      'href',
      '/booking/2/activities',
    );
    const previous = screen.getByRole('region', { name: 'Your previous holidays' });
    expect(within(previous).getByRole('link', { name: /View booking\s*BB1/ })).toHaveAttribute(
      'href',
      '/booking/1',
    );

    await events.click(screen.getByRole('button', { name: 'Missing booking?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing booking?' });
    await events.type(within(dialog).getByLabelText('Booking reference'), 'BB999');
    await events.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Find my booking' }));
    const error = await within(dialog).findByText(
      'We could not find a booking with that reference and email address.',
    );
    expect(error.closest('[data-variant]')).toHaveAttribute('data-variant', 'error');
    expect(calls.find((call) => call.path === '/api/find-missing-booking')?.body).toEqual({
      booking_reference: 'BB999',
      email: 'jane@example.com',
    });
  });

  it("says a link was e-mailed when the address is not the account's own, and lists nothing new", async () => {
    signIn();
    const { calls } = mockFetch({
      'GET /api/ping': () => json({ success: true, user: demoUser }),
      'GET /api/bookings': () => json({ success: true, data: [] }),
      'POST /api/find-missing-booking': () =>
        json(
          { success: true, message: MISSING_BOOKING_LINK_SENT_MESSAGE, data: { outcome: 'link_sent' } },
          202,
        ),
    });
    const events = userEvent.setup();
    renderAt('/my-bookings');
    await events.click(await screen.findByRole('button', { name: 'Missing booking?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing booking?' });
    await events.type(within(dialog).getByLabelText('Booking reference'), 'BK4821937');
    await events.type(within(dialog).getByLabelText('Email'), 'partner@example.com');
    const listed = calls.filter((call) => call.path === '/api/bookings').length;
    await events.click(within(dialog).getByRole('button', { name: 'Find my booking' }));
    const news = await within(dialog).findByText(MISSING_BOOKING_LINK_SENT_MESSAGE);
    expect(news.closest('[data-variant]')).toHaveAttribute('data-variant', 'info');
    expect(calls.filter((call) => call.path === '/api/bookings')).toHaveLength(listed);
  });

  it('sends a visitor who is not signed in to the home page, and shows the header link when signed in', async () => {
    mockFetch();
    const router = renderAt('/my-bookings');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});

describe('the link "Missing booking?" e-mails', () => {
  const offer = {
    booking_no: 'BK4821937',
    park_title: "Robin Hood's Bay",
    arrival_date: '2026-08-14',
    no_of_nights: 7,
    account_email: 'partner@example.com',
  };

  it('says which booking would go into whose account, and adds it only when asked', async () => {
    const { calls } = mockFetch({
      'GET /api/find-missing-booking/link': () => json({ success: true, data: offer }),
      'POST /api/find-missing-booking/link': () =>
        json({
          success: true,
          message: 'Booking BK4821937 has been added to the account of partner@example.com.',
          data: { booking_no: 'BK4821937', account_email: 'partner@example.com' },
        }),
    });
    const events = userEvent.setup();
    renderAt('/missing-booking/tok_123');
    expect(
      await screen.findByRole('heading', { name: 'Add a booking to an account', level: 1 }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        (_, node) =>
          node?.tagName === 'P' &&
          node.textContent === 'Add booking BK4821937 to the account of partner@example.com?',
      ),
    ).toBeVisible();
    const facts = screen.getByText('Park', { selector: 'dt' }).closest('dl')!;
    expect(facts).toHaveTextContent("Robin Hood's Bay");
    expect(facts).toHaveTextContent('Friday 14 August 2026');
    expect(facts).toHaveTextContent('7 nights');
    expect(
      calls.find((call) => call.method === 'GET' && call.path === '/api/find-missing-booking/link'),
    ).toBeDefined();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Add the booking' }));
    expect(
      await screen.findByText('Booking BK4821937 has been added to the account of partner@example.com.'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'tok_123' });
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute('href', '/my-bookings');
  });

  it('says so when the link is used or has expired, and offers nothing to press', async () => {
    mockFetch({
      'GET /api/find-missing-booking/link': () =>
        json(
          {
            success: false,
            message: MISSING_BOOKING_LINK_INVALID_MESSAGE,
            code: 'VALIDATION',
            errors: [{ field: 'token', message: MISSING_BOOKING_LINK_INVALID_MESSAGE }],
          },
          400,
        ),
    });
    renderAt('/missing-booking/used');
    const error = await screen.findByText(MISSING_BOOKING_LINK_INVALID_MESSAGE);
    expect(error.closest('[data-variant]')).toHaveAttribute('data-variant', 'error');
    expect(screen.queryByRole('button', { name: 'Add the booking' })).toBeNull();
  });
});

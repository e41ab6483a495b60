import type { TBookingMoney, TDeskPayment } from '@parkstays/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/storage';
import { cardPaymentRoutes } from '../../../test/card-payment';
import { user as demoUser } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch, renderWithProviders } from '../../../test/utils';
import { BookingMoneyPanel } from './index';

const payment = (overrides: Partial<TDeskPayment> = {}): TDeskPayment => ({
  id: 11,
  at: '2026-11-20T10:15:00.000Z',
  amount_pence: 70_000,
  status: 'authorised',
  method: 'online',
  taken_by: null,
  card_last_four: null,
  refunded_pence: 0,
  refundable_pence: 70_000,
  status_detail: 'The Authorisation was Successful.',
  updated_at: '2026-11-20T10:15:01.000Z',
  refunds: [],
  ...overrides,
});

const money = (overrides: Partial<TBookingMoney> = {}): TBookingMoney => ({
  booking_no: 'BK1234567',
  status: 'confirmed',
  guest_name: 'Ada Byron',
  email: 'ada@example.test',
  total_pence: 90_000,
  paid_pence: 70_000,
  balance_due_pence: 20_000,
  in_flight_pence: 0,
  refundable_pence: 70_000,
  taken_pence: 70_000,
  refunded_pence: 0,
  refund_pending_pence: 0,
  payments: [payment()],
  ...overrides,
});

const refunded = money({
  paid_pence: 65_000,
  balance_due_pence: 25_000,
  refundable_pence: 65_000,
  refunded_pence: 5_000,
  payments: [
    payment({
      refunded_pence: 5_000,
      refundable_pence: 65_000,
      refunds: [
        {
          id: 3,
          payment_id: 11,
          at: '2026-11-24T09:00:00.000Z',
          amount_pence: 5_000,
          status: 'refunded',
          reason: 'Hot tub out of order',
          by: { id: 7, name: 'Rhona Reception' },
          status_detail: 'The Refund was Successful.',
          updated_at: '2026-11-24T09:00:01.000Z',
        },
      ],
    }),
  ],
});

beforeEach(() => {
  sessionStore.setSession({ token: 'staff-token', user: { ...demoUser, staff_role: 'reception' } }, false);
});

describe('BookingMoneyPanel', () => {
  it("lists the stay's payments with how they were made and what can still be refunded", async () => {
    mockFetch({
      'GET /api/admin/bookings/BK1234567/payments': () =>
        json({
          success: true,
          data: money({
            payments: [
              payment({
                id: 12,
                amount_pence: 20_000,
                method: 'telephone',
                taken_by: { id: 7, name: 'Rhona Reception' },
                refundable_pence: 20_000,
              }),
              payment(),
            ],
          }),
        }),
    });
    renderWithProviders(<BookingMoneyPanel bookingNo="BK1234567" />);
    const panel = await screen.findByRole('region', { name: 'Payments and refunds' });
    expect(
      await within(panel).findByText('By telephone, taken by Rhona Reception', { exact: false }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Online by the guest', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText('Can be refunded').nextElementSibling).toHaveTextContent('£700.00');
  });

  it('refunds a chosen amount after a step that states it, with a new Idempotency-Key', async () => {
    let answered = money();
    const { calls } = mockFetch({
      'GET /api/admin/bookings/BK1234567/payments': () => json({ success: true, data: answered }),
      'POST /api/admin/bookings/BK1234567/refunds': () => {
        answered = refunded;
        return json(
          {
            success: true,
            message: '£50.00 has been refunded.',
            data: {
              refunded_pence: 5_000,
              pending_pence: 0,
              failed_pence: 0,
              refunds: refunded.payments[0]!.refunds,
              money: refunded,
            },
          },
          201,
        );
      },
    });
    const events = userEvent.setup();
    renderWithProviders(<BookingMoneyPanel bookingNo="BK1234567" />);
    await events.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: "Refund to the guest's card" });
    expect(within(dialog).getByText('You can refund up to £700.00.')).toBeInTheDocument();

    // Too much is refused beside the field and in the summary, before anything is sent.
    await events.type(within(dialog).getByLabelText('Amount to refund, in pounds'), '700.01');
    await events.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findAllByText('You can refund at most £700.00')).toHaveLength(2);
    expect(within(dialog).getAllByText('Enter a reason')).toHaveLength(2);

    await events.clear(within(dialog).getByLabelText('Amount to refund, in pounds'));
    await events.type(within(dialog).getByLabelText('Amount to refund, in pounds'), '50');
    await events.type(within(dialog).getByLabelText('Reason'), 'Hot tub out of order');
    await events.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Refund £50.00 to the card the guest paid with?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await events.click(within(dialog).getByRole('button', { name: 'Refund £50.00' }));
    expect(await within(dialog).findByText('£50.00 has been refunded.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST') as MockRequest;
    expect(sent.body).toEqual({ amount_pence: 5_000, reason: 'Hot tub out of order' });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await events.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/by Rhona Reception · Hot tub out of order/)).toBeInTheDocument();
  });

  it('puts the server’s refusal beside the field it names', async () => {
    mockFetch({
      'GET /api/admin/bookings/BK1234567/payments': () => json({ success: true, data: money() }),
      'POST /api/admin/bookings/BK1234567/refunds': () =>
        json(
          {
            success: false,
            message: 'You can refund at most £600.00',
            code: 'REFUND_TOO_MUCH',
            errors: [{ field: 'amount_pence', message: 'You can refund at most £600.00' }],
          },
          400,
        ),
    });
    const events = userEvent.setup();
    renderWithProviders(<BookingMoneyPanel bookingNo="BK1234567" />);
    await events.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await events.type(within(dialog).getByLabelText('Amount to refund, in pounds'), '650');
    await events.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await events.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await events.click(within(dialog).getByRole('button', { name: 'Refund £650.00' }));
    expect(
      await within(dialog).findByText('You can refund at most £600.00', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount to refund, in pounds')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('cancels the booking with the refund defaulting to what was paid', async () => {
    const { calls } = mockFetch({
      'GET /api/admin/bookings/BK1234567/payments': () => json({ success: true, data: money() }),
      'POST /api/admin/bookings/BK1234567/cancel': () =>
        json(
          {
            success: true,
            message: 'The booking has been cancelled. £700.00 has been refunded.',
            data: {
              status: 'cancelled',
              refunded_pence: 70_000,
              pending_pence: 0,
              failed_pence: 0,
              refunds: [],
              money: money({ status: 'cancelled', paid_pence: 0, refundable_pence: 0 }),
            },
          },
          201,
        ),
    });
    const events = userEvent.setup();
    renderWithProviders(<BookingMoneyPanel bookingNo="BK1234567" />);
    await events.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking BK1234567' });
    expect(within(dialog).getByLabelText('Refund, in pounds')).toHaveValue('700.00');
    await events.type(within(dialog).getByLabelText('Reason for cancelling'), 'Family emergency');
    await events.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText("Cancel booking BK1234567 and refund £700.00 to the guest's card?"),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(dialog).findByText(/The booking has been cancelled/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      refund_pence: 70_000,
      reason: 'Family emergency',
    });
  });

  it('takes a payment by telephone: the card goes to the provider, the payment to us', async () => {
    const { calls } = mockFetch({
      'GET /api/admin/bookings/BK1234567/payments': () => json({ success: true, data: money() }),
      // The card goes to the provider as on the guest's own payment page.
      ...cardPaymentRoutes(),
      'POST /api/admin/bookings/BK1234567/payments': () =>
        json(
          {
            success: true,
            message: '£200.00 has been taken. The guest has been e-mailed a receipt.',
            data: {
              outcome: 'authorised',
              payment: payment({
                id: 13,
                amount_pence: 20_000,
                method: 'telephone',
                taken_by: { id: 7, name: 'Rhona Reception' },
              }),
              money: money({ paid_pence: 90_000, balance_due_pence: 0 }),
            },
          },
          201,
        ),
    });
    const events = userEvent.setup();
    renderWithProviders(<BookingMoneyPanel bookingNo="BK1234567" />);
    await events.click(await screen.findByRole('button', { name: 'Take a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a payment by telephone' });
    expect(within(dialog).getByLabelText('Amount, in pounds')).toHaveValue('200.00');
    await events.click(within(dialog).getByRole('button', { name: 'Take the payment' }));
    expect(await within(dialog).findAllByText('Card number is required')).toHaveLength(2);
    await events.type(within(dialog).getByLabelText('Name on card'), 'Ada Byron');
    await events.type(within(dialog).getByLabelText('Card number'), '4929000000006');
    await events.type(within(dialog).getByLabelText('Expiry date'), '1230');
    await events.type(within(dialog).getByLabelText('Security code'), '123');
    await events.click(within(dialog).getByRole('button', { name: 'Take the payment' }));
    expect(await within(dialog).findByText(/£200.00 has been taken/)).toBeInTheDocument();
    const posted = calls.find(
      (c) => c.method === 'POST' && c.path === '/api/admin/bookings/BK1234567/payments',
    ) as MockRequest;
    expect(posted.body).toEqual({
      amount_pence: 20_000,
      merchant_session_key: 'msk-1',
      card_identifier: 'card-1',
    });
    // The card number went to the provider only.
    expect(JSON.stringify(posted.body)).not.toContain('4929000000006');
  });

  it('says when the payments cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/bookings/BK1234567/payments': () =>
        json({ success: false, message: 'No booking has that reference', code: 'NOT_FOUND' }, 404),
    });
    renderWithProviders(<BookingMoneyPanel bookingNo="BK1234567" />);
    expect(await screen.findByText('No booking has that reference')).toBeInTheDocument();
  });
});

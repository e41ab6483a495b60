import type { TMoneyMovement, TPaymentsDayResponse } from '@parkstays/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/storage';
import { user as demoUser } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { PaymentsDayReport } from './index';

const movement = (overrides: Partial<TMoneyMovement>): TMoneyMovement => ({
  kind: 'payment',
  id: 1,
  at: '2026-11-24T09:30:00.000Z',
  amount_pence: 14_000,
  status: 'authorised',
  method: 'online',
  by: null,
  paid_for: { kind: 'stay', reference: 'BK1234567', booking_no: 'BK1234567', name: 'Ada Byron' },
  reason: '',
  open: false,
  status_detail: 'The Authorisation was Successful.',
  updated_at: '2026-11-24T09:30:01.000Z',
  ...overrides,
});

const pendingRefund = movement({
  kind: 'refund',
  id: 9,
  amount_pence: 5_000,
  status: 'pending',
  method: null,
  by: { id: 7, name: 'Rhona Reception' },
  reason: 'Pool closed',
  open: true,
  status_detail:
    'The card processor did not answer; the refund will be checked with it within a few minutes.',
});

const day = (data: Partial<TPaymentsDayResponse['data']>): TPaymentsDayResponse['data'] => ({
  date: '2026-11-24',
  totals: {
    online_card: { count: 1, amount_pence: 14_000 },
    telephone_card: { count: 0, amount_pence: 0 },
    refunds: { count: 0, amount_pence: 0 },
    net_pence: 14_000,
  },
  by_status: [
    { kind: 'payment', status: 'authorised', count: 1, amount_pence: 14_000 },
    { kind: 'refund', status: 'pending', count: 1, amount_pence: 5_000 },
  ],
  movements: [movement({}), pendingRefund],
  open: [pendingRefund],
  ...data,
});

beforeEach(() => {
  sessionStore.setSession({ token: 'staff-token', user: { ...demoUser, staff_role: 'reception' } }, false);
});

describe('PaymentsDayReport', () => {
  it("shows the day's totals, links each movement to its booking and highlights what is still being checked", async () => {
    const { calls } = mockFetch({ 'GET /api/admin/payments': () => json({ success: true, data: day({}) }) });
    renderWithProviders(<PaymentsDayReport date="2026-11-24" />);
    const totals = await screen.findByRole('region', { name: 'Totals for Tuesday 24 November 2026' });
    expect(within(totals).getAllByText('£140.00').length).toBeGreaterThan(0);
    expect(
      within(totals).getByText('Refunds being checked: 1, £50.00', { exact: false }),
    ).toBeInTheDocument();
    const open = screen.getByRole('region', { name: 'Still being checked (1)' });
    expect(within(open).getByText(/did not answer; the refund will be checked/)).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'BK1234567, Ada Byron' })).toHaveAttribute(
      'href',
      '/admin/bookings/BK1234567',
    );
    const list = screen.getByRole('region', { name: 'Payments and refunds' });
    expect(within(list).getByText('Reason: Pool closed')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/payments')).toBeTruthy();
  });

  it('says when a day has no money', async () => {
    mockFetch({
      'GET /api/admin/payments': () =>
        json({
          success: true,
          data: day({
            totals: {
              online_card: { count: 0, amount_pence: 0 },
              telephone_card: { count: 0, amount_pence: 0 },
              refunds: { count: 0, amount_pence: 0 },
              net_pence: 0,
            },
            by_status: [],
            movements: [],
            open: [],
          }),
        }),
    });
    renderWithProviders(<PaymentsDayReport date="2026-11-24" />);
    expect(
      await screen.findByText('No payments or refunds on this day. Choose another day to see its money.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Still being checked/ })).not.toBeInTheDocument();
  });
});

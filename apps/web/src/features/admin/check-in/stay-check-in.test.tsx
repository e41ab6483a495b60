import type { TArrival } from '@parkstays/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { StayCheckIn } from './components/stay-check-in';

const ARRIVAL: TArrival = {
  booking_id: 41,
  booking_no: 'BK9000007',
  guest_name: 'Sian Roberts',
  email: 'sian@example.test',
  phone_no: '07700900123',
  grade_code: 'RH-GDC',
  grade_title: 'Gold Caravan',
  unit_code: 'GDC004',
  arrival_date: '2026-11-24',
  departure_date: '2026-11-27',
  no_of_nights: 3,
  no_of_adults: 2,
  no_of_children: 1,
  has_pets: true,
  total_pence: 45_000,
  paid_pence: 10_000,
  balance_due_pence: 35_000,
  checked_in_at: null,
  checked_in_by: null,
  park_code: 'RH',
  park_title: "Robin Hood's Bay",
};

afterEach(() => vi.unstubAllGlobals());

describe('StayCheckIn', () => {
  it('finds a party by name, checks them in, and says so', async () => {
    let checkedIn = false;
    const { calls } = mockFetch({
      'GET /api/admin/arrivals': () =>
        json({
          success: true,
          data: {
            date: '2026-11-24',
            arrivals: [
              checkedIn
                ? { ...ARRIVAL, checked_in_at: '2026-11-24T10:05:00.000Z', checked_in_by: 'Tom Bennett' }
                : ARRIVAL,
            ],
          },
        }),
      'POST /api/admin/bookings/BK9000007/check-in': () => {
        if (checkedIn)
          return json(
            {
              success: false,
              code: 'ALREADY_CHECKED_IN',
              message: 'BK9000007 was already checked in on 24 November 2026 at 10:05 by Tom Bennett.',
            },
            409,
          );
        checkedIn = true;
        return json({
          success: true,
          message: 'Sian Roberts (BK9000007) is checked in to GDC004.',
          data: {
            booking_no: 'BK9000007',
            guest_name: 'Sian Roberts',
            unit_code: 'GDC004',
            checked_in_at: '2026-11-24T10:05:00.000Z',
            checked_in_by: 'Tom Bennett',
          },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StayCheckIn parkCode="RH" date="2026-11-24" />);

    await user.type(screen.getByLabelText('Find a stay by booking reference or guest name'), 'rob');
    const results = await screen.findByRole('list', { name: 'Matching stays' });
    expect(results.textContent).toContain('Sian Roberts');
    expect(results.textContent).toContain('£350.00');
    expect(results.textContent).toContain('2 adults, 1 child, with pets');
    const search = calls.find((call) => call.path === '/api/admin/arrivals');
    expect(search).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Check in Sian Roberts (BK9000007)' }));
    expect(await screen.findByText('Sian Roberts (BK9000007) is checked in to GDC004.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Checked in .* by Tom Bennett/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Check in / })).toBeNull();
  });

  it('tells a second desk, whose list was out of date, when and by whom the party was checked in', async () => {
    mockFetch({
      'GET /api/admin/arrivals': () =>
        json({ success: true, data: { date: '2026-11-24', arrivals: [ARRIVAL] } }),
      'POST /api/admin/bookings/BK9000007/check-in': () =>
        json(
          {
            success: false,
            code: 'ALREADY_CHECKED_IN',
            message: 'BK9000007 was already checked in on 24 November 2026 at 10:05 by Tom Bennett.',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<StayCheckIn parkCode="RH" date="2026-11-24" />);
    await user.type(screen.getByLabelText('Find a stay by booking reference or guest name'), 'BK9000007');
    await user.click(await screen.findByRole('button', { name: 'Check in Sian Roberts (BK9000007)' }));
    const told = await screen.findByText(
      'BK9000007 was already checked in on 24 November 2026 at 10:05 by Tom Bennett.',
    );
    // Information, not an error: nothing went wrong at this desk.
    expect(told.closest('[role]')?.getAttribute('role')).toBe('status');
  });

  it('says plainly when no arrival matches', async () => {
    mockFetch({
      'GET /api/admin/arrivals': () => json({ success: true, data: { date: '2026-11-24', arrivals: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StayCheckIn parkCode="RH" date="2026-11-24" />);
    await user.type(screen.getByLabelText('Find a stay by booking reference or guest name'), 'zz');
    expect(await screen.findByText(/No arrival on Tuesday 24 November matches “zz”/)).toBeTruthy();
  });
});

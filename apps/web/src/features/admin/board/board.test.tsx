import type { TAllocationBoard } from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { BoardPanel } from './components/board-panel';

const board: TAllocationBoard = {
  park: { park_code: 'SC', title: 'Sandy Cove' },
  parks: [
    { park_code: 'PR', title: 'Pine Ridge' },
    { park_code: 'SC', title: 'Sandy Cove' },
  ],
  from: '2027-06-07',
  nights: 14,
  today: '2027-06-08',
  grades: [
    {
      grade_code: 'SC-BRC',
      title: 'Bronze Caravan',
      units: [
        { unit_id: 1, unit_code: 'B001' },
        { unit_id: 2, unit_code: 'B002' },
      ],
    },
    { grade_code: 'SC-GDC', title: 'Gold Caravan', units: [{ unit_id: 3, unit_code: 'G001' }] },
  ],
  bars: [
    {
      booking_no: 'BK1234567',
      kind: 'stay',
      status: 'confirmed',
      unit_id: 1,
      guest_name: 'Emily Carter',
      surname: 'Carter',
      reason: '',
      arrival_date: '2027-06-09',
      no_of_nights: 3,
      starts_before: false,
      ends_after: false,
    },
    {
      booking_no: 'BK7654321',
      kind: 'stay',
      status: 'held',
      unit_id: 2,
      guest_name: 'Sam Lee',
      surname: 'Lee',
      reason: '',
      arrival_date: '2027-06-05',
      no_of_nights: 4,
      starts_before: true,
      ends_after: false,
    },
    {
      booking_no: 'BK5550000',
      kind: 'block',
      status: 'confirmed',
      unit_id: 3,
      guest_name: '',
      surname: '',
      reason: 'Boiler replaced',
      arrival_date: '2027-06-18',
      no_of_nights: 7,
      starts_before: false,
      ends_after: true,
    },
  ],
};

const noop = () => undefined;

describe('the allocation board', () => {
  it('shows units by grade, two weeks of nights, and stays, holds and blocks as labelled buttons', async () => {
    mockFetch({ 'GET /api/admin/board': () => json({ success: true, data: board }) });
    renderWithProviders(<BoardPanel parkCode="" from="" onWindowChange={noop} />);
    const region = await screen.findByRole('region', { name: /Allocation board, Sandy Cove, 14 nights/ });
    expect(within(region).getByText('Bronze Caravan')).toBeInTheDocument();
    expect(within(region).getByText('Gold Caravan')).toBeInTheDocument();
    expect(within(region).getByText('G001')).toBeInTheDocument();
    expect(within(region).getAllByText('Mon')).toHaveLength(2);
    expect(within(region).getByText('(today)')).toBeInTheDocument();
    const bars = within(region).getAllByRole('button', { name: /, unit / });
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Carter BK1234567, unit B001, 3 nights from Wed 9 Jun',
      'Lee Held BK7654321, awaiting payment, unit B002, 4 nights from Sat 5 Jun',
      'Boiler replaced Blocked, BK5550000, unit G001, 7 nights from Fri 18 Jun',
    ]);
    // Each name begins with the words the bar shows, so it can be said by voice (WCAG 2.5.3).
    for (const bar of bars) {
      expect(bar.textContent).not.toBe('');
      expect(bar.getAttribute('aria-label')?.startsWith(`${bar.textContent}, `)).toBe(true);
    }
    expect(screen.getByRole('list', { name: 'Legend' })).toBeInTheDocument();
  });

  it('moves a stay through its dialog, asking to confirm a new price first', async () => {
    const { calls } = mockFetch({
      'GET /api/admin/board': () => json({ success: true, data: board }),
      'POST /api/admin/bookings/BK1234567/move': (request) =>
        (request.body as { accept_total_pence?: number }).accept_total_pence === 45_000
          ? json({
              success: true,
              message: 'Booking BK1234567 is now in unit G001 from 09/06/2027.',
              data: {
                booking_no: 'BK1234567',
                unit_id: 3,
                unit_code: 'G001',
                grade_code: 'SC-GDC',
                arrival_date: '2027-06-09',
                no_of_nights: 3,
                previous_total_pence: 30_000,
                total_pence: 45_000,
              },
            })
          : json(
              {
                success: false,
                code: 'PRICE_CONFIRMATION_NEEDED',
                message:
                  'Moving booking BK1234567 changes its total from £300.00 to £450.00. Confirm the new total to move it.',
                old_total_pence: 30_000,
                new_total_pence: 45_000,
                paid_pence: 10_000,
              },
              409,
            ),
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardPanel parkCode="" from="" onWindowChange={noop} />);
    await user.click(await screen.findByRole('button', { name: /^Carter BK1234567,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move booking' });
    await user.selectOptions(within(dialog).getByLabelText('Unit', { exact: false }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the new price' });
    expect(within(confirm).getByText('£300.00')).toBeInTheDocument();
    expect(within(confirm).getByText('£450.00')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Move for £450.00' }));

    expect(
      await screen.findByText('Booking BK1234567 is now in unit G001 from 09/06/2027.'),
    ).toBeInTheDocument();
    const moves = calls.filter((call) => call.method === 'POST');
    expect(moves.map((call) => call.body)).toEqual([
      { unit_id: 3, arrival_date: '2027-06-09' },
      { unit_id: 3, arrival_date: '2027-06-09', accept_total_pence: 45_000 },
    ]);
  });

  it('shows the reason a move is refused, with the stay left where it was', async () => {
    mockFetch({
      'GET /api/admin/board': () => json({ success: true, data: board }),
      'POST /api/admin/bookings/BK1234567/move': () =>
        json(
          {
            success: false,
            code: 'UNIT_NOT_AVAILABLE',
            message: 'Unit B002 is not free for 3 nights from 09/06/2027.',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardPanel parkCode="" from="" onWindowChange={noop} />);
    await user.click(await screen.findByRole('button', { name: /^Carter BK1234567,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move booking' });
    await user.selectOptions(within(dialog).getByLabelText('Unit', { exact: false }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(
      await within(dialog).findByText('Unit B002 is not free for 3 nights from 09/06/2027.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Carter BK1234567, unit B001,/ })).toBeInTheDocument();
  });

  it('says so when a park has no units', async () => {
    mockFetch({
      'GET /api/admin/board': () => json({ success: true, data: { ...board, grades: [], bars: [] } }),
    });
    renderWithProviders(<BoardPanel parkCode="" from="" onWindowChange={noop} />);
    expect(await screen.findByText('Sandy Cove has no units yet')).toBeInTheDocument();
  });
});

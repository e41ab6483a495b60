import type { TBookingQuote, TDeskBooking } from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/storage';
import { user as demoUser } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { EmailsSent } from './components/booking-details';
import { BookingHistory } from './components/booking-history';
import { ChangeBookingDialog } from './components/change-booking-dialog';

const booking: TDeskBooking = {
  booking_no: 'BK1234567',
  status: 'confirmed',
  created_at: '2026-10-01T10:00:00.000Z',
  confirmed_at: '2026-10-01T10:05:00.000Z',
  checked_in_at: null,
  guest: {
    first_name: 'Priya',
    last_name: 'Shah',
    email: 'priya@example.test',
    phone_no: '07700900321',
    address: '9 Harbour Street',
    address_2: '',
    city: 'Whitby',
    county: '',
    post_code: 'YO21 3PU',
    country_code: 'GB',
  },
  party: { no_of_adults: 2, no_of_children: 0, has_pets: false },
  park: { park_code: 'RH', title: "Robin Hood's Bay" },
  grade: { id: 7, grade_code: 'RH-BRC', title: 'Bronze Caravan' },
  unit: { id: 70, unit_code: 'BRC001' },
  arrival_date: '2027-05-10',
  departure_date: '2027-05-13',
  no_of_nights: 3,
  extras: [],
  money: {
    stay_pence: 30_000,
    discount_pence: 0,
    promotional_code: '',
    extras_pence: 0,
    total_pence: 30_000,
    paid_pence: 30_000,
    pending_pence: 0,
    due_pence: 0,
    deposit_pence: 0,
  },
  activity_bookings: [],
  emails: [],
  notes: [],
  change_options: [
    {
      grade_id: 7,
      grade_code: 'RH-BRC',
      title: 'Bronze Caravan',
      capacity: 4,
      pets_allowed: true,
      units: [
        { id: 70, unit_code: 'BRC001' },
        { id: 71, unit_code: 'BRC002' },
      ],
      extras: [{ code: 'COT', description: 'Cot hire', unit_price_pence: 1500 }],
    },
  ],
};

const quote = (overrides: Partial<TBookingQuote> = {}): TBookingQuote => ({
  arrival_date: '2027-05-10',
  departure_date: '2027-05-17',
  no_of_nights: 7,
  grade: { id: 7, grade_code: 'RH-BRC', title: 'Bronze Caravan' },
  unit: { id: 70, unit_code: 'BRC001' },
  unit_available: true,
  unit_message: '',
  stay_pence: 55_000,
  promotional_code: '',
  percent_off: 0,
  amount_off_pence: 0,
  discount_pence: 0,
  extras: [],
  extras_pence: 0,
  total_pence: 55_000,
  previous_total_pence: 30_000,
  paid_pence: 30_000,
  difference_pence: 25_000,
  refund_first: false,
  ...overrides,
});

function renderDialog() {
  sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
  const onChanged = vi.fn();
  renderWithProviders(
    <ChangeBookingDialog booking={booking} open onClose={() => {}} onChanged={onChanged} />,
  );
  return { onChanged };
}

describe('the Change booking dialog', () => {
  it('shows the new price before it offers to save, and saves at that price', async () => {
    const { calls } = mockFetch({
      'POST /api/admin/bookings/BK1234567/quote': () => json({ success: true, data: quote() }),
      'PATCH /api/admin/bookings/BK1234567': () =>
        json({
          success: true,
          message: 'Booking BK1234567 is changed and the guest has been e-mailed.',
          data: quote(),
        }),
    });
    const { onChanged } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Change booking BK1234567' });
    expect(within(dialog).queryByRole('button', { name: 'Save changes' })).toBeNull();

    await userEvent.selectOptions(within(dialog).getByLabelText('Nights'), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
    const price = await within(dialog).findByRole('region', { name: 'The new price' });
    expect(within(price).getByText('Old total').nextElementSibling).toHaveTextContent('£300.00');
    expect(within(price).getByText('New total').nextElementSibling).toHaveTextContent('£550.00');
    expect(within(price).getByText('Left to pay').nextElementSibling).toHaveTextContent('£250.00');
    const quoted = calls.find((c) => c.path.endsWith('/quote'));
    expect(quoted?.body).toMatchObject({
      no_of_nights: 7,
      grade_id: 7,
      unit_id: null,
      extras: [{ code: 'COT', quantity: 0 }],
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      no_of_nights: 7,
      expected_total_pence: 55_000,
    });
  });

  it('says a refund is needed first, and offers no save', async () => {
    mockFetch({
      'POST /api/admin/bookings/BK1234567/quote': () =>
        json({
          success: true,
          data: quote({ no_of_nights: 2, total_pence: 21_000, difference_pence: -9_000, refund_first: true }),
        }),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Change booking BK1234567' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
    expect(await within(dialog).findByText(/Refund that first, then make the change/)).toHaveTextContent(
      '£90.00',
    );
    expect(within(dialog).queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it("keeps a party the accommodation cannot take from the server, in the guest booking's words", async () => {
    const { calls } = mockFetch();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Change booking BK1234567' });
    const children = within(dialog).getByLabelText('Children');
    await userEvent.clear(children);
    await userEvent.type(children, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
    expect(
      await within(dialog).findAllByText('This accommodation sleeps 4: please reduce the number of guests'),
    ).not.toHaveLength(0);
    expect(calls.filter((c) => c.path.startsWith('/api/admin'))).toEqual([]);
  });

  it('shows a refusal from the server in the dialog', async () => {
    mockFetch({
      'POST /api/admin/bookings/BK1234567/quote': () => json({ success: true, data: quote() }),
      'PATCH /api/admin/bookings/BK1234567': () =>
        json(
          {
            success: false,
            code: 'UNIT_NOT_AVAILABLE',
            message: 'Unit BRC001 is already taken on the nights of 12/05/2027 to 16/05/2027.',
          },
          409,
        ),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Change booking BK1234567' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check the new price' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/already taken on the nights of 12\/05\/2027/)).toBeVisible();
  });
});

describe('the audit trail in plain words', () => {
  /** An audit entry as the API answers it: the fields as the database keeps them. */
  const entry = (id: number, action: string, before: unknown, after: unknown, people = {}) => ({
    id,
    at: '2026-11-27T12:25:16.482Z',
    staff: { id: 5, name: 'Rita Reception', email: 'reception@brackenbay.example' },
    action,
    entity_type: 'booking',
    entity_id: 'BK1234567',
    before,
    after,
    people,
  });

  it('shows money in pounds, times in UK time, people by name and nothing as "not set"', async () => {
    mockFetch({
      'GET /api/admin/audit-entries': () =>
        json({
          success: true,
          data: [
            entry(
              3,
              'booking.check_in',
              { checked_in_at: null, checked_in_by: null },
              { checked_in_at: '2026-11-27T12:25:16.482Z', checked_in_by: 5 },
              { 5: 'Rita Reception' },
            ),
            entry(
              2,
              'booking.refund',
              { paid_pence: 30_000 },
              {
                paid_pence: 25_000,
                refund_pence: 5_000,
                reason: 'Hot tub broken',
                refund_id: 1,
                payment_id: 9,
              },
            ),
            entry(
              1,
              'booking.change',
              { arrival_date: '2027-05-10', no_of_nights: 3, has_pets: false, total_pence: 30_000 },
              { arrival_date: '2027-05-12', no_of_nights: 7, has_pets: true, total_pence: 55_000 },
            ),
          ],
        }),
    });
    renderWithProviders(<BookingHistory bookingNo="BK1234567" />);
    const history = screen.getByRole('region', { name: 'History' });
    await within(history).findByText('Checked the party in');
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Checked in: not set → 27/11/2026, 12:25',
        'Checked in by: not set → Rita Reception',
        'Amount paid: £300.00 → £250.00',
        'Refunded: £50.00',
        'Reason: Hot tub broken',
        'Arrival: 10/05/2027 → 12/05/2027',
        'Nights: 3 → 7',
        'Pets: No → Yes',
        'Total: £300.00 → £550.00',
      ]),
    );
    expect(history).toHaveTextContent('Rita Reception, 27/11/2026, 12:25');
    expect(history.textContent).not.toMatch(/pence|none|T12:25|_id|\b5\b/);
  });
});

describe("the booking's e-mails", () => {
  it('says which were sent, which wait to be sent and which failed', () => {
    const at = '2026-10-01T10:05:00.000Z';
    renderWithProviders(
      <EmailsSent
        booking={{
          ...booking,
          emails: [
            {
              id: 3,
              subject: 'Booking BK1234567: we have refunded £50.00',
              text: '…',
              sent_at: at,
              status: 'failed',
            },
            {
              id: 2,
              subject: 'Booking BK1234567: payment of £50.00 received',
              text: '…',
              sent_at: at,
              status: 'pending',
            },
            { id: 1, subject: 'Booking BK1234567 confirmed', text: '…', sent_at: at, status: 'sent' },
          ],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toMatch(/Not sent: failed .*see the Outbox/);
    expect(items[1]).toMatch(/Waiting to send \(recorded /);
    expect(items[2]).toMatch(/Sent \d{2}\/10\/2026/);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pingAs, record, signIn, stubLayout, summary } from '../../../features/activities/test-data';
import { bookingView } from '../../../features/booking/test-data';
import { renderAt } from '../../../test/render-app';
import { json, mockFetch } from '../../../test/utils';

beforeEach(() => {
  stubLayout();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const stay = bookingView({ attributes: { confirmed: 'true' }, view: {} });
stay.booking.status = 'confirmed';

/** The value beside a label in a card's or page's facts. */
function factOf(scope: HTMLElement, label: string) {
  return within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('Booked Activities cards', () => {
  it('labels the activity booking number and the stay’s booking number for what they are', async () => {
    signIn();
    mockFetch({
      ...pingAs(),
      'GET /api/bookings/42': () => json({ success: true, data: stay }),
      'GET /api/bookings/42/activity_bookings': () => json({ success: true, data: [record()] }),
    });
    renderAt('/booking/42/booked-activities');
    const card = await screen.findByRole('article', { name: 'Archery Taster' });
    expect(factOf(card, 'Activity Booking No')).toBe('AB0000005');
    expect(factOf(card, 'Booking No')).toBe('BB000042');
  });

  it('shows a paid booking’s tickets straight away, without a Get Tickets button', async () => {
    signIn();
    const paid = record({
      elite_data: summary({ outstanding_amount: '0.00', outstanding_pence: 0, confirmed: 'true' }),
    });
    mockFetch({
      ...pingAs(),
      'GET /api/bookings/42': () => json({ success: true, data: stay }),
      'GET /api/bookings/42/activity_bookings': () => json({ success: true, data: [paid] }),
      'GET /api/activity_bookings/AB0000005': () =>
        json({ success: true, data: { data: paid, booking: paid.elite_data } }),
    });
    renderAt('/booking/42/booked-activities');
    const card = await screen.findByRole('article', { name: 'Archery Taster' });
    expect(await within(card).findByRole('img', { name: 'QR code AB0000005-1' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'QR code AB0000005-3' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Get Tickets/ })).not.toBeInTheDocument();
  });
});

describe('a booking of a session the park cancelled', () => {
  it('stays on the list as cancelled, with what went back to the card and no tickets or payment', async () => {
    signIn();
    const cancelledAt = '2026-11-27T12:25:00Z';
    const refunded = record({
      elite_data: summary({ outstanding_amount: '0.00', outstanding_pence: 0, confirmed: 'true' }),
      cancelled: { cancelled_at: cancelledAt, refunded_pence: 3_200, refund_pending_pence: 0 },
    });
    const checking = record({
      id: 6,
      activity_booking_no: 'AB0000006',
      elite_data: summary({ outstanding_amount: '0.00', outstanding_pence: 0, confirmed: 'true' }),
      cancelled: { cancelled_at: cancelledAt, refunded_pence: 0, refund_pending_pence: 1_200 },
    });
    const unpaid = record({
      id: 7,
      activity_booking_no: 'AB0000007',
      cancelled: { cancelled_at: cancelledAt, refunded_pence: 0, refund_pending_pence: 0 },
    });
    mockFetch({
      ...pingAs(),
      'GET /api/bookings/42': () => json({ success: true, data: stay }),
      'GET /api/bookings/42/activity_bookings': () =>
        json({ success: true, data: [refunded, checking, unpaid] }),
    });
    renderAt('/booking/42/booked-activities');
    const [first, second, third] = await screen.findAllByRole('article', { name: 'Archery Taster' });
    expect(screen.queryByText(/You have not booked any activities/)).not.toBeInTheDocument();
    expect(first).toHaveTextContent('Cancelled by the park on 27/11/2026');
    expect(first).toHaveTextContent('£32.00 has been refunded to your card.');
    expect(second).toHaveTextContent('£12.00 is being refunded to your card');
    expect(third).toHaveTextContent('Nothing was paid, so there is nothing to refund.');
    for (const card of [first!, second!, third!]) {
      expect(within(card).queryByRole('link', { name: /Make Payment|View Details/ })).not.toBeInTheDocument();
      expect(within(card).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
      expect(within(card).queryByText('Outstanding Amount')).not.toBeInTheDocument();
    }
  });
});

describe('a new activity booking that is not paid yet', () => {
  it('is announced as something to do, not as a success', async () => {
    signIn();
    mockFetch({
      ...pingAs(),
      'GET /api/activity_bookings/AB0000005': () =>
        json({ success: true, data: { data: record(), booking: summary() } }),
    });
    const router = renderAt('/404');
    await router.navigate('/activity-session/AB0000005', {
      state: { bookedMessage: 'Activity booking AB0000005 is made. Please pay to confirm it.' },
    });
    const banner = (await screen.findByText(/Please pay to confirm it/)).closest('[data-variant]');
    await waitFor(() => expect(banner).not.toBeNull());
    expect(banner).not.toHaveAttribute('data-variant', 'success');
    expect(banner).toHaveTextContent(/£22\.00/);
  });
});

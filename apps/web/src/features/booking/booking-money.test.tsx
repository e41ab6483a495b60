import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { user as demoUser } from '../../test/fixtures';
import { penceOf } from '../../test/money';
import { renderAt } from '../../test/render-app';
import { json, mockFetch, renderWithProviders } from '../../test/utils';
import { BookingSummary } from './components/booking-summary';
import { PaymentStep } from './components/payment-step';
import { bookingView } from './test-data';

/** SUMMER10 on a £217.00 stay with £15.00 of extras, as the API answers it. */
const withCoupon = bookingView({
  attributes: {
    standard_price: '217.00',
    booking_price: '195.30',
    discount_amount: '21.70',
    extras_amount: '15.00',
    total_price: '210.30',
    deposit_amount: '0.00',
    outstanding_amount: '210.30',
    promotional_code: 'SUMMER10',
  },
});

/** The money lines above Total, as signed pence, and the total. */
function moneyLines() {
  const total = screen.getByText('Total', { selector: 'dt' });
  const list = total.closest('dl')!;
  const lines: { label: string; pence: number }[] = [];
  for (const term of within(list).getAllByRole('term')) {
    if (term === total) break;
    const value = term.nextElementSibling?.textContent ?? '';
    const match = /(−|-)?£([\d,]+\.\d\d)/.exec(value);
    if (!match) continue;
    const pence = Math.round(Number(match[2]!.replace(/,/g, '')) * 100);
    lines.push({ label: term.textContent ?? '', pence: match[1] ? -pence : pence });
  }
  const totalText = total.nextElementSibling?.textContent ?? '';
  const totalPence = Math.round(Number(/£([\d,]+\.\d\d)/.exec(totalText)![1]!.replace(/,/g, '')) * 100);
  return { lines, totalPence };
}

describe('the price breakdown', () => {
  it('adds up with a promotional code: standard price, the discount once, extras, total', () => {
    mockFetch();
    renderWithProviders(<BookingSummary view={withCoupon} />);
    const { lines, totalPence } = moneyLines();
    expect(totalPence).toBe(21030);
    expect(lines.reduce((sum, line) => sum + line.pence, 0)).toBe(totalPence);
    expect(lines.filter((line) => line.pence === -2170)).toHaveLength(1);
    expect(lines.map((line) => line.label)).toEqual(['Standard price', 'Discount (SUMMER10)', 'Extras']);
  });

  it('adds up with an offer price and no code', () => {
    mockFetch();
    renderWithProviders(<BookingSummary view={bookingView()} />);
    const { lines, totalPence } = moneyLines();
    expect(totalPence).toBe(104900);
    expect(lines.reduce((sum, line) => sum + line.pence, 0)).toBe(totalPence);
  });
});

describe('the summary step', () => {
  it('says how long the stay is held and what happens when the hold runs out', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    mockFetch();
    renderWithProviders(<PaymentStep view={withCoupon} />);
    const hold = screen.getByText(/We're holding this for you until \d\d:\d\d/).closest('[role]')!;
    expect(hold).toHaveTextContent(/runs out/);
    expect(hold).toHaveTextContent(/still free/);
    expect(hold).toHaveTextContent(/refund/);
  });
});

describe('the payments of a booking', () => {
  it('lists every payment with its status in words, and failed attempts as taking nothing', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    const payment = (id: number, amount: string, status: string) => ({
      id,
      amount,
      amount_pence: penceOf(amount),
      status,
      elite_payment_id: status === 'authorised' ? `EP-${id}` : null,
      created_at: `2025-06-0${id}T13:05:00Z`,
    });
    const view = bookingView({
      attributes: { confirmed: 'true', outstanding_amount: '949.00' },
      view: {
        payments: [
          payment(1, '949.00', 'declined'),
          payment(2, '949.00', 'rejected'),
          payment(3, '100.00', 'authorised'),
          payment(4, '100.00', 'refunded'),
          payment(5, '949.00', 'pending'),
          payment(6, '949.00', 'challenge'),
          payment(7, '949.00', 'failed'),
        ],
      },
    });
    mockFetch({
      'GET /api/ping': () => json({ success: true, user: demoUser }),
      'GET /api/bookings/42': () => json({ success: true, data: view }),
    });
    renderAt('/booking/42');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    const text = rows.map((row) => row.textContent ?? '');
    expect(text[0]).toMatch(/Card declined/);
    expect(text[0]).toMatch(/nothing was taken/i);
    expect(text[1]).toMatch(/nothing was taken/i);
    expect(text[2]).toMatch(/Paid/);
    expect(text[2]).toMatch(/£100\.00/);
    expect(text[3]).toMatch(/Refunded/);
    expect(text[4]).toMatch(/Being checked/);
    expect(text[5]).toMatch(/Being checked/);
    expect(text[6]).toMatch(/nothing was taken/i);
    // No raw, lower-case statuses.
    for (const row of rows) {
      expect(row.textContent).not.toMatch(/\b(declined|rejected|authorised|pending|challenge|failed)\b/);
    }
    // An attempt that took nothing does not read as a charge of its amount.
    expect(within(rows[0]!).queryByText('£949.00', { exact: true })).not.toBeInTheDocument();
  });
});

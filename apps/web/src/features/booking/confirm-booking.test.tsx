import { COUPON_APPLIED_MESSAGE, COUPON_INVALID_MESSAGE, type TBookingView } from '@parkstays/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { user as demoUser } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { json, mockFetch } from '../../test/utils';
import { BALANCE_DUE_NOTE, BookingSummary } from './components/booking-summary';
import { bookingView } from './test-data';

function signIn() {
  sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
}

function setup(view: TBookingView = bookingView(), routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/ping': () => json({ success: true, user: demoUser }),
    'GET /api/bookings/42': () => json({ success: true, data: view }),
    ...routes,
  });
}

describe('confirm booking: 2 Optional Extras', () => {
  it('lists the extras with price and note, and sends only quantities above 0', async () => {
    signIn();
    const withCot = bookingView({
      attributes: { extras_amount: '15.00', total_price: '1,064.00', outstanding_amount: '1,064.00' },
    });
    withCot.eliteData.Extra[0] = {
      ...withCot.eliteData.Extra[0]!,
      selectedQuantity: 1,
      quantity: 1,
      price: '15.00',
      price_pence: 1500,
    };
    const { calls } = setup(bookingView(), {
      'POST /api/bookings/42/updateExtras': () => json({ success: true, data: withCot }),
    });
    const events = userEvent.setup();
    renderAt('/confirm-booking/42');

    expect(await screen.findByRole('tab', { name: '2 Optional Extras' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: '1 Your Details' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: '3 Summary and Payment' })).toBeDisabled();
    expect(screen.getByText('£10 deposit payable on arrival')).toBeInTheDocument();
    expect(screen.getByText('£15.00 each')).toBeInTheDocument();
    const cot = screen.getByLabelText('Quantity of Cot hire');
    expect(cot).toHaveAttribute('min', '0');
    await events.clear(cot);
    await events.type(cot, '1');
    await events.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('tab', { name: '3 Summary and Payment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const update = calls.find((call) => call.path === '/api/bookings/42/updateExtras');
    expect(update?.body).toEqual({ extrasJSON: [{ code: 'COT', quantity: 1 }] });
    expect(await screen.findByText('1 × Cot hire: £15.00')).toBeInTheDocument();
    // Back to the extras is allowed; details stay disabled.
    expect(screen.getByRole('tab', { name: '2 Optional Extras' })).toBeEnabled();
  });

  it('shows an extra that ran out on its own quantity, and stays on the step', async () => {
    signIn();
    const message = 'Sorry, only 1 × Cot hire is left for those nights.';
    setup(bookingView(), {
      'POST /api/bookings/42/updateExtras': () =>
        json(
          {
            success: false,
            code: 'EXTRA_SOLD_OUT',
            message,
            errors: [{ field: 'extrasJSON.0.quantity', message }],
          },
          409,
        ),
    });
    const events = userEvent.setup();
    renderAt('/confirm-booking/42');
    const cot = await screen.findByLabelText('Quantity of Cot hire');
    await events.clear(cot);
    await events.type(cot, '2');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Cot hire: ${message}`);
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of Cot hire')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Quantity of Cot hire')).toHaveAccessibleDescription(`Error:${message}`);
    expect(screen.getByRole('tab', { name: '2 Optional Extras' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves on at once when nothing is chosen', async () => {
    signIn();
    const { calls } = setup();
    const events = userEvent.setup();
    renderAt('/confirm-booking/42');
    await events.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Booking summary' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/updateExtras'))).toBe(false);
  });

  it('applies a stored promotional code once and reloads the booking', async () => {
    signIn();
    localStorage.setItem('promotional-code', 'SUMMER10');
    let applied = false;
    const { calls } = setup(undefined, {
      'GET /api/bookings/42': () =>
        json({
          success: true,
          data: bookingView({
            attributes: applied
              ? { promotional_code: 'SUMMER10', discount_amount: '104.90', total_price: '944.10' }
              : {},
          }),
        }),
      'PUT /api/bookings/42/apply_promotional_code': () => {
        applied = true;
        return json({ success: true, message: 'ok', data: { '@attributes': { applied: 'true' } } });
      },
    });
    const events = userEvent.setup();
    renderAt('/confirm-booking/42');
    await events.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(COUPON_APPLIED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Discount (SUMMER10)')).toBeInTheDocument());
    expect(screen.getAllByText('£944.10').length).toBeGreaterThan(0);
    const applies = calls.filter((call) => call.path.endsWith('/apply_promotional_code'));
    expect(applies).toHaveLength(1);
    expect(applies[0]?.body).toEqual({ promotional_code: 'SUMMER10' });
  });

  it('says a coupon was not applied in red', async () => {
    signIn();
    setup(undefined, {
      'PUT /api/bookings/42/apply_promotional_code': () =>
        json({ success: true, message: 'no', data: { '@attributes': { applied: 'false' } } }),
    });
    const events = userEvent.setup();
    renderAt('/confirm-booking/42');
    await events.click(await screen.findByRole('button', { name: 'Continue' }));
    await events.type(await screen.findByLabelText('Coupon code'), 'NOPE1');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByText(COUPON_INVALID_MESSAGE);
    expect(alert.closest('[data-variant]')).toHaveAttribute('data-variant', 'error');
  });

  it('says why a code that exists cannot be used, and removes an applied code', async () => {
    signIn();
    const usedUp =
      'Invalid coupon, please check and try again. This code has been used as many times as it allows, so it cannot be applied.';
    let carried = true;
    const { calls } = setup(undefined, {
      'GET /api/bookings/42': () =>
        json({
          success: true,
          data: bookingView({
            attributes: carried ? { promotional_code: 'WELCOME5', discount_amount: '52.45' } : {},
          }),
        }),
      'PUT /api/bookings/42/apply_promotional_code': () =>
        json({
          success: true,
          message: usedUp,
          data: { '@attributes': { applied: 'false' }, reason: 'used_up' },
        }),
      'DELETE /api/bookings/42/promotional_code': () => {
        carried = false;
        return json({ success: true, message: 'The code is removed from your booking.' });
      },
    });
    const events = userEvent.setup();
    renderAt('/confirm-booking/42');
    await events.click(await screen.findByRole('button', { name: 'Continue' }));
    const box = await screen.findByLabelText('Coupon code');
    await events.clear(box);
    await events.type(box, 'LIMIT3');
    await events.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByText(usedUp);
    expect(alert.closest('[data-variant]')).toHaveAttribute('data-variant', 'error');

    await events.click(screen.getByRole('button', { name: 'Remove WELCOME5' }));
    expect(await screen.findByText('The code is removed from your booking.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove WELCOME5' })).toBeNull());
  });

  it('shows the payment options, the card form and the hold time', async () => {
    signIn();
    setup();
    const events = userEvent.setup();
    renderAt('/confirm-booking/42');
    await events.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radio', { name: 'Full Payment: £1,049.00' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Deposit: £100.00' })).not.toBeChecked();
    expect(screen.getByText(/We're holding this for you until \d\d:\d\d/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
  });

  it('offers every extra at 0: none is ticked for the guest, so the total is the price searched', async () => {
    signIn();
    setup();
    renderAt('/confirm-booking/42');
    const form = await screen.findByRole('form', { name: 'Optional extras' });
    const quantities = within(form).getAllByRole('spinbutton');
    expect(quantities).toHaveLength(bookingView().eliteData.Extra.length);
    for (const quantity of quantities) expect(quantity).toHaveValue(0);
    expect(within(form).queryAllByRole('checkbox')).toEqual([]);
  });

  it('shows the booking terms above the box and a pay button with the amount taken now', async () => {
    signIn();
    setup();
    const events = userEvent.setup();
    renderAt('/confirm-booking/42');
    await events.click(await screen.findByRole('button', { name: 'Continue' }));
    const terms = await screen.findByRole('region', { name: 'Booking terms' });
    expect(terms).toHaveTextContent(
      'If you cancel 42 days or more before you arrive, we refund everything you have paid except the deposit.',
    );
    expect(terms).toHaveTextContent(
      'If you cancel less than 42 days before you arrive, nothing is refunded.',
    );
    expect(screen.getByRole('checkbox', { name: 'I agree to the booking terms' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay £1,049.00 now' })).toBeInTheDocument();
    await events.click(screen.getByRole('radio', { name: 'Deposit: £100.00' }));
    expect(screen.getByRole('button', { name: 'Pay £100.00 now' })).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to log in', async () => {
    mockFetch({ 'GET /api/bookings/42': () => json({ success: false, message: 'Unauthorised' }, 401) });
    renderAt('/confirm-booking/42');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
  });
});

describe('the booking summary', () => {
  it('shows the money, the savings and the balance note', () => {
    render(<BookingSummary view={bookingView()} />);
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('Robin Hood Park')).toBeInTheDocument();
    expect(within(summary).getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(within(summary).getByText('You save')).toBeInTheDocument();
    expect(within(summary).getByText('£100.00', { selector: 'dd.saving' })).toBeInTheDocument();
    expect(within(summary).getByText('Deposit').nextElementSibling).toHaveTextContent('£100.00');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('£1,049.00');
    expect(within(summary).getByText('Outstanding').nextElementSibling).toHaveTextContent('£1,049.00');
    expect(within(summary).getByText(BALANCE_DUE_NOTE)).toBeInTheDocument();
    expect(BALANCE_DUE_NOTE).toBe('The balance is due in full 28 days before arrival.');
  });

  it('leaves out savings when there are none and the note when nothing is outstanding', () => {
    render(
      <BookingSummary
        view={bookingView({
          attributes: { standard_price: '1,049.00', outstanding_amount: '0.00', deposit_amount: '0.00' },
        })}
      />,
    );
    expect(screen.queryByText('You save')).not.toBeInTheDocument();
    expect(screen.queryByText(BALANCE_DUE_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByText('Deposit')).not.toBeInTheDocument();
  });
});

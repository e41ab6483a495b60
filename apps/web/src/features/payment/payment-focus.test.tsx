import type { TPaymentOption } from '@parkstays/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { user as demoUser } from '../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../test/utils';
import { CardPaymentForm } from './components/card-payment-form';

const options: TPaymentOption[] = [
  { id: 1, title: 'Full Payment', dbvalue: 'Initial', amount: '1,049.00', amount_pence: 104900 },
];

function paymentRoutes(status: number, sagepay: Record<string, unknown>) {
  return {
    'GET /api/payments/session-key': () =>
      json({
        success: true,
        data: {
          merchantSessionKey: 'msk-1',
          expiry: '2099-01-01T00:00:00Z',
          cardIdentifiersUrl: '/api/v1/card-identifiers',
        },
      }),
    'POST /api/v1/card-identifiers': () =>
      json({ cardIdentifier: 'card-1', expiry: 'x', cardType: 'Visa' }, 201),
    'GET /api/payments/sca': () =>
      json({
        success: true,
        data: { strongCustomerAuthentication: { browserIP: '127.0.0.1', browserAcceptHeader: 'text/html' } },
      }),
    'POST /api/payments': () =>
      json(
        {
          success: status < 300,
          message: String(sagepay.statusDetail ?? ''),
          data: { payment_id: 9, sagepay_response: sagepay },
        },
        status,
      ),
  };
}

async function payWith(name: string) {
  const events = userEvent.setup();
  renderWithProviders(
    <CardPaymentForm
      idPrefix="t"
      mode="options"
      paymentOptions={options}
      bookingNumber="42"
      defaults={{
        first_name: 'Jane',
        last_name: 'Holiday',
        address: '1 Row',
        city: 'Whitby',
        post_code: 'YO211AA',
      }}
      onPaid={vi.fn(async () => undefined)}
    />,
  );
  await events.type(screen.getByLabelText('Name on card'), name);
  await events.type(screen.getByLabelText('Card number'), '4929000000006');
  await events.type(screen.getByLabelText('Expiry date (MMYY)'), '1230');
  await events.type(screen.getByLabelText('CV2'), '123');
  await events.click(screen.getByLabelText(/I have read and agree/));
  await events.click(screen.getByRole('button', { name: 'Pay now' }));
}

describe('the card form and the focus', () => {
  it('takes the focus to the 3-D Secure check when the bank asks for it', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    mockFetch(
      paymentRoutes(202, {
        statusCode: '2007',
        statusDetail: 'Please redirect your customer to the ACS page',
        status: '3DAuth',
        transactionId: 'TX-1',
        acsUrl: 'http://localhost:3000/api/v1/acs',
        cReq: 'creq',
      }),
    );
    await payWith('CHALLENGE');
    const heading = await screen.findByRole('heading', { name: "Your bank needs to check it's you" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('takes the focus to the words saying the card was declined', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    mockFetch(
      paymentRoutes(200, {
        statusCode: '2000',
        statusDetail: 'The Authorisation was Declined by the bank.',
        status: 'NotAuthed',
      }),
    );
    await payWith('NOTAUTH');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});

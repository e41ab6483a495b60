import type { TPaymentOption } from '@parkstays/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { cardPaymentRoutes, fillCard } from '../../test/card-payment';
import { user as demoUser } from '../../test/fixtures';
import { mockFetch, renderWithProviders } from '../../test/utils';
import { CardPaymentForm } from './components/card-payment-form';

const options: TPaymentOption[] = [
  { id: 1, title: 'Full Payment', dbvalue: 'Initial', amount: '1,049.00', amount_pence: 104900 },
];

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
  await fillCard(events, { name });
  await events.click(screen.getByRole('button', { name: 'Pay now' }));
}

describe('the card form and the focus', () => {
  it('takes the focus to the 3-D Secure check when the bank asks for it', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    mockFetch(
      cardPaymentRoutes(
        {
          statusCode: '2007',
          statusDetail: 'Please redirect your customer to the ACS page',
          status: '3DAuth',
          transactionId: 'TX-1',
          acsUrl: 'http://localhost:3000/api/v1/acs',
          cReq: 'creq',
        },
        { status: 202 },
      ),
    );
    await payWith('CHALLENGE');
    const heading = await screen.findByRole('heading', { name: "Your bank needs to check it's you" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('takes the focus to the words saying the card was declined', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    mockFetch(
      cardPaymentRoutes(
        {
          statusCode: '2000',
          statusDetail: 'The Authorisation was Declined by the bank.',
          status: 'NotAuthed',
        },
        { success: false },
      ),
    );
    await payWith('NOTAUTH');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});

import {
  MISSING_CARD_FIELDS_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  TERMS_CHANGED_MESSAGE,
  type TPaymentOption,
} from '@parkstays/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { cardPaymentRoutes, fillCard } from '../../test/card-payment';
import { user as demoUser } from '../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../test/utils';
import { CardPaymentForm } from './components/card-payment-form';

const options: TPaymentOption[] = [
  { id: 1, title: 'Full Payment', dbvalue: 'Initial', amount: '1,049.00', amount_pence: 104900 },
  { id: 2, title: 'Deposit', dbvalue: 'Deposit', amount: '100.00', amount_pence: 10000 },
];

function renderForm(onPaid = vi.fn(async () => undefined as string | undefined)) {
  renderWithProviders(
    <CardPaymentForm
      idPrefix="t"
      mode="options"
      paymentOptions={options}
      bookingNumber="BB000042"
      defaults={{
        first_name: 'Jane',
        last_name: 'Holiday',
        address: '1 Seaside Row',
        city: 'Whitby',
        post_code: 'YO211AA',
      }}
      onPaid={onPaid}
    />,
  );
  return onPaid;
}

/** Signed in, the API answering with `routes`: types in the card as `name` and presses Pay £1,049.00 now. */
async function payWith(routes: Parameters<typeof mockFetch>[0], name?: string) {
  sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
  const { calls } = mockFetch(routes);
  const events = userEvent.setup();
  const onPaid = renderForm();
  await fillCard(events, { name });
  await events.click(screen.getByRole('button', { name: 'Pay £1,049.00 now' }));
  return { calls, events, onPaid };
}

const challenge = {
  statusCode: '2007',
  statusDetail: 'Please redirect your customer to the ACS page',
  status: '3DAuth',
  transactionId: 'TX-123',
  acsUrl: 'http://localhost:3000/api/v1/acs',
  cReq: 'creq-abc',
};

const declined = {
  statusCode: '2000',
  statusDetail: 'The Authorisation was Declined by the bank.',
  status: 'NotAuthed',
};

function postResult(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('the card form', () => {
  it('says "Missing required fields" and links each one', async () => {
    const { calls } = mockFetch();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £1,049.00 now' }));
    expect(await screen.findByRole('heading', { name: MISSING_CARD_FIELDS_MESSAGE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Name on card is required' })).toHaveAttribute('href', '#t-name');
    expect(screen.getByRole('link', { name: 'Card number is required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expiry date is required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CV2 is required' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/payments'))).toBe(false);
  });

  it('keeps digits only in the card number, expiry and CV2, and letters and spaces in the name', async () => {
    mockFetch();
    const events = userEvent.setup();
    renderForm();
    await events.type(screen.getByLabelText('Card number'), '4929 0000-0000 6x');
    expect(screen.getByLabelText('Card number')).toHaveValue('4929000000006');
    await events.type(screen.getByLabelText('Expiry date (MMYY)'), '12/30');
    expect(screen.getByLabelText('Expiry date (MMYY)')).toHaveValue('1230');
    expect(screen.getByLabelText('Expiry date (MMYY)')).toHaveAttribute('maxlength', '4');
    await events.type(screen.getByLabelText('CV2'), 'a1b2c3');
    expect(screen.getByLabelText('CV2')).toHaveValue('123');
    expect(screen.getByLabelText('CV2')).toHaveAttribute('maxlength', '3');
    await events.type(screen.getByLabelText('Name on card'), "Mrs J. O'Holiday 2");
    expect(screen.getByLabelText('Name on card')).toHaveValue('Mrs J OHoliday ');
  });

  it('refuses an expiry or CV2 of the wrong length', async () => {
    mockFetch();
    const events = userEvent.setup();
    renderForm();
    await events.type(screen.getByLabelText('Name on card'), 'Jane Holiday');
    await events.type(screen.getByLabelText('Card number'), '4929000000006');
    await events.type(screen.getByLabelText('Expiry date (MMYY)'), '123');
    await events.type(screen.getByLabelText('CV2'), '12');
    await events.click(screen.getByLabelText(/I have read and agree/));
    await events.click(screen.getByRole('button', { name: 'Pay £1,049.00 now' }));
    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Expiry date must be 4 digits/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CV2 must be 3 digits' })).toBeInTheDocument();
  });

  it('pays: session key, card to the provider, SCA, then the payment with an Idempotency-Key', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    const { calls } = mockFetch(cardPaymentRoutes());
    const events = userEvent.setup();
    const onPaid = renderForm();
    await events.click(screen.getByRole('radio', { name: 'Deposit: £100.00' }));
    await fillCard(events, { name: 'SUCCESSFUL' });
    // The button says what is taken now: the deposit chosen, not the whole price.
    await events.click(screen.getByRole('button', { name: 'Pay £100.00 now' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/payments/session-key',
      'POST /api/v1/card-identifiers',
      'GET /api/payments/sca',
      'POST /api/payments',
    ]);
    const card = calls[1]!;
    expect(card.headers.Authorization).toBe('Bearer msk-1');
    expect(card.body).toEqual({
      cardDetails: {
        cardholderName: 'SUCCESSFUL',
        cardNumber: '4929000000006',
        expiryDate: '1230',
        securityCode: '123',
      },
    });
    const payment = calls[3]!;
    expect(payment.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(payment.body).toMatchObject({
      merchantSessionKey: 'msk-1',
      cardIdentifier: 'card-1',
      type: 'Deposit',
      bookingNumber: 'BB000042',
      customerFirstName: 'Jane',
      postalCode: 'YO211AA',
      challengeWindowSize: 'FullScreen',
      transType: 'GoodsAndServicePurchase',
    });
    expect(payment.body).toMatchObject({ termsAgreed: true });
    expect(payment.body).not.toHaveProperty('amount');
    expect(JSON.stringify(payment.body)).not.toContain('4929000000006');
  });

  it('shows the 3-D Secure check, ignores other origins, and finishes on a passed result', async () => {
    const { onPaid } = await payWith(cardPaymentRoutes(challenge, { status: 202 }), 'CHALLENGE');

    const frame = await screen.findByTitle('3-D Secure check');
    expect(frame).toHaveAttribute('height', '400');
    const src = new URL(frame.getAttribute('src') ?? '', window.location.origin);
    expect(src.pathname).toBe('/api/3dsform');
    expect(src.searchParams.get('acsUrl')).toBe(challenge.acsUrl);
    expect(src.searchParams.get('creq')).toBe('creq-abc');
    expect(src.searchParams.get('threeDSNotificationUrl')).toBe(`${window.location.origin}/api/3dsv2Result`);
    expect(src.searchParams.get('threeDSSessionData')).toBe(btoa('TX-123').replace(/=+$/, ''));
    expect(screen.getByRole('button', { name: 'Processing' })).toBeDisabled();

    postResult({ type: '3ds-result', success: true, statusCode: '0000' }, 'https://evil.example');
    expect(screen.getByTitle('3-D Secure check')).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();

    postResult({
      type: '3ds-result',
      success: true,
      statusCode: '0000',
      statusDetail: 'Authorised',
      bookingId: 42,
    });
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(screen.queryByTitle('3-D Secure check')).not.toBeInTheDocument();
  });

  it('shows the server words when the check fails, and lets the guest try again', async () => {
    const { onPaid } = await payWith(cardPaymentRoutes(challenge, { status: 202 }), 'CHALLENGE');
    await screen.findByTitle('3-D Secure check');

    postResult({
      type: '3ds-result',
      success: false,
      statusCode: '4026',
      statusDetail: '3D-Authentication failed',
    });
    // Plain words, not the provider's: what happened, that no money went, and what to do next.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/security check/);
    expect(alert).toHaveTextContent(/nothing was taken/i);
    expect(alert).not.toHaveTextContent('3D-Authentication failed');
    expect(screen.queryByTitle('3-D Secure check')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £1,049.00 now' })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('falls back to the documented words when the server gives none', async () => {
    await payWith({ ...cardPaymentRoutes(), 'POST /api/payments': () => json({}, 502) });
    expect(await screen.findByText(PAYMENT_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it("puts the provider's card errors on the card fields", async () => {
    await payWith({
      ...cardPaymentRoutes(),
      'POST /api/v1/card-identifiers': () =>
        json(
          {
            errors: [
              {
                code: 1009,
                description: 'Contains invalid value',
                property: 'cardDetails.cardNumber',
                clientMessage: 'The card number is invalid',
              },
            ],
          },
          422,
        ),
    });
    expect(await screen.findAllByText('The card number is invalid')).not.toHaveLength(0);
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a declined card from a failed security check, in plain words', async () => {
    const { events } = await payWith(cardPaymentRoutes(declined, { success: false }), 'NOTAUTH');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Your bank declined this card/);
    expect(alert).toHaveTextContent(/nothing was taken/i);
    expect(alert).toHaveTextContent(/different card/);
    expect(alert).not.toHaveTextContent('The Authorisation was Declined by the bank.');
    const declinedWords = alert.textContent;

    // The same form, the bank's 3-D Secure check not passed: other words.
    mockFetch(cardPaymentRoutes(challenge, { status: 202 }));
    await events.click(screen.getByRole('button', { name: 'Pay £1,049.00 now' }));
    await screen.findByTitle('3-D Secure check');
    postResult({
      type: '3ds-result',
      success: false,
      statusCode: '4026',
      statusDetail: "3D-Authentication failed. This vendor's rules require a successful 3D-Authentication.",
    });
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent(declinedWords ?? ''));
    expect(screen.getByRole('alert')).toHaveTextContent(/security check/);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/3D-Authentication|vendor/);
  });

  it('shows a late payment that was refunded as a refund, in the server words', async () => {
    const message =
      'Sorry, your hold on this accommodation expired before the payment arrived and it has since been booked by someone else. We have refunded your payment in full.';
    const { onPaid } = await payWith(
      {
        ...cardPaymentRoutes(),
        'POST /api/payments': () =>
          json({
            success: false,
            message,
            data: {
              payment_id: 9,
              sagepay_response: { statusCode: '0000', statusDetail: message, status: 'Refunded' },
            },
          }),
      },
      'SUCCESSFUL',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment has been refunded');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(PAYMENT_FAILED_MESSAGE);
    expect(onPaid).not.toHaveBeenCalled();
    // Nothing left to pay for here: the form does not offer to take the card again.
    expect(screen.queryByRole('button', { name: 'Pay £1,049.00 now' })).not.toBeInTheDocument();
  });
});

describe('the card form and the focus', () => {
  it('takes the focus to the 3-D Secure check when the bank asks for it', async () => {
    await payWith(cardPaymentRoutes(challenge, { status: 202 }), 'CHALLENGE');
    const heading = await screen.findByRole('heading', { name: "Your bank needs to check it's you" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('takes the focus to the words saying the card was declined', async () => {
    await payWith(cardPaymentRoutes(declined, { success: false }), 'NOTAUTH');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('shows the booking terms above the box that agrees to them, and sends nothing until it is ticked', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    const { calls } = mockFetch(cardPaymentRoutes());
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
        bookingTerms={<p>If you cancel 42 days or more before you arrive, we refund everything.</p>}
        onPaid={vi.fn(async () => undefined)}
      />,
    );
    const form = screen.getByRole('form', { name: 'Card payment' });
    const terms = screen.getByText(/If you cancel 42 days or more/);
    const box = screen.getByRole('checkbox', { name: 'I agree to the booking terms' });
    const pay = screen.getByRole('button', { name: 'Pay £1,049.00 now' });
    expect(form).toContainElement(terms);
    // Read in order: the terms, then the box, then the button.
    expect(terms.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box).not.toBeChecked();

    await events.type(screen.getByLabelText('Name on card'), 'SUCCESSFUL');
    await events.type(screen.getByLabelText('Card number'), '4929000000006');
    await events.type(screen.getByLabelText('Expiry date (MMYY)'), '1230');
    await events.type(screen.getByLabelText('CV2'), '123');
    await events.click(pay);
    expect(
      await screen.findByRole('link', { name: 'Tick the box to agree to the terms and conditions' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await events.click(box);
    await events.click(pay);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/payments'));
    expect(calls.find((call) => call.path === '/api/payments')!.body).toMatchObject({ termsAgreed: true });
  });

  it('sends the version of the terms read, and asks again when they changed since', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    const { calls } = mockFetch({
      ...cardPaymentRoutes(),
      'POST /api/payments': () =>
        json(
          {
            success: false,
            code: 'TERMS_CHANGED',
            message: TERMS_CHANGED_MESSAGE,
            errors: [{ field: 'termsVersion', message: 'Read the booking terms again' }],
          },
          409,
        ),
    });
    // The screen: shows the terms it has, and fetches them again when told they changed.
    function Summary() {
      const [version, setVersion] = useState(3);
      return (
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
          bookingTerms={<p>Terms version {version}</p>}
          termsVersion={version}
          onTermsChanged={() => setVersion(4)}
          onPaid={vi.fn(async () => undefined)}
        />
      );
    }
    const events = userEvent.setup();
    renderWithProviders(<Summary />);
    await fillCard(events);
    const box = screen.getByRole('checkbox', { name: 'I agree to the booking terms' });
    expect(box).toBeChecked();
    await events.click(screen.getByRole('button', { name: 'Pay £1,049.00 now' }));

    expect(await screen.findByText(TERMS_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/payments')!.body).toMatchObject({
      termsAgreed: true,
      termsVersion: 3,
    });
    // The new terms are shown, and the box agreeing to the old ones is no longer ticked.
    expect(screen.getByText('Terms version 4')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the booking terms' })).not.toBeChecked();
  });
});

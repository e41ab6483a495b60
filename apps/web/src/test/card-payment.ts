import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { json } from './utils';

/** What the provider answers for a payment that went through. */
export const AUTHORISED = { statusCode: '0000', statusDetail: 'Authorised', status: 'Ok' };

/** How our payment API answers: its HTTP status, whether the payment went through (as the API says it). */
type PaymentAnswer = { status?: number; success?: boolean; onPay?: () => void };

/**
 * The answers a card payment goes through, for `mockFetch`: the provider's session key, the card
 * sent to the provider, the browser's details for 3-D Secure, then our payment API answering with
 * `sagepay` (the provider's words). `onPay` runs as the payment is taken.
 */
export function cardPaymentRoutes(
  sagepay: Record<string, unknown> = AUTHORISED,
  { status = 200, success = status < 300, onPay }: PaymentAnswer = {},
) {
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
    'POST /api/payments': () => {
      onPay?.();
      return json(
        {
          success,
          message: String(sagepay.statusDetail ?? ''),
          data: { payment_id: 9, sagepay_response: sagepay },
        },
        status,
      );
    },
  };
}

/** Types a test card into the card form (inside `within`, else anywhere on the page) and ticks the agreement. */
export async function fillCard(
  events: ReturnType<typeof userEvent.setup>,
  {
    name = 'Jane Holiday',
    within = screen,
  }: { name?: string; within?: Pick<typeof screen, 'getByLabelText'> } = {},
) {
  await events.type(within.getByLabelText('Name on card'), name);
  await events.type(within.getByLabelText('Card number'), '4929000000006');
  await events.type(within.getByLabelText('Expiry date (MMYY)'), '1230');
  await events.type(within.getByLabelText('CV2'), '123');
  await events.click(within.getByLabelText(/^I (have read and )?agree to the/));
}

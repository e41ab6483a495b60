import type { TOutboxMessage, TOutboxSummary } from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/storage';
import { user as demoUser } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { describeDelivery } from './components/outbox-status';
import { OutboxBrowser } from './index';

const receipt: TOutboxSummary = {
  id: 41,
  to: 'owen.price@example.test',
  subject: 'Your receipt',
  status: 'sent',
  attempts: 1,
  last_error: null,
  next_attempt_at: null,
  recorded_at: '2026-11-20T09:59:58.000Z',
  sent_at: '2026-11-20T10:00:00.000Z',
};

const failedConfirmation: TOutboxSummary = {
  id: 42,
  to: 'maeve.byrne@example.test',
  subject: 'Your booking BK9000001 is confirmed',
  status: 'failed',
  attempts: 5,
  last_error: '550 5.1.1 Mailbox unavailable',
  next_attempt_at: null,
  recorded_at: '2026-11-20T11:00:00.000Z',
  sent_at: null,
};

const inFull = (summary: TOutboxSummary): TOutboxMessage => ({
  ...summary,
  text: 'Hello Maeve,\n\nYour stay is booked.',
  html: '<p>Hello Maeve,</p><p>Your stay is booked.</p>',
  attachments: [],
});

/** The outbox's API: the confirmation failed until it is sent again, and then it is sent. */
function outboxApi() {
  let confirmation = failedConfirmation;
  return mockFetch({
    'GET /api/admin/outbox': () =>
      json({ success: true, data: { messages: [confirmation, receipt], page: 1, page_size: 25, total: 2 } }),
    'GET /api/admin/outbox/42': () => json({ success: true, data: inFull(confirmation) }),
    'POST /api/admin/outbox/42/resend': () => {
      confirmation = {
        ...failedConfirmation,
        status: 'sent',
        attempts: 1,
        last_error: null,
        sent_at: '2026-11-20T12:00:00.000Z',
      };
      return json({ success: true, message: 'The e-mail is queued to be sent again.', data: confirmation });
    },
  });
}

describe('the Outbox', () => {
  it('shows a failed e-mail with its error, and sends it again from its dialog', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    const { calls } = outboxApi();
    renderWithProviders(<OutboxBrowser />);

    const list = await screen.findByRole('list', { name: 'E-mails' });
    const failed = within(list).getByRole('button', { name: /Your booking BK9000001 is confirmed/ });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('550 5.1.1 Mailbox unavailable');
    expect(failed).toHaveTextContent('Recorded 20/11/2026, 11:00');
    const sent = within(list).getByRole('button', { name: /Your receipt/ });
    expect(sent).toHaveTextContent('20/11/2026, 10:00');
    expect(sent).toHaveTextContent(/Sent$/);

    await userEvent.click(failed);
    const dialog = await screen.findByRole('dialog', { name: 'Your booking BK9000001 is confirmed' });
    await within(dialog).findByText('Your stay is booked.');
    expect(within(dialog).queryByRole('button', { name: 'Send again' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));

    expect(await within(dialog).findByText('The e-mail is queued to be sent again.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/outbox/42/resend',
    ]);
    // The dialog and the list are read again: the e-mail is sent now, and cannot be sent again.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Send again' })).toBeNull());
    expect(within(dialog).getByText('Status').nextElementSibling).toHaveTextContent(/^Sent$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('list', { name: 'E-mails' })).getByRole('button', { name: /BK9000001/ }),
    ).not.toHaveTextContent('Failed');
  });

  it('shows why sending again was refused', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    mockFetch({
      'GET /api/admin/outbox': () =>
        json({ success: true, data: { messages: [failedConfirmation], page: 1, page_size: 25, total: 1 } }),
      'GET /api/admin/outbox/42': () => json({ success: true, data: inFull(failedConfirmation) }),
      'POST /api/admin/outbox/42/resend': () =>
        json(
          {
            success: false,
            code: 'NOT_FAILED',
            message: 'Only an e-mail that failed can be sent again; this one is pending.',
          },
          409,
        ),
    });
    renderWithProviders(<OutboxBrowser />);
    await userEvent.click(await screen.findByRole('button', { name: /Your booking BK9000001 is confirmed/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send again' }));
    expect(
      await within(dialog).findByText('Only an e-mail that failed can be sent again; this one is pending.'),
    ).toBeInTheDocument();
  });

  it('filters by status, asking the API for that status only', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    const { fetchMock } = outboxApi();
    renderWithProviders(<OutboxBrowser />);
    await screen.findByRole('list', { name: 'E-mails' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await userEvent.click(screen.getByRole('button', { name: 'Show e-mails' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
        expect.stringMatching(/\/api\/admin\/outbox\?status=failed&page=1$/),
      ),
    );
  });

  it('says when an e-mail waiting to send is tried next, and which attempt that is', () => {
    expect(
      describeDelivery({
        status: 'pending',
        attempts: 2,
        last_error: 'connect ECONNREFUSED',
        next_attempt_at: '2026-07-01T13:05:00.000Z',
      }),
    ).toBe('Waiting to send — attempt 3, next try 14:05');
    expect(
      describeDelivery({ status: 'pending', attempts: 0, last_error: null, next_attempt_at: null }),
    ).toBe('Waiting to send');
  });
});

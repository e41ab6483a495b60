import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_DELETION_REFUSALS,
  DELETE_PASSWORD_WRONG_MESSAGE,
  MARKETING_CHOICE_SAVED_MESSAGE,
} from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { user as demoUser } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { json, mockFetch } from '../../test/utils';

const centre = {
  success: true,
  data: {
    marketing: { marketing_preference: 0, given_at: '2026-06-01T09:00:00.000Z' },
    requests: [],
  },
};

describe('the privacy centre', () => {
  it('says when the newsletter choice was given, and saves a new one', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok-1' }, true);
    const { calls } = mockFetch({
      'GET /api/ping': () => json({ success: true, user: demoUser }),
      'GET /api/privacy': () => json(centre),
      'PUT /api/privacy/marketing': () =>
        json({
          success: true,
          message: MARKETING_CHOICE_SAVED_MESSAGE,
          data: { marketing_preference: 1, given_at: '2026-11-28T10:00:00.000Z' },
        }),
    });
    const events = userEvent.setup();
    renderAt('/privacy-centre');
    expect(await screen.findByText('You gave this choice on 01/06/2026, 10:00.')).toBeInTheDocument();
    await events.click(screen.getByRole('radio', { name: 'Yes, send me the newsletter' }));
    await events.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText(MARKETING_CHOICE_SAVED_MESSAGE)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/privacy/marketing')?.body).toEqual({
      marketing_preference: 1,
    });
  });

  it('asks for the password in a dialog that Escape closes, says why a deletion is refused, and says when it is done', async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok-1' }, true);
    let answer = 0;
    mockFetch({
      'GET /api/ping': () => json({ success: true, user: demoUser }),
      'GET /api/privacy': () => json(centre),
      'POST /api/privacy/delete-account': () => {
        answer += 1;
        if (answer === 1)
          return json(
            {
              success: false,
              message: DELETE_PASSWORD_WRONG_MESSAGE,
              code: 'PASSWORD_WRONG',
              errors: [{ field: 'password', message: DELETE_PASSWORD_WRONG_MESSAGE }],
            },
            403,
          );
        if (answer === 2)
          return json(
            { success: false, message: ACCOUNT_DELETION_REFUSALS.STAY_UPCOMING, code: 'STAY_UPCOMING' },
            409,
          );
        return json({ success: true, message: ACCOUNT_DELETED_MESSAGE });
      },
    });
    const events = userEvent.setup();
    renderAt('/privacy-centre');
    const opener = await screen.findByRole('button', { name: 'Delete my account' });
    await events.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Delete my account' })).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await events.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findAllByText('Enter your password')).not.toHaveLength(0);

    await events.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findAllByText(DELETE_PASSWORD_WRONG_MESSAGE)).not.toHaveLength(0);

    await events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(ACCOUNT_DELETION_REFUSALS.STAY_UPCOMING)).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_DELETED_MESSAGE)).toBeInTheDocument();
    expect(sessionStore.getToken()).toBeNull();
  });
});

import { describeTerms, STANDARD_TERMS, type THolidayTypeTerms } from '@parkstays/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/storage';
import { user as demoUser } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { TermsEditor } from '.';

const terms = (overrides: Partial<THolidayTypeTerms> = {}): THolidayTypeTerms => ({
  holiday_type_id: 1,
  holiday_type: 'Caravan & Lodge Holidays',
  ...STANDARD_TERMS,
  id: 3,
  version: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  sentences: describeTerms(STANDARD_TERMS),
  ...overrides,
});

describe('the Terms section', () => {
  it("shows each holiday type's terms as guests read them, and saves an edit as a new version", async () => {
    sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
    const saved = { ...STANDARD_TERMS, cancel_notice_days: 28, refund_within: 'all-but-deposit' as const };
    const { calls } = mockFetch({
      'GET /api/admin/terms': () =>
        json({
          success: true,
          data: [
            terms(),
            terms({ holiday_type_id: 5, holiday_type: 'Resort', id: null, version: 0, created_at: null }),
          ],
        }),
      'PUT /api/admin/terms/1': () =>
        json({
          success: true,
          message: 'The terms for Caravan & Lodge Holidays are saved as version 2.',
          data: terms({ ...saved, id: 4, version: 2, sentences: describeTerms(saved) }),
        }),
    });
    const events = userEvent.setup();
    renderWithProviders(<TermsEditor />);

    const resort = await screen.findByRole('listitem', { name: 'Resort' });
    expect(resort).toHaveTextContent('The standard terms: none saved for this holiday type yet.');
    const caravans = screen.getByRole('listitem', { name: 'Caravan & Lodge Holidays' });
    expect(caravans).toHaveTextContent(describeTerms(STANDARD_TERMS)[0]!);

    const notice = within(caravans).getByLabelText('Notice period (days before arrival)');
    await events.clear(notice);
    await events.type(notice, '28');
    await events.selectOptions(
      within(caravans).getByLabelText('Refund when cancelled within the notice period'),
      'Everything paid except the deposit',
    );
    await events.click(within(caravans).getByRole('button', { name: 'Save as a new version' }));

    expect(
      await screen.findByText('The terms for Caravan & Lodge Holidays are saved as version 2.'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(saved);
  });
});

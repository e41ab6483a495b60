import type { TAdminPromotionalCode, TPromotionalCodesAdminResponse } from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/storage';
import { user as demoUser } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { Extras, PromotionalCodes } from '.';

const code = (overrides: Partial<TAdminPromotionalCode> = {}): TAdminPromotionalCode => ({
  code: 'SPRING25',
  description: '£25 off a spring break',
  discount_type: 'amount',
  percent_off: 0,
  amount_off_pence: 2_500,
  valid_from: '2026-04-01',
  valid_to: '2026-05-31',
  minimum_nights: 3,
  park_codes: ['RH'],
  usage_limit: 3,
  times_used: 2,
  status: 'active',
  ...overrides,
});

const codes = (list: TAdminPromotionalCode[]): TPromotionalCodesAdminResponse => ({
  success: true,
  data: {
    codes: list,
    parks: [
      { park_code: 'FB', title: 'Filey Bay' },
      { park_code: 'RH', title: "Robin Hood's Bay" },
    ],
  },
});

function signIn() {
  sessionStore.setSession({ user: demoUser, token: 'tok' }, true);
}

describe('promotional codes', () => {
  it('lists each code with its discount, dates, parks and "Used 2 of 3"', async () => {
    signIn();
    mockFetch({
      'GET /api/admin/promotional-codes': () =>
        json(
          codes([
            code(),
            code({
              code: 'TENPC',
              discount_type: 'percent',
              percent_off: 10,
              amount_off_pence: 0,
              park_codes: [],
              usage_limit: null,
              times_used: 7,
              status: 'ended',
            }),
          ]),
        ),
    });
    renderWithProviders(<PromotionalCodes />);
    const list = await screen.findByRole('list', { name: 'Promotional codes' });
    const spring = within(list).getByRole('listitem', { name: 'SPRING25' });
    expect(spring).toHaveTextContent('£25.00 off the stay');
    expect(spring).toHaveTextContent('01/04/2026 to 31/05/2026');
    expect(spring).toHaveTextContent('3 nights or more');
    expect(spring).toHaveTextContent("Robin Hood's Bay");
    expect(spring).toHaveTextContent('Used 2 of 3');
    const ten = within(list).getByRole('listitem', { name: 'TENPC' });
    expect(ten).toHaveTextContent('10% off the stay');
    expect(ten).toHaveTextContent('Every park');
    expect(ten).toHaveTextContent('Used 7 (no limit)');
    // A running code can be ended; the button's name starts with the words it shows (WCAG 2.5.3).
    expect(within(spring).getByRole('button', { name: 'End now: SPRING25' })).toHaveTextContent(/^End now$/);
    expect(within(ten).queryByRole('button', { name: /^End now/ })).toBeNull();
  });

  it('adds a fixed-amount code with a limit, sending pence, and names the fields at fault first', async () => {
    signIn();
    const { calls } = mockFetch({
      'GET /api/admin/promotional-codes': () => json(codes([])),
      'POST /api/admin/promotional-codes': (request) =>
        json(
          {
            success: true,
            message: 'LIMIT3 is added.',
            data: code({ code: 'LIMIT3', times_used: 0, ...(request.body as object) }),
          },
          201,
        ),
    });
    const events = userEvent.setup();
    renderWithProviders(<PromotionalCodes />);
    expect(await screen.findByText(/No promotional codes yet/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add a promotional code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotional code' });
    await events.click(within(dialog).getByRole('button', { name: 'Add code' }));
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByRole('link', { name: /Enter the code/ })).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: /Enter a percentage from 1 to 100/ }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await events.type(within(dialog).getByLabelText('Code'), 'limit3');
    await events.type(within(dialog).getByLabelText('Description'), 'Three lucky stays');
    await events.click(within(dialog).getByRole('radio', { name: 'A fixed amount off the stay' }));
    await events.type(within(dialog).getByLabelText('Amount off, in pounds'), '25.50');
    await events.click(within(dialog).getByRole('checkbox', { name: 'Filey Bay' }));
    await events.type(within(dialog).getByLabelText('Usage limit'), '3');
    await events.click(within(dialog).getByRole('button', { name: 'Add code' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      code: 'LIMIT3',
      description: 'Three lucky stays',
      discount_type: 'amount',
      percent_off: 0,
      amount_off_pence: 2_550,
      minimum_nights: 1,
      park_codes: ['FB'],
      usage_limit: 3,
    });
    expect(await screen.findByText('LIMIT3 is added.')).toBeInTheDocument();
  });
});

describe('extras', () => {
  it('shows each extra with its price, stock and the accommodation offering it', async () => {
    signIn();
    mockFetch({
      'GET /api/admin/extras': () =>
        json({
          success: true,
          data: {
            extras: [
              {
                code: 'COT',
                description: 'Cot hire',
                unit_price_pence: 1_500,
                note: '£10 deposit',
                position: 1,
                stock: 4,
                grade_ids: [7],
              },
              {
                code: 'PET',
                description: 'Dog',
                unit_price_pence: 2_500,
                note: '',
                position: 2,
                stock: null,
                grade_ids: [7, 8],
              },
            ],
            grades: [
              {
                id: 7,
                grade_code: 'RH-BRC',
                title: 'Bronze Caravan',
                park_code: 'RH',
                park_title: "Robin Hood's Bay",
              },
              {
                id: 8,
                grade_code: 'RH-GLD',
                title: 'Gold Lodge',
                park_code: 'RH',
                park_title: "Robin Hood's Bay",
              },
            ],
          },
        }),
    });
    renderWithProviders(<Extras />);
    const list = await screen.findByRole('list', { name: 'Extras' });
    const cot = within(list).getByRole('listitem', { name: 'Cot hire' });
    expect(cot).toHaveTextContent('£15.00');
    expect(cot).toHaveTextContent('4 a night');
    expect(cot).toHaveTextContent("Robin Hood's Bay: Bronze Caravan");
    const dog = within(list).getByRole('listitem', { name: 'Dog' });
    expect(dog).toHaveTextContent('No limit');
    expect(dog).toHaveTextContent('Every accommodation at every park');
  });
});

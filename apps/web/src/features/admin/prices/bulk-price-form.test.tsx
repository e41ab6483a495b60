import type { TBulkPriceOutcome } from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders, stubLayoutApis } from '../../../test/utils';
import { BulkPriceForm } from './components/bulk-price-form';

const SEASONS = [{ id: 7, name: 'Summer holidays 2027', start_date: '2027-07-18', end_date: '2027-09-01' }];

const outcome = (changed: number): TBulkPriceOutcome => ({
  grade_code: 'RH-BRC',
  start_date: '2027-07-18',
  end_date: '2027-09-01',
  summary: 'Bronze Caravan: Fridays from 18/07/2027 to 01/09/2027 (Summer holidays 2027), 7 nights: £650.00',
  cells_matched: 7,
  cells_changed: changed,
  cells_added: 0,
  cells_updated: changed,
  cells_removed: 0,
  sample: [{ arrival_date: '2027-07-23', no_of_nights: 7, before_pence: 60_000, after_pence: 65_000 }],
});

function setup() {
  return mockFetch({
    'GET /api/admin/seasons': () => json({ success: true, data: SEASONS }),
    'POST /api/admin/prices/bulk/preview': () => json({ success: true, data: outcome(7) }),
    'POST /api/admin/prices/bulk': () =>
      json({ success: true, message: 'Saved: 7 prices changed.', data: outcome(7) }),
  });
}

const form = () => screen.getByRole('form', { name: 'Change prices of Bronze Caravan' });
const posts = (calls: ReturnType<typeof mockFetch>['calls'], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

beforeEach(() => {
  stubLayoutApis();
});

describe('the bulk price editor', () => {
  it('checks the edit with the contract and names each field at fault, sending nothing', async () => {
    const { calls } = setup();
    renderWithProviders(<BulkPriceForm gradeCode="RH-BRC" gradeTitle="Bronze Caravan" />);
    await userEvent.click(within(form()).getByRole('button', { name: 'Preview changes' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /Enter the first arrival date/ })).toHaveAttribute(
      'href',
      '#bulk-start_date',
    );
    expect(within(summary).getByRole('link', { name: 'Choose at least one weekday' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Enter the price' })).toBeInTheDocument();

    await userEvent.type(within(form()).getByLabelText('Price for the whole stay (£)'), '6,50');
    await userEvent.click(within(form()).getByRole('button', { name: 'Preview changes' }));
    expect(
      await within(form()).findAllByText('Enter the price in pounds, like 650 or 649.99'),
    ).not.toHaveLength(0);
    expect(posts(calls, '/api/admin/prices/bulk/preview')).toHaveLength(0);
  });

  it('saves only after the preview, and only the edit that was previewed', async () => {
    const { calls } = setup();
    renderWithProviders(<BulkPriceForm gradeCode="RH-BRC" gradeTitle="Bronze Caravan" />);
    const f = within(form());
    await userEvent.click(f.getByLabelText('A season'));
    await waitFor(() =>
      expect(f.getByLabelText('Season', { exact: true })).toHaveTextContent('Summer holidays 2027'),
    );
    await userEvent.selectOptions(f.getByLabelText('Season', { exact: true }), '7');
    await userEvent.click(f.getByLabelText('Friday'));
    await userEvent.type(f.getByLabelText('Price for the whole stay (£)'), '650');
    expect(f.queryByRole('button', { name: 'Save prices' })).not.toBeInTheDocument();

    await userEvent.click(f.getByRole('button', { name: 'Preview changes' }));
    const preview = await f.findByRole('region', { name: /Summer holidays 2027/ });
    expect(preview).toHaveTextContent('7 of 7 stays change');
    expect(
      within(preview).getByRole('row', { name: /23\/07\/2027 7 £600\.00 £650\.00/ }),
    ).toBeInTheDocument();
    const [asked] = posts(calls, '/api/admin/prices/bulk/preview');
    expect(asked!.body).toEqual({
      grade_code: 'RH-BRC',
      season_id: 7,
      weekdays: [5],
      nights: [7],
      action: 'set_price',
      price_pence: 65_000,
    });

    // A change after the preview hides it: what is saved is always what was previewed.
    await userEvent.click(f.getByLabelText('Saturday'));
    expect(f.queryByRole('button', { name: 'Save prices' })).not.toBeInTheDocument();
    await userEvent.click(f.getByLabelText('Saturday'));
    await userEvent.click(f.getByRole('button', { name: 'Preview changes' }));
    await userEvent.click(await f.findByRole('button', { name: 'Save prices' }));
    expect(await f.findByText('Saved: 7 prices changed.')).toBeInTheDocument();
    const saved = posts(calls, '/api/admin/prices/bulk');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.body).toEqual(asked!.body);
  });
});

import {
  addDays,
  DUE_BEFORE_POSTING_MESSAGE,
  londonToday,
  type TDeal,
  type TLedgerEntry,
  type TPostLedgerEntryRequest,
} from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formResolver } from '../../../lib/forms';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { penceOf } from './components/amounts';
import { DealFormDialog } from './components/deal-form-dialog';
import { LedgerSection } from './components/ledger-section';

const today = londonToday();

const entry = (overrides: Partial<TLedgerEntry> = {}): TLedgerEntry => ({
  entry_no: 900_001,
  document_type: 'Invoice',
  document_no: 'SINV900001',
  description: 'Lawn cutting',
  posting_date: today,
  due_date: addDays(today, 30),
  open: true,
  amount_lcy: '313.37',
  amount_lcy_pence: 31_337,
  remaining_amount_lcy: '313.37',
  remaining_amount_lcy_pence: 31_337,
  currency_code: 'GBP',
  reason_code: '',
  pending_payments_lcy: '0.00',
  pending_payments_lcy_pence: 0,
  pending_remaining_amount_lcy: '313.37',
  pending_remaining_amount_lcy_pence: 31_337,
  payable_pence: 31_337,
  invoice_url: '/api/admin/owners/C10001/ledger-entries/900001/invoice.pdf',
  ...overrides,
});

describe('the ledger on an owner’s page', { timeout: 30_000 }, () => {
  it('posts an invoice typed in pounds as pence, after refusing nonsense beside its field', async () => {
    let entries: TLedgerEntry[] = [];
    const { calls } = mockFetch({
      'GET /api/admin/owners/C10001/ledger-entries': () =>
        json({
          success: true,
          data: {
            entries,
            balance_pence: entries.reduce((sum, e) => sum + e.remaining_amount_lcy_pence, 0),
            pending_pence: 0,
          },
        }),
      'POST /api/admin/owners/C10001/ledger-entries': (request) => {
        const body = request.body as TPostLedgerEntryRequest;
        entries = [
          entry({ amount_lcy_pence: body.amount_pence, remaining_amount_lcy_pence: body.amount_pence }),
        ];
        return json(
          { success: true, message: 'Invoice SINV900001 for £313.37 is posted to C10001.', data: entries[0] },
          201,
        );
      },
    });
    const events = userEvent.setup();
    renderWithProviders(<LedgerSection customerNo="C10001" canChange />);
    expect(
      await screen.findByText('Nothing is posted yet. Use Post invoice to bill the owner.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Posted entries are never edited or deleted/)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Post invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post an invoice' });
    await events.type(within(dialog).getByLabelText('Description'), 'Lawn cutting');
    await events.type(within(dialog).getByLabelText('Amount, in pounds'), '0');
    await events.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('link', { name: 'Enter an amount above £0' })).toBeInTheDocument();

    await events.clear(within(dialog).getByLabelText('Amount, in pounds'));
    await events.type(within(dialog).getByLabelText('Amount, in pounds'), '313.37');
    await events.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await events.click(await within(dialog).findByRole('button', { name: 'Post invoice of £313.37' }));
    expect(
      await screen.findByText('Invoice SINV900001 for £313.37 is posted to C10001.'),
    ).toBeInTheDocument();
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted?.body).toEqual({
      document_type: 'Invoice',
      description: 'Lawn cutting',
      amount_pence: 31_337,
      posting_date: today,
      due_date: addDays(today, 30),
      reason_code: '',
    });
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('SINV900001'));
    expect(screen.getByLabelText('Balance')).toHaveTextContent('£313.37');
  });

  it('shows reception the ledger without the posting buttons', async () => {
    mockFetch({
      'GET /api/admin/owners/C10001/ledger-entries': () =>
        json({ success: true, data: { entries: [entry()], balance_pence: 31_337, pending_pence: 0 } }),
    });
    renderWithProviders(<LedgerSection customerNo="C10001" canChange={false} />);
    expect(await screen.findByRole('table')).toHaveTextContent('Lawn cutting');
    expect(screen.queryByRole('button', { name: 'Post invoice' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /PDF of invoice SINV900001/ })).toBeInTheDocument();
  });
});

const savedDeal: TDeal = {
  deal_no: 'D26-001',
  park_code: 'GS',
  plot_no: '',
  deposit_amount: '2,500.50',
  deposit_amount_pence: 250_050,
  vat_amount: '0.00',
  vat_amount_pence: 0,
  customer_contribution: '0.00',
  customer_contribution_pence: 0,
  selling_price_of_extras: '0.00',
  selling_price_of_extras_pence: 0,
  completed_date: '',
  site_fee_contribtuion: '0.00',
  site_fee_contribtuion_pence: 0,
  sub_park: '',
  unit_no: '',
  unit_description: '',
  unit_manufacturer: '',
  unit_model: '',
  unit_year: 2024,
  unit_length: null,
  unit_width: null,
  unit_no_of_bedrooms: null,
  unit_chassis_no: '',
};

describe('the deal form', { timeout: 30_000 }, () => {
  it('reads money typed in pounds, refuses what is not an amount beside its field, and sends pence', async () => {
    const { calls } = mockFetch({
      'GET /api/parks': () =>
        json({
          success: true,
          data: [
            {
              id: 2,
              title: 'Golden Sands',
              park_code: 'GS',
              park_url: '',
              map_url: '',
              image_url: '',
              facilities: [],
            },
          ],
        }),
      'POST /api/admin/owners/C10004/deals': () =>
        json({ success: true, message: 'Deal D26-001 is added.', data: savedDeal }, 201),
    });
    const saved: string[] = [];
    const events = userEvent.setup();
    renderWithProviders(
      <DealFormDialog
        customerNo="C10004"
        defaultParkCode="GS"
        open
        onClose={() => {}}
        onSaved={(m) => saved.push(m)}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a deal' });
    await screen.findByRole('option', { name: 'Golden Sands' });
    await events.type(within(dialog).getByLabelText('Deal number'), 'D26-001');
    await events.type(within(dialog).getByLabelText('Deposit (£)'), 'lots');
    await events.type(within(dialog).getByLabelText('Year'), '1800');
    await events.click(within(dialog).getByRole('button', { name: 'Add deal' }));
    expect(
      await within(dialog).findByRole('link', { name: 'Enter an amount in pounds, like 50 or 1,250.00' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Year must be 1950 or more' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await events.clear(within(dialog).getByLabelText('Deposit (£)'));
    await events.type(within(dialog).getByLabelText('Deposit (£)'), '2,500.50');
    await events.clear(within(dialog).getByLabelText('Year'));
    await events.type(within(dialog).getByLabelText('Year'), '2024');
    await events.click(within(dialog).getByRole('button', { name: 'Add deal' }));
    await waitFor(() => expect(saved).toEqual(['Deal D26-001 is added.']));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      deal_no: 'D26-001',
      park_code: 'GS',
      deposit_pence: 250_050,
      vat_pence: 0,
      unit_year: 2024,
      unit_length: null,
      completed_date: null,
      make_current: false,
    });
  });
});

describe('the form resolver on the owners forms', () => {
  it('names the due date before the posting date with the contract’s words, and reads pounds', async () => {
    const { ZPostLedgerEntryRequest } = await import('@parkstays/contract');
    const resolver = formResolver(ZPostLedgerEntryRequest, {
      toBody: (form: { due: string }) => ({
        body: {
          document_type: 'Invoice',
          description: 'x',
          amount_pence: 100,
          posting_date: today,
          due_date: form.due,
        },
      }),
      fieldOf: (field: string) => (field === 'due_date' ? 'due' : undefined),
    });
    const refused = await resolver({ due: addDays(today, -1) }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(refused.errors.due?.message).toBe(DUE_BEFORE_POSTING_MESSAGE);
    expect(penceOf('1,250.50')).toBe(125_050);
    expect(penceOf('12.345')).toBeUndefined();
    expect(penceOf('')).toBe(0);
  });
});

import type { TDeal, TLedgerEntry, TOwner, TPark, TUser, TVisit } from '@parkstays/contract';
import { addDays, londonToday } from '@parkstays/contract';
import { user } from '../../test/fixtures';
import { penceOf } from '../../test/money';

/** Component-test data in the contract's shapes (what the owners API answers). */
export const ownerUser: TUser = {
  ...user,
  email: 'owner@brackenbay.example',
  first_name: 'David',
  customer_no: 'C10001',
};

export const owner: TOwner = {
  name: 'David Hughes',
  customer_no: 'C10001',
  address: '14 Harbour Walk',
  address_2: 'Sandsend',
  city: 'Whitby',
  post_code: 'YO21 3TE',
  county: 'North Yorkshire',
  country_region_code: 'GB',
  phone_no: '01947 600123',
  email: 'owner@brackenbay.example',
  balance_lcy: '5,350.00',
  balance_lcy_pence: 535_000,
  current_deal_no: 'D1001',
  pending_payments: '0.00',
  pending_payments_pence: 0,
  pending_balance_lcy: '5,350.00',
  pending_balance_lcy_pence: 535_000,
  park_id: 1,
};

export const deal: TDeal = {
  deal_no: 'D1001',
  park_code: 'WB',
  plot_no: 'A12',
  deposit_amount: '2,500.00',
  deposit_amount_pence: 250_000,
  vat_amount: '0.00',
  vat_amount_pence: 0,
  customer_contribution: '1,250.50',
  customer_contribution_pence: 125_050,
  selling_price_of_extras: '',
  selling_price_of_extras_pence: 0,
  completed_date: '2023-04-14',
  site_fee_contribtuion: '600.00',
  site_fee_contribtuion_pence: 60_000,
  sub_park: '',
  unit_no: 'U-77',
  unit_description: 'Willerby Sierra',
  unit_manufacturer: 'Willerby',
  unit_model: 'Sierra',
  unit_year: 2022,
  unit_length: 38,
  unit_width: 12,
  unit_no_of_bedrooms: 0,
  unit_chassis_no: '',
};

export function ledgerEntry(overrides: Partial<TLedgerEntry> = {}): TLedgerEntry {
  const text = {
    amount_lcy: '4,250.00',
    remaining_amount_lcy: '4,250.00',
    pending_payments_lcy: '0.00',
    pending_remaining_amount_lcy: '4,250.00',
    ...overrides,
  };
  return {
    entry_no: 12,
    document_type: 'Invoice',
    document_no: 'SI-1001',
    description: 'Site fees 2026',
    posting_date: '2026-01-05',
    due_date: '2026-03-31',
    open: true,
    amount_lcy: '4,250.00',
    remaining_amount_lcy: '4,250.00',
    currency_code: '',
    reason_code: '',
    pending_payments_lcy: '0.00',
    pending_remaining_amount_lcy: '4,250.00',
    amount_lcy_pence: penceOf(text.amount_lcy),
    remaining_amount_lcy_pence: penceOf(text.remaining_amount_lcy),
    pending_payments_lcy_pence: penceOf(text.pending_payments_lcy),
    pending_remaining_amount_lcy_pence: penceOf(text.pending_remaining_amount_lcy),
    payable_pence: 425_000,
    invoice_url: '/api/owners-portal/customer-ledger-entries/12/invoice',
    ...overrides,
  };
}

export const entries: TLedgerEntry[] = [
  ledgerEntry(),
  ledgerEntry({
    entry_no: 9,
    document_type: 'Payment',
    document_no: 'PAY-0009',
    description: 'Card payment',
    posting_date: '2025-06-02',
    due_date: null,
    open: false,
    amount_lcy: '-1,000.00',
    remaining_amount_lcy: '0.00',
    pending_remaining_amount_lcy: '0.00',
    payable_pence: 0,
    invoice_url: null,
  }),
  ledgerEntry({
    entry_no: 10,
    document_type: 'Credit Memo',
    document_no: 'CM-0010',
    description: 'Refund of utilities',
    posting_date: '2025-09-10',
    due_date: null,
    open: true,
    amount_lcy: '-150.00',
    remaining_amount_lcy: '-150.00',
    pending_remaining_amount_lcy: '-150.00',
    payable_pence: 0,
    invoice_url: null,
  }),
];

export const parks: TPark[] = [
  {
    id: 1,
    title: 'Whitby Bay Holiday Park',
    park_code: 'WB',
    park_url: '',
    map_url: '',
    image_url: '/media/parks/WB.svg',
    facilities: [],
  },
  {
    id: 2,
    title: 'Robin Hood Park',
    park_code: 'RH',
    park_url: '',
    map_url: '',
    image_url: 'https://images.example/rh.jpg',
    facilities: [],
  },
];

export function visit(id: number, parkIndex: 0 | 1, startIn: number, nights: number): TVisit {
  const park = parks[parkIndex]!;
  const start = addDays(londonToday(), startIn);
  return {
    id,
    park: {
      id: park.id,
      title: park.title,
      image_url: park.image_url,
      map_url: '',
      park_code: park.park_code,
    },
    visit_start_date: start,
    visit_end_date: addDays(start, nights),
    no_of_adults: 2,
    no_of_children: 0,
    activitybookings: [],
  };
}

/** dd/mm/yyyy of a yyyy-mm-dd */
export function ukDate(iso: string) {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

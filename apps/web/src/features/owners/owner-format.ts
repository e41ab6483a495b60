import type { TDeal, TLedgerEntry, TOwner } from '@parkstays/contract';
import { formatDate, formatPence } from '../../lib/format';

/** An entry without a due date (a payment, a credit memo): said in words, not "None". */
export const NO_DUE_DATE = 'No due date';

/** The deal's money texts: each has a `…_pence` twin, which is what is shown. */
type MoneyField = { [K in keyof TDeal]: K extends `${infer F}_pence` ? F : never }[keyof TDeal];
type DealField = Exclude<keyof TDeal, 'deal_no' | `${MoneyField}_pence`>;

/** The deal's fields in the order they are shown, with readable labels and how to show them. */
export const DEAL_FIELDS: ReadonlyArray<{ key: DealField; label: string; kind: 'text' | 'money' | 'date' }> =
  [
    { key: 'park_code', label: 'Park Code', kind: 'text' },
    { key: 'sub_park', label: 'Sub Park', kind: 'text' },
    { key: 'plot_no', label: 'Plot No', kind: 'text' },
    { key: 'completed_date', label: 'Completed Date', kind: 'date' },
    { key: 'deposit_amount', label: 'Deposit Amount', kind: 'money' },
    { key: 'vat_amount', label: 'VAT Amount', kind: 'money' },
    { key: 'customer_contribution', label: 'Customer Contribution', kind: 'money' },
    { key: 'selling_price_of_extras', label: 'Selling Price of Extras', kind: 'money' },
    { key: 'site_fee_contribtuion', label: 'Site Fee Contribution', kind: 'money' },
    { key: 'unit_no', label: 'Unit No', kind: 'text' },
    { key: 'unit_description', label: 'Unit Description', kind: 'text' },
    { key: 'unit_manufacturer', label: 'Unit Manufacturer', kind: 'text' },
    { key: 'unit_model', label: 'Unit Model', kind: 'text' },
    { key: 'unit_year', label: 'Unit Year', kind: 'text' },
    { key: 'unit_length', label: 'Unit Length', kind: 'text' },
    { key: 'unit_width', label: 'Unit Width', kind: 'text' },
    { key: 'unit_no_of_bedrooms', label: 'Unit No. of Bedrooms', kind: 'text' },
    { key: 'unit_chassis_no', label: 'Unit Chassis No', kind: 'text' },
  ];

/** Empty dates from the operator's records come as '' or the year-1 placeholder. */
function isEmptyDate(value: string) {
  return value.trim() === '' || value.startsWith('0001-01-01');
}

/** The deal's rows to show: only fields that are non-zero and non-empty (docs/product.md, "Owner details, balance and deal"). */
export function dealRows(deal: TDeal): Array<{ key: DealField; label: string; value: string }> {
  const rows: Array<{ key: DealField; label: string; value: string }> = [];
  for (const field of DEAL_FIELDS) {
    if (field.kind === 'money') {
      // Shown from the pence twin; none (0) is left out.
      const pence = deal[`${field.key as MoneyField}_pence`];
      if (pence === 0) continue;
      rows.push({ key: field.key, label: field.label, value: formatPence(pence) });
      continue;
    }
    const raw = deal[field.key];
    if (raw === null || raw === undefined) continue;
    if (typeof raw === 'number') {
      if (raw === 0) continue;
      rows.push({ key: field.key, label: field.label, value: String(raw) });
      continue;
    }
    const text = raw.trim();
    if (text === '') continue;
    if (field.kind === 'date') {
      if (isEmptyDate(text)) continue;
      rows.push({ key: field.key, label: field.label, value: formatDate(text) });
    } else {
      if (text === '0') continue;
      rows.push({ key: field.key, label: field.label, value: text });
    }
  }
  return rows;
}

/** Visit images: used as they are when they contain http, otherwise served by the API host (same origin). */
export function visitImageUrl(imageUrl: string): string {
  if (imageUrl.includes('http')) return imageUrl;
  if (imageUrl === '' || imageUrl.startsWith('/')) return imageUrl;
  return `/${imageUrl}`;
}

/** "From 01/08/2026 to 05/08/2026" */
export function visitDates(start: string, end: string) {
  return `From ${formatDate(start)} to ${formatDate(end)}`;
}

/** The owner's address, one line each, empty parts left out. */
export function addressLines(owner: TOwner): string[] {
  return [owner.address, owner.address_2, owner.city, owner.county, owner.post_code].filter(
    (line) => line.trim() !== '',
  );
}

/** "David Hughes" → first name and surname for the card form's billing address. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { first_name: parts[0] ?? '', last_name: '' };
  return { first_name: parts.slice(0, -1).join(' '), last_name: parts[parts.length - 1] ?? '' };
}

export function yesNo(value: boolean) {
  return value ? 'Yes' : 'No';
}

/** A card payment is possible on an Invoice with something left to take. */
export function isPayable(entry: TLedgerEntry) {
  return entry.document_type === 'Invoice' && entry.payable_pence > 0;
}

/** "Invoice SI-10023", or just the type when there is no document number. */
export function entryTitle(entry: TLedgerEntry) {
  return entry.document_no ? `${entry.document_type} ${entry.document_no}` : entry.document_type;
}

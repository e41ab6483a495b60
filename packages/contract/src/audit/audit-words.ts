/**
 * The audit log in staff words. An audit entry keeps a record's fields as the database names them
 * (`paid_pence`, `checked_in_by: 5`); a record's History shows each as people say it: a label,
 * and its value as money, a date, a time or a person's name. Every field an audited change
 * writes is in AUDIT_FIELDS (the API tests check each entry they cause against it), so a new
 * audited field without its words fails a test rather than showing the database on screen.
 */

/** How a field's value is shown. */
export type TAuditFieldKind =
  /** As written (a name, a reference, an address); an empty one is "not set". */
  | 'text'
  /** Whole pence → £1,234.50. */
  | 'money'
  /** A calendar day yyyy-mm-dd → 27/11/2026. */
  | 'date'
  /** An instant (ISO timestamp) → 27/11/2026, 12:25, UK time. */
  | 'instant'
  /** A clock time as staff set it (19:30). */
  | 'time'
  /** A user account's id → the person's name (the history answer carries the names). */
  | 'person'
  | 'yes_no'
  | 'number'
  /** Days of the week as numbers (0 Sunday … 6 Saturday) → "Mon, Fri". */
  | 'weekdays'
  /** A list of plain values → "a, b". */
  | 'list'
  /** A record inside the record (a ticket type, a repeat, sessions, photos): each field with its label. */
  | 'record'
  /** A grade's prices as [arrival date, nights, pence] → "27/12/2026, 3 nights: £300.00". */
  | 'prices'
  /** Kept for the record's sake (an id, a key, a money text beside its pence twin): not shown. */
  | 'hidden';

type Field = readonly [label: string, kind: TAuditFieldKind];

/** Every field an audited change writes, with its label and how its value reads. */
export const AUDIT_FIELDS: Record<string, Field> = {
  // A stay: what reception changes, takes and gives.
  status: ['Status', 'text'],
  arrival_date: ['Arrival', 'date'],
  no_of_nights: ['Nights', 'number'],
  grade: ['Accommodation', 'text'],
  grade_code: ['Accommodation', 'text'],
  unit: ['Unit', 'text'],
  unit_code: ['Unit', 'text'],
  no_of_adults: ['Adults', 'number'],
  no_of_children: ['Children', 'number'],
  has_pets: ['Pets', 'yes_no'],
  extras: ['Extras', 'text'],
  total_pence: ['Total', 'money'],
  paid_pence: ['Amount paid', 'money'],
  payment_pence: ['Payment taken', 'money'],
  refund_pence: ['Refunded', 'money'],
  method: ['Paid by', 'text'],
  reason: ['Reason', 'text'],
  note: ['Note', 'text'],
  to: ['Sent to', 'text'],
  checked_in_at: ['Checked in', 'instant'],
  checked_in_by: ['Checked in by', 'person'],
  // Tickets, activities and their sessions.
  used_at: ['Admitted', 'instant'],
  used_by: ['Admitted by', 'person'],
  cancelled_at: ['Cancelled', 'instant'],
  tickets_sold: ['Tickets sold', 'number'],
  activity_bookings: ['Activity bookings', 'hidden'],
  activity_code: ['Activity code', 'text'],
  name: ['Name', 'text'],
  description: ['Description', 'text'],
  image_url: ['Image', 'text'],
  alt: ['Image description', 'text'],
  owner_only: ['Owners only', 'yes_no'],
  minimum_hours_before_booking: ['Bookable until (hours before)', 'number'],
  maximum_hours_before_booking: ['Bookable from (hours before)', 'number'],
  position: ['Position', 'number'],
  repeat: ['Repeats', 'record'],
  from: ['From', 'date'],
  until: ['Until', 'date'],
  sessions: ['Sessions', 'record'],
  session_no: ['Session', 'text'],
  date: ['Date', 'date'],
  start_time: ['Starts', 'time'],
  end_time: ['Ends', 'time'],
  capacity: ['Capacity', 'number'],
  ticket_type: ['Ticket type', 'record'],
  code: ['Code', 'text'],
  type: ['Type', 'text'],
  price_pence: ['Price', 'money'],
  // Owners, their deals, ledger and visits.
  email: ['E-mail', 'text'],
  phone_no: ['Phone', 'text'],
  address: ['Address', 'text'],
  address_2: ['Address line 2', 'text'],
  city: ['Town or city', 'text'],
  county: ['County', 'text'],
  post_code: ['Post code', 'text'],
  country_region_code: ['Country', 'text'],
  account_id: ['Account', 'person'],
  account_email: ['For the account', 'text'],
  sent_to: ['Sent to', 'text'],
  current_deal_no: ['Current deal', 'text'],
  deal_no: ['Deal', 'text'],
  park_code: ['Park', 'text'],
  plot_no: ['Plot', 'text'],
  sub_park: ['Sub-park', 'text'],
  completed_date: ['Completed', 'date'],
  deposit_amount_pence: ['Deposit', 'money'],
  vat_amount_pence: ['VAT', 'money'],
  customer_contribution_pence: ['Customer contribution', 'money'],
  selling_price_of_extras_pence: ['Selling price of extras', 'money'],
  site_fee_contribtuion_pence: ['Site fee contribution', 'money'],
  unit_no: ['Unit', 'text'],
  unit_description: ['Unit description', 'text'],
  unit_manufacturer: ['Manufacturer', 'text'],
  unit_model: ['Model', 'text'],
  unit_year: ['Year', 'number'],
  unit_length: ['Length', 'number'],
  unit_width: ['Width', 'number'],
  unit_no_of_bedrooms: ['Bedrooms', 'number'],
  unit_chassis_no: ['Chassis number', 'text'],
  document_type: ['Type', 'text'],
  document_no: ['Document', 'text'],
  posting_date: ['Posted', 'date'],
  due_date: ['Due', 'date'],
  amount_pence: ['Amount', 'money'],
  reason_code: ['Reason', 'text'],
  start_date: ['From', 'date'],
  end_date: ['To', 'date'],
  // Staff accounts.
  first_name: ['First name', 'text'],
  last_name: ['Last name', 'text'],
  role: ['Role', 'text'],
  // The catalogue.
  title: ['Title', 'text'],
  subtitle: ['Subtitle', 'text'],
  excerpt: ['Summary', 'text'],
  features: ['Features', 'list'],
  photos: ['Photos', 'record'],
  pets_allowed: ['Pets allowed', 'yes_no'],
  has_owners: ['Has owners', 'yes_no'],
  map_url: ['Map', 'text'],
  park_url: ['Park page', 'text'],
  retired_at: ['Retired', 'instant'],
  blocks_lifted: ['Blocks lifted', 'list'],
  // Prices and rules.
  park_title: ['Park', 'text'],
  holiday_type_title: ['Holiday type', 'text'],
  grade_title: ['Accommodation', 'text'],
  weekdays: ['Days', 'weekdays'],
  nights: ['Nights', 'list'],
  min_nights: ['Fewest nights', 'number'],
  max_nights: ['Most nights', 'number'],
  prices: ['Prices', 'prices'],
  summary: ['Change', 'text'],
  cells_added: ['Prices added', 'number'],
  cells_changed: ['Prices changed', 'number'],
  cells_updated: ['Prices updated', 'number'],
  cells_removed: ['Prices taken off sale', 'number'],
  // Booking terms of a holiday type.
  cancel_notice_days: ['Notice period (days)', 'number'],
  refund_before: ['Refund before the notice period', 'text'],
  refund_within: ['Refund within the notice period', 'text'],
  change_terms: ['Changes', 'text'],
  // Extras and promotional codes.
  unit_price_pence: ['Price', 'money'],
  stock: ['Stock per night', 'number'],
  discount_type: ['Discount', 'text'],
  percent_off: ['Percent off', 'number'],
  amount_off_pence: ['Amount off', 'money'],
  minimum_nights: ['Fewest nights', 'number'],
  park_codes: ['Parks', 'list'],
  usage_limit: ['Usage limit', 'number'],
  times_used: ['Times used', 'number'],
  valid_from: ['Valid from', 'date'],
  valid_to: ['Valid to', 'date'],
  // Events, menus and e-mails.
  location: ['Location', 'text'],
  url: ['Link', 'text'],
  opens_in_new_tab: ['Opens in a new tab', 'yes_no'],
  attempts: ['Attempts', 'number'],
  last_error: ['Last error', 'text'],
  // Ids, keys and records' own numbers: the screen shows the record itself, not these.
  id: ['Id', 'hidden'],
  note_id: ['Note', 'hidden'],
  payment_id: ['Payment', 'hidden'],
  refund_id: ['Refund', 'hidden'],
  unit_id: ['Unit', 'hidden'],
  grade_id: ['Accommodation', 'hidden'],
  grade_ids: ['Accommodation', 'hidden'],
  park_id: ['Park', 'hidden'],
  facility_ids: ['Facilities', 'hidden'],
  holiday_type_id: ['Holiday type', 'hidden'],
  accommodation_type_id: ['Accommodation type', 'hidden'],
  season_id: ['Season', 'hidden'],
  calendar_id: ['Calendar', 'hidden'],
  menu_id: ['Menu', 'hidden'],
  parent_id: ['Parent', 'hidden'],
  idempotency_key: ['Request key', 'hidden'],
  customer_no: ['Customer number', 'hidden'],
  entry_no: ['Entry', 'hidden'],
  // Money as the first version's records wrote it, beside its pence twin above.
  deposit_amount: ['Deposit', 'hidden'],
  vat_amount: ['VAT', 'hidden'],
  customer_contribution: ['Customer contribution', 'hidden'],
  selling_price_of_extras: ['Selling price of extras', 'hidden'],
  site_fee_contribtuion: ['Site fee contribution', 'hidden'],
};

/** Every action an audited change records, in staff words. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'booking.change': 'Changed the booking',
  'booking.move': 'Moved the booking',
  'booking.cancel': 'Cancelled the booking',
  'booking.refund': 'Refunded a payment',
  'booking.payment': 'Took a payment',
  'booking.note': 'Added a note',
  'booking.check_in': 'Checked the party in',
  'booking.resend_confirmation': 'Sent the confirmation again',
  'unit_block.create': 'Blocked the unit',
  'unit_block.remove': 'Removed the unit block',
  'owner.create': 'Added the owner',
  'owner.update': 'Changed the details',
  'owner.current_deal': 'Changed the current deal',
  'owner.link_code_send': 'Sent a link code',
  'deal.create': 'Added a deal',
  'deal.update': 'Changed a deal',
  'ledger_entry.post': 'Posted to the ledger',
  'owner_visit.create': 'Added a visit',
  'owner_visit.change_dates': "Changed a visit's dates",
  'owner_visit.cancel': 'Cancelled a visit',
  'activity.create': 'Added the activity',
  'activity.update': 'Changed the activity',
  'activity_session.add': 'Added sessions',
  'activity_session.update': 'Changed the session',
  'activity_session.cancel': 'Cancelled the session',
  'activity_booking.refund': 'Refunded an activity booking',
  'ticket_type.create': 'Added a ticket type',
  'ticket_type.update': 'Changed a ticket type',
  'ticket_type.remove': 'Removed a ticket type',
  'ticket.check_in': 'Admitted the ticket',
  'arrival_rule.create': 'Added an arrival-day rule',
  'arrival_rule.update': 'Changed an arrival-day rule',
  'arrival_rule.delete': 'Removed an arrival-day rule',
  'stay_limit.create': 'Added a stay limit',
  'stay_limit.update': 'Changed a stay limit',
  'stay_limit.delete': 'Removed a stay limit',
  'stop_sell.create': 'Added a stop-sell',
  'stop_sell.update': 'Changed a stop-sell',
  'stop_sell.delete': 'Removed a stop-sell',
  'season.create': 'Added a season',
  'season.update': 'Changed a season',
  'season.delete': 'Removed a season',
  'prices.set': 'Set prices',
  'prices.take_off_sale': 'Took prices off sale',
  'extra.create': 'Added the extra',
  'extra.update': 'Changed the extra',
  'promotional_code.create': 'Added the code',
  'promotional_code.update': 'Changed the code',
  'promotional_code.end': 'Ended the code',
  'park.create': 'Added the park',
  'park.edit': 'Changed the park',
  'holiday_type.edit': 'Changed the holiday type',
  'booking_terms.change': 'Saved a new version of the booking terms',
  'grade.create': 'Added the accommodation',
  'grade.edit': 'Changed the accommodation',
  'unit.add': 'Added the unit',
  'unit.rename': 'Renamed the unit',
  'unit.retire': 'Retired the unit',
  'unit.bring_back': 'Brought the unit back',
  'event.create': 'Added the event',
  'event.change': 'Changed the event',
  'event.remove': 'Removed the event',
  'menu_item.add': 'Added a menu item',
  'menu_item.change': 'Changed a menu item',
  'menu_item.move': 'Moved a menu item',
  'menu_item.lift': 'Moved a menu item to the top level',
  'menu_item.remove': 'Removed a menu item',
  'site_setting.change': 'Changed a setting',
  'maintenance_mode.switch': 'Switched maintenance mode',
  'staff.invite': 'Invited to the staff',
  'staff.role': 'Changed the staff role',
  'outbox.resend': 'Sent the e-mail again',
  'privacy_request.done': 'Marked the privacy request done',
};

/** An action in staff words; one not in the table is shown as recorded, without its dots. */
export function describeAuditAction(action: string): string {
  return AUDIT_ACTIONS[action] ?? action.replace(/[._]/g, ' ');
}

/** A field's label and kind; undefined for a field the table does not know. */
export function auditFieldOf(key: string): { label: string; kind: TAuditFieldKind } | undefined {
  const field = Object.hasOwn(AUDIT_FIELDS, key) ? AUDIT_FIELDS[key] : undefined;
  return field && { label: field[0], kind: field[1] };
}

/** Every field of the records in `values` (a before and an after), nested lists and records included. */
function forEachAuditField(values: unknown[], visit: (key: string, value: unknown) => void) {
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        visit(key, inner);
        walk(inner);
      }
  };
  for (const value of values) walk(value);
}

/**
 * The fields of an audit entry's before and after the table does not know, nested records
 * included (each as "key"): what a test names when an audited change writes a field without words.
 */
export function unnamedAuditFields(values: unknown[]): string[] {
  const missing = new Set<string>();
  forEachAuditField(values, (key) => {
    if (!auditFieldOf(key)) missing.add(key);
  });
  return [...missing];
}

/** What a value for "nothing" reads as. */
export const AUDIT_NOT_SET = 'not set';

/** The formatting the screen brings (its own money, date and time helpers). */
export type TAuditFormatters = {
  money: (pence: number) => string;
  date: (isoDate: string) => string;
  instant: (iso: string) => string;
};

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One value of `key` in staff words. */
export function describeAuditValue(
  key: string,
  value: unknown,
  format: TAuditFormatters,
  people: Record<string, string> = {},
): string {
  if (isEmpty(value)) return AUDIT_NOT_SET;
  const kind = auditFieldOf(key)?.kind ?? 'text';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? format.money(value) : String(value);
    case 'date':
      return typeof value === 'string' ? format.date(value) : String(value);
    case 'instant':
      return typeof value === 'string' ? format.instant(value) : String(value);
    case 'person':
      return people[String(value)] ?? `a former member of staff (${String(value)})`;
    case 'weekdays':
      return Array.isArray(value)
        ? value.map((day) => WEEKDAY_NAMES[Number(day)] ?? String(day)).join(', ')
        : String(value);
    case 'prices':
      return Array.isArray(value)
        ? value
            .map((cell) =>
              Array.isArray(cell)
                ? `${format.date(String(cell[0]))}, ${cell[1]} ${cell[1] === 1 ? 'night' : 'nights'}: ${cell[2] === null ? AUDIT_NOT_SET : format.money(Number(cell[2]))}`
                : String(cell),
            )
            .join('; ')
        : String(value);
    case 'record':
      return describeRecord(value, format, people);
    default:
      if (Array.isArray(value)) return value.map((item) => describeRecord(item, format, people)).join(', ');
      if (typeof value === 'object') return describeRecord(value, format, people);
      return String(value);
  }
}

/** A record inside a record (or a list of them): its shown fields as "Label value", joined. */
function describeRecord(value: unknown, format: TAuditFormatters, people: Record<string, string>): string {
  if (Array.isArray(value)) return value.map((item) => describeRecord(item, format, people)).join('; ');
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value)
    .filter(([key, inner]) => auditFieldOf(key)?.kind !== 'hidden' && !isEmpty(inner))
    .map(
      ([key, inner]) =>
        `${auditFieldOf(key)?.label ?? key} ${describeAuditValue(key, inner, format, people)}`,
    )
    .join(', ');
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The fields a change touched, each as "Label: before → after" (or the value alone when the
 * record is new or the field only appears on one side), in the table's order. Hidden fields and
 * fields that did not change are left out.
 */
export function describeAuditChanges(
  entry: { before: unknown; after: unknown; people?: Record<string, string> },
  format: TAuditFormatters,
): string[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const people = entry.people ?? {};
  const order = Object.keys(AUDIT_FIELDS);
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => auditFieldOf(key)?.kind !== 'hidden')
    .sort((a, b) => rank(a) - rank(b));
  const lines: string[] = [];
  for (const key of keys) {
    const label = auditFieldOf(key)?.label ?? key.replace(/_/g, ' ');
    const show = (value: unknown) => describeAuditValue(key, value, format, people);
    const had = key in before;
    const has = key in after;
    if (had && has) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      lines.push(`${label}: ${show(before[key])} → ${show(after[key])}`);
    } else if (has) {
      // A new record's empty, nought and no fields say nothing.
      if (entry.before === null && (isEmpty(after[key]) || after[key] === 0 || after[key] === false))
        continue;
      lines.push(`${label}: ${show(after[key])}`);
    } else lines.push(`${label}: ${show(before[key])}${entry.after === null ? '' : ' (removed)'}`);
  }
  return lines;
}

/** The person fields' values in before and after (user account ids), for the answer to name. */
export function auditPersonIds(values: unknown[]): number[] {
  const ids = new Set<number>();
  forEachAuditField(values, (key, value) => {
    if (auditFieldOf(key)?.kind === 'person' && typeof value === 'number') ids.add(value);
  });
  return [...ids];
}

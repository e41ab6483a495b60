import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, instant, postalAddress } from '../columns';
import { park } from './catalogue';
import { userAccount } from './user-account';

/**
 * A holiday-home owner as the operator's ledger knows them. A user account becomes an owner's
 * by carrying the owner's customer number (user_account.customer_no), set only by linking.
 */
export const owner = pgTable('owner', {
  id: id(),
  customerNo: varchar('customer_no', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  ...postalAddress(),
  countryRegionCode: varchar('country_region_code', { length: 2 }).notNull().default('GB'),
  phoneNo: varchar('phone_no', { length: 20 }).notNull().default(''),
  /** The address on file: linking needs it, or a code sent to it. */
  email: varchar('email', { length: 254 }).notNull(),
  currentDealNo: varchar('current_deal_no', { length: 20 }),
  parkId: integer('park_id').references(() => park.id),
});

/** The sale of a holiday home to an owner; money in pence. */
export const deal = pgTable('deal', {
  id: id(),
  dealNo: varchar('deal_no', { length: 20 }).notNull().unique(),
  ownerId: belongsTo('owner_id', () => owner.id),
  parkCode: varchar('park_code', { length: 10 }).notNull(),
  plotNo: varchar('plot_no', { length: 20 }).notNull().default(''),
  depositPence: integer('deposit_pence').notNull().default(0),
  vatPence: integer('vat_pence').notNull().default(0),
  customerContributionPence: integer('customer_contribution_pence').notNull().default(0),
  sellingPriceOfExtrasPence: integer('selling_price_of_extras_pence').notNull().default(0),
  completedDate: date('completed_date', { mode: 'string' }),
  siteFeeContributionPence: integer('site_fee_contribution_pence').notNull().default(0),
  subPark: varchar('sub_park', { length: 60 }).notNull().default(''),
  unitNo: varchar('unit_no', { length: 20 }).notNull().default(''),
  unitDescription: varchar('unit_description', { length: 150 }).notNull().default(''),
  unitManufacturer: varchar('unit_manufacturer', { length: 60 }).notNull().default(''),
  unitModel: varchar('unit_model', { length: 60 }).notNull().default(''),
  unitYear: smallint('unit_year'),
  /** Feet, as the trade quotes caravans and lodges. */
  unitLength: integer('unit_length'),
  unitWidth: integer('unit_width'),
  unitNoOfBedrooms: smallint('unit_no_of_bedrooms'),
  unitChassisNo: varchar('unit_chassis_no', { length: 40 }).notNull().default(''),
});

export const LEDGER_DOCUMENT_TYPES = ['Invoice', 'Payment', 'Credit Memo'] as const;
export type LedgerDocumentType = (typeof LEDGER_DOCUMENT_TYPES)[number];

/**
 * One line of an owner's account: invoices are positive, payments and credit memos negative.
 * `pending_pence` is card money on its way (claimed before the provider answers); the CHECK keeps
 * what is pending within what remains, so an invoice can never be paid twice over, however many
 * payments race for it.
 */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: id(),
    entryNo: integer('entry_no').notNull().unique(),
    ownerId: belongsTo('owner_id', () => owner.id),
    documentType: varchar('document_type', { length: 20, enum: LEDGER_DOCUMENT_TYPES }).notNull(),
    documentNo: varchar('document_no', { length: 20 }).notNull().default(''),
    description: varchar('description', { length: 200 }).notNull().default(''),
    postingDate: date('posting_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    amountPence: integer('amount_pence').notNull(),
    remainingPence: integer('remaining_pence').notNull(),
    pendingPence: integer('pending_pence').notNull().default(0),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('GBP'),
    reasonCode: varchar('reason_code', { length: 20 }).notNull().default(''),
  },
  (table) => [
    index('ledger_entry_owner_idx').on(table.ownerId, table.postingDate),
    check(
      'ledger_entry_pending_check',
      sql`${table.pendingPence} >= 0 AND (${table.remainingPence} <= 0 OR ${table.pendingPence} <= ${table.remainingPence})`,
    ),
  ],
);

/** A stay an owner plans at their park; activities can be booked against it. */
export const ownerVisit = pgTable(
  'owner_visit',
  {
    id: id(),
    userId: belongsTo('user_id', () => userAccount.id),
    parkId: belongsTo('park_id', () => park.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The party coming: a visit's tickets for one session are at most adults plus children (decision 045). */
    noOfAdults: smallint('no_of_adults').notNull().default(2),
    noOfChildren: smallint('no_of_children').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('owner_visit_user_idx').on(table.userId, table.startDate),
    check('owner_visit_dates_check', sql`${table.endDate} >= ${table.startDate}`),
    check('owner_visit_party_check', sql`${table.noOfAdults} >= 1 AND ${table.noOfChildren} >= 0`),
  ],
);

/**
 * A code e-mailed to an owner's address on file when someone signed in with another address asks
 * to link to that owner: only whoever reads that mailbox can finish the link. Stored as a hash.
 */
export const ownerLinkCode = pgTable('owner_link_code', {
  id: id(),
  userId: belongsTo('user_id', () => userAccount.id, 'cascade'),
  ownerId: belongsTo('owner_id', () => owner.id),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

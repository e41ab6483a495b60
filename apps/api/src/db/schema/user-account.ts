import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from '../columns';

/** The staff roles (the contract's STAFF_ROLES; the schema imports nothing of ours, so drizzle-kit reads it alone). */
export const STAFF_ROLES = ['admin', 'reception', 'activities'] as const;

export const userAccount = pgTable(
  'user_account',
  {
    id: id(),
    /** Stored trimmed and lower-cased, so one address is one account. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull().default(''),
    address1: varchar('address_1', { length: 100 }).notNull().default(''),
    address2: varchar('address_2', { length: 100 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    postcode: varchar('postcode', { length: 7 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    marketingPreference: smallint('marketing_preference').notNull().default(0),
    /** When the newsletter choice (marketing_preference) was last given: at sign-up or when changed. */
    marketingPreferenceAt: instant('marketing_preference_at'),
    /**
     * When the person deleted their account: the row stays, anonymised, so the bookings, payments
     * and invoices it carried keep their amounts and dates (decision 055); nobody can sign in to it.
     */
    erasedAt: instant('erased_at'),
    /** Set when the user opens the link e-mailed to this address; cleared when the address changes. */
    emailConfirmedAt: instant('email_confirmed_at'),
    customerNo: varchar('customer_no', { length: 20 }),
    /**
     * The user's role on the park's staff (decision 032), null for guests and owners. Admins may do
     * everything, so the old operator flag became the admin role.
     */
    staffRole: varchar('staff_role', { length: 12, enum: STAFF_ROLES }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_account_email_key').on(sql`lower(${table.email})`),
    check('user_account_staff_role_check', sql`${table.staffRole} IN ('admin', 'reception', 'activities')`),
  ],
);

export type UserAccountRow = typeof userAccount.$inferSelect;
export type NewUserAccountRow = typeof userAccount.$inferInsert;

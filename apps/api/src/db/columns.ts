import { type AnyPgColumn, integer, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The columns most tables of schema/ share, said once. They are parts of tables, not tables, so
 * they live beside the schema rather than in it; drizzle-kit builds the same migrations from them
 * as from the longhand.
 */

/** The row's own number, counted up by the database. */
export const id = () => serial('id').primaryKey();

/** A moment, kept with its time zone (as every moment in the database is). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/**
 * The row this one belongs to, which it always has. With `cascade` it goes when that row goes;
 * without, that row cannot be deleted while this one points at it.
 */
export const belongsTo = (name: string, parent: () => AnyPgColumn, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(parent, onDelete ? { onDelete } : {});

/** A postal address as bookings and owners keep it (the names NAV gives its fields), each part optional. */
export const postalAddress = () => ({
  address: varchar('address', { length: 100 }).notNull().default(''),
  address2: varchar('address_2', { length: 100 }).notNull().default(''),
  city: varchar('city', { length: 60 }).notNull().default(''),
  county: varchar('county', { length: 60 }).notNull().default(''),
  postCode: varchar('post_code', { length: 10 }).notNull().default(''),
});

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, id, instant } from '../columns';

/** A holiday type, docs/product.md's booking_type (1 caravan and lodge holidays … 5 the resort). */
export const holidayType = pgTable('holiday_type', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  position: smallint('position').notNull().default(0),
});

/** What kind of thing a grade is: caravan, lodge, pitch, pod, room. */
export const accommodationType = pgTable('accommodation_type', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
});

export const facility = pgTable('facility', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  icon: text('icon').notNull(),
});

export const park = pgTable('park', {
  id: id(),
  parkCode: varchar('park_code', { length: 10 }).notNull().unique(),
  title: varchar('title', { length: 150 }).notNull(),
  parkUrl: text('park_url').notNull().default(''),
  /** An address for the embedded map; empty when the park has none. */
  mapUrl: text('map_url').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  /** What the park's page says of it, written by the operator. */
  description: text('description').notNull().default(''),
  /** Parks where owners keep holiday homes (the owners portal's visit planner lists these). */
  hasOwners: boolean('has_owners').notNull().default(false),
});

export const parkFacility = pgTable(
  'park_facility',
  {
    parkId: belongsTo('park_id', () => park.id, 'cascade'),
    facilityId: belongsTo('facility_id', () => facility.id, 'cascade'),
  },
  (table) => [primaryKey({ columns: [table.parkId, table.facilityId] })],
);

/** An accommodation grade: a kind of unit at one park, sold under one holiday type. */
export const grade = pgTable(
  'grade',
  {
    id: id(),
    gradeCode: varchar('grade_code', { length: 20 }).notNull().unique(),
    parkId: belongsTo('park_id', () => park.id),
    holidayTypeId: belongsTo('holiday_type_id', () => holidayType.id),
    accommodationTypeId: belongsTo('accommodation_type_id', () => accommodationType.id),
    title: varchar('title', { length: 150 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }).notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    description: text('description').notNull().default(''),
    capacity: smallint('capacity').notNull(),
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('grade_holiday_type_park_idx').on(table.holidayTypeId, table.parkId)],
);

export const gradeImage = pgTable(
  'grade_image',
  {
    id: id(),
    gradeId: belongsTo('grade_id', () => grade.id, 'cascade'),
    imageUrl: text('image_url').notNull(),
    /** What the photo shows, for a guest who cannot see it (migration 0022); '' when staff gave none. */
    alt: varchar('alt', { length: 200 }).notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (table) => [index('grade_image_grade_id_idx').on(table.gradeId)],
);

export const gradeFeature = pgTable(
  'grade_feature',
  {
    id: id(),
    gradeId: belongsTo('grade_id', () => grade.id, 'cascade'),
    feature: varchar('feature', { length: 60 }).notNull(),
  },
  (table) => [unique('grade_feature_grade_feature_key').on(table.gradeId, table.feature)],
);

/** One bookable thing: a caravan, lodge, pitch or room of a grade. */
export const unit = pgTable(
  'unit',
  {
    id: id(),
    gradeId: belongsTo('grade_id', () => grade.id),
    unitCode: varchar('unit_code', { length: 20 }).notNull(),
    /**
     * When the operator took the unit out of letting: a retired unit is offered to no search and
     * no move. Refused while it has stays to come (they must move first).
     */
    retiredAt: instant('retired_at'),
  },
  (table) => [unique('unit_grade_code_key').on(table.gradeId, table.unitCode)],
);

/**
 * The price list: what a stay of a grade costs for an arrival date and a number of nights, in
 * pence. Loaded by the operator (or the demo-data generator); no row means not on sale.
 */
export const price = pgTable(
  'price',
  {
    gradeId: belongsTo('grade_id', () => grade.id, 'cascade'),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    noOfNights: smallint('no_of_nights').notNull(),
    pricePence: integer('price_pence').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gradeId, table.arrivalDate, table.noOfNights] })],
);

/**
 * What is on sale (migration 0021's view): the price list less the stays a stop-sell touches and
 * the stays outside the stay limits for their arrival date. Every reader of prices for a search or
 * a new booking reads this; stays already booked keep the price they were booked at.
 */
export const priceOnSale = pgView('price_on_sale', {
  gradeId: integer('grade_id').notNull(),
  arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
  noOfNights: smallint('no_of_nights').notNull(),
  pricePence: integer('price_pence').notNull(),
}).existing();

/**
 * Valid arrival weekdays (0 = Sunday) for a stay length at a park under a holiday type. No row
 * for a length means any weekday.
 */
export const arrivalRule = pgTable(
  'arrival_rule',
  {
    id: id(),
    parkId: belongsTo('park_id', () => park.id, 'cascade'),
    holidayTypeId: belongsTo('holiday_type_id', () => holidayType.id),
    noOfNights: smallint('no_of_nights').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
  },
  (table) => [unique('arrival_rule_key').on(table.parkId, table.holidayTypeId, table.noOfNights)],
);

/**
 * A named stretch of the year the operator prices by ('Summer holidays'): the rate calendar's bulk
 * editor offers it as a date range. Seasons may overlap; they change no price by themselves.
 */
export const season = pgTable(
  'season',
  {
    id: id(),
    name: varchar('name', { length: 60 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (table) => [check('season_dates_check', sql`${table.endDate} >= ${table.startDate}`)],
);

/**
 * The shortest and longest stay on sale for arrivals between two dates at a park under a holiday
 * type. A price outside the limits is not on sale (the view price_on_sale leaves it out).
 */
export const stayLimit = pgTable(
  'stay_limit',
  {
    id: id(),
    parkId: belongsTo('park_id', () => park.id, 'cascade'),
    holidayTypeId: belongsTo('holiday_type_id', () => holidayType.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    minNights: smallint('min_nights').notNull(),
    maxNights: smallint('max_nights').notNull(),
  },
  (table) => [
    index('stay_limit_park_type_idx').on(table.parkId, table.holidayTypeId),
    check(
      'stay_limit_check',
      sql`${table.endDate} >= ${table.startDate} AND ${table.minNights} >= 1 AND ${table.maxNights} >= ${table.minNights}`,
    ),
  ],
);

/**
 * A grade taken off sale for the nights from start_date to end_date (both included): no stay that
 * spends a night in the range is on sale, whatever its price (the view price_on_sale). Stays
 * already booked keep their nights.
 */
export const stopSell = pgTable(
  'stop_sell',
  {
    id: id(),
    gradeId: belongsTo('grade_id', () => grade.id, 'cascade'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
  },
  (table) => [
    index('stop_sell_grade_idx').on(table.gradeId),
    check('stop_sell_dates_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

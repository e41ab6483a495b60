import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** A holiday type, the spec's booking_type (1 caravan and lodge holidays … 5 the resort). */
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
  id: serial('id').primaryKey(),
  parkCode: varchar('park_code', { length: 10 }).notNull().unique(),
  title: varchar('title', { length: 150 }).notNull(),
  parkUrl: text('park_url').notNull().default(''),
  /** An address for the embedded map; empty when the park has none. */
  mapUrl: text('map_url').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  /** Parks where owners keep holiday homes (the owners portal's visit planner lists these). */
  hasOwners: boolean('has_owners').notNull().default(false),
});

export const parkFacility = pgTable(
  'park_facility',
  {
    parkId: integer('park_id')
      .notNull()
      .references(() => park.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facility.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.parkId, table.facilityId] })],
);

/** An accommodation grade: a kind of unit at one park, sold under one holiday type. */
export const grade = pgTable(
  'grade',
  {
    id: serial('id').primaryKey(),
    gradeCode: varchar('grade_code', { length: 20 }).notNull().unique(),
    parkId: integer('park_id')
      .notNull()
      .references(() => park.id),
    holidayTypeId: integer('holiday_type_id')
      .notNull()
      .references(() => holidayType.id),
    accommodationTypeId: integer('accommodation_type_id')
      .notNull()
      .references(() => accommodationType.id),
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
    id: serial('id').primaryKey(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grade.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [index('grade_image_grade_id_idx').on(table.gradeId)],
);

export const gradeFeature = pgTable(
  'grade_feature',
  {
    id: serial('id').primaryKey(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grade.id, { onDelete: 'cascade' }),
    feature: varchar('feature', { length: 60 }).notNull(),
  },
  (table) => [unique('grade_feature_grade_feature_key').on(table.gradeId, table.feature)],
);

/** One bookable thing: a caravan, lodge, pitch or room of a grade. */
export const unit = pgTable(
  'unit',
  {
    id: serial('id').primaryKey(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grade.id),
    unitCode: varchar('unit_code', { length: 20 }).notNull(),
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
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grade.id, { onDelete: 'cascade' }),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    noOfNights: smallint('no_of_nights').notNull(),
    pricePence: integer('price_pence').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gradeId, table.arrivalDate, table.noOfNights] })],
);

/**
 * Valid arrival weekdays (0 = Sunday) for a stay length at a park under a holiday type. No row
 * for a length means any weekday.
 */
export const arrivalRule = pgTable(
  'arrival_rule',
  {
    id: serial('id').primaryKey(),
    parkId: integer('park_id')
      .notNull()
      .references(() => park.id, { onDelete: 'cascade' }),
    holidayTypeId: integer('holiday_type_id')
      .notNull()
      .references(() => holidayType.id),
    noOfNights: smallint('no_of_nights').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
  },
  (table) => [unique('arrival_rule_key').on(table.parkId, table.holidayTypeId, table.noOfNights)],
);

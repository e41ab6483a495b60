import { customType, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Images the site serves under /media (awards, photos): in the database so demo data is self-contained. */
export const mediaFile = pgTable('media_file', {
  path: varchar('path', { length: 300 }).primaryKey(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});

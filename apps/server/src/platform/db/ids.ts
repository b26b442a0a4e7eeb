import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Every table's primary key: a random UUID made by the application, so ids never reveal counts. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

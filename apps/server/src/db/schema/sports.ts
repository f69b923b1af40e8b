import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The four sports of the spec (1 NBA, 2 MLB, 3 NHL, 4 NFL); status 0 disables one in the selector. */
export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
});

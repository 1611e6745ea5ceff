import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Column builders shared by most tables. Each call returns a fresh builder, as Drizzle requires.

export const primaryId = () => uuid().primaryKey().defaultRandom();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Set by the database on insert and by Drizzle on every update issued through the query builder. */
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

import { type AnyPgColumn, customType, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column builders shared by most tables. Each call returns a fresh builder, as Drizzle requires.

export const primaryId = () => uuid().primaryKey().defaultRandom();

/** A required reference to another table's row: deleting that row deletes this one (on delete cascade). */
export const cascadingRef = (target: () => AnyPgColumn) =>
  uuid().notNull().references(target, { onDelete: 'cascade' });

/** A point in time, with its time zone (timestamptz). */
export const timestamptz = () => timestamp({ withTimezone: true });

export const createdAt = () => timestamptz().notNull().defaultNow();

/** A number kept to the hundredth (numeric(precision, 2)), read as a JavaScript number. */
export const hundredths = (precision: number) => numeric({ precision, scale: 2, mode: 'number' });

/** Dollars to the cent, up to 999,999.99: pay and pay floors (decision 065). */
export const money = () => hundredths(8);

/** Set by the database on insert and by Drizzle on every update issued through the query builder. */
export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A point on the earth as the cube extension's 3-D cube (earthdistance's ll_to_earth: meters from
 * the earth's center). A plain cube, not earthdistance's `earth` domain: a restore loads rows
 * before its search path could reach the domain's checks (decision 099).
 */
export const earthPoint = customType<{ data: string }>({ dataType: () => 'cube' });

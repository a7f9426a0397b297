import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

import { timestamp } from 'drizzle-orm/pg-core'

/** A required `timestamptz` column that defaults to now(). */
export const timestamptzNow = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow()

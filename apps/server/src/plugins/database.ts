import fp from 'fastify-plugin'
import type { Database, DatabaseHandle, DbMode } from '../db/database'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    dbMode: DbMode
  }
}

/** Exposes the injected database; its owner (server.ts, tests) closes it. */
export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db)
    app.decorate('dbMode', database.mode)
  },
  { name: 'database' }
)

import fp from 'fastify-plugin'
import type {
  Database,
  DatabaseHandle,
  DbMode,
  ListenFn,
} from '../../db/database'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    dbMode: DbMode
    /** LISTEN on a channel of the database (see DatabaseHandle.listen). */
    dbListen: ListenFn
  }
}

/** Exposes the injected database; its owner (server.ts, tests) closes it. */
export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db)
    app.decorate('dbMode', database.mode)
    app.decorate('dbListen', database.listen)
  },
  { name: 'database' }
)

import type { Sql } from 'postgres'

/** Queries with more parameters (long `in` lists) stay unnamed, so each connection's statement cache stays small. */
export const MAX_PREPARED_PARAMETERS = 64

type Unsafe = Sql['unsafe']
type Callback = (sql: Sql) => unknown

/**
 * Drizzle sends its queries as unnamed statements, for which postgres.js
 * first asks the server for the parameter types: two round trips a query.
 * Prepared (cached per connection by their text and types) they take one
 * after the first time. Transactions and savepoints get the same client.
 */
export function preparingClient(sql: Sql): Sql {
  const unsafe: Unsafe = (query, parameters = [], options = {}) =>
    sql.unsafe(query, parameters, {
      ...options,
      prepare:
        parameters.length > 0 && parameters.length <= MAX_PREPARED_PARAMETERS,
    })
  const withCallback =
    (method: 'begin' | 'savepoint') =>
    (...args: unknown[]) => {
      const callback = args.pop() as Callback
      const run = (
        sql as unknown as Record<string, (...a: unknown[]) => unknown>
      )[method]!
      return run.call(sql, ...args, (inner: Sql) =>
        callback(preparingClient(inner))
      )
    }
  const overrides: Partial<Record<PropertyKey, unknown>> = {
    unsafe,
    begin: withCallback('begin'),
    savepoint: withCallback('savepoint'),
  }
  return new Proxy(sql, {
    get: (target, key, receiver) =>
      key in overrides && key in target
        ? overrides[key]
        : Reflect.get(target, key, receiver),
  })
}

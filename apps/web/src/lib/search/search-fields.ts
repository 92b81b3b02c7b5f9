import * as z from 'zod/mini'

/*
 * Search param fields. Route search schemas use zod/mini: they load with the
 * route tree on every page, and the full zod build would triple their weight.
 */

/** A string, or nothing: other types are ignored. */
export const optionalString = () => z.catch(z.optional(z.string()), undefined)

/**
 * A string id or text; a number (the router parses `?taskId=123` as one) is
 * turned back into its string, other types are ignored.
 */
export const optionalText = () =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) =>
        typeof value === 'string'
          ? value
          : typeof value === 'number'
            ? String(value)
            : undefined
      )
    )
  )

/** One of `values`, `fallback` when missing or unknown. */
export const enumWithDefault = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number]
) => z.catch(z._default(z.enum(values), fallback), fallback)

/*
 * Search param fields. Route search schemas are plain functions: they load
 * with the route tree on every page, the landing and login pages included,
 * and even zod/mini weighs ~15 kB gzipped there. A field never throws: a bad
 * value falls back.
 */

/** Reads one search param from whatever the router parsed. */
export type SearchField<T> = (value: unknown) => T

type Fields = Record<string, SearchField<unknown>>
type Value<F extends Fields, K extends keyof F> = ReturnType<F[K]>
type MaybeKeys<F extends Fields> = {
  [K in keyof F]: undefined extends Value<F, K> ? K : never
}[keyof F]

/** What a schema of `F` gives: fields that may be missing are optional keys. */
export type SearchOutput<F extends Fields> = {
  [K in Exclude<keyof F, MaybeKeys<F>>]: Value<F, K>
} & { [K in MaybeKeys<F>]?: Value<F, K> }

/**
 * A route's `validateSearch`: every key comes from its field, other keys are
 * dropped, and missing keys whose field gives nothing stay missing. Links
 * may omit any key (each has a fallback).
 */
export function searchSchema<F extends Fields>(fields: F) {
  return {
    parse(input: unknown): SearchOutput<F> {
      const raw = (
        typeof input === 'object' && input !== null ? input : {}
      ) as Record<string, unknown>
      const out: Record<string, unknown> = {}
      for (const [key, read] of Object.entries(fields)) {
        const value = read(raw[key])
        if (value !== undefined || key in raw) out[key] = value
      }
      return out as SearchOutput<F>
    },
    /** Types only (read by the router): what links pass, what routes get. */
    types: undefined as unknown as {
      input: Partial<SearchOutput<F>>
      output: SearchOutput<F>
    },
  }
}

/** A string, or nothing: other types are ignored. */
export const optionalString = (): SearchField<string | undefined> => (value) =>
  typeof value === 'string' ? value : undefined

/**
 * A string id or text; a number (the router parses `?taskId=123` as one) is
 * turned back into its string, other types are ignored.
 */
export const optionalText = (): SearchField<string | undefined> => (value) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined

/** True only for the string 'true' or the boolean true; nothing when missing. */
export const optionalFlag = (): SearchField<boolean | undefined> => (value) =>
  value === undefined ? undefined : value === true || value === 'true'

/** One of `values`, `fallback` when missing or unknown. */
export const enumWithDefault =
  <const T extends readonly [string, ...string[]]>(
    values: T,
    fallback: T[number]
  ): SearchField<T[number]> =>
  (value) =>
    (values as readonly unknown[]).includes(value)
      ? (value as T[number])
      : fallback

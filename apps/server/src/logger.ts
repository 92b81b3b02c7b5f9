import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'
import type { Env } from './config/env'
import { logSafety } from './log-safety'

function hasPinoPretty() {
  try {
    createRequire(import.meta.url).resolve('pino-pretty')
    return true
  } catch {
    return false
  }
}

/** JSON logs; pretty ones when a person watches a terminal. */
export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && hasPinoPretty()
  return {
    level: env.logLevel,
    ...logSafety,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  }
}

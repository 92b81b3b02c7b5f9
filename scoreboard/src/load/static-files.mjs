// The baseline for the published-app figure: @fastify/static serving a
// directory from disk (ETags, Last-Modified, ranges), with no database,
// auth or logging.
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
await app.register(fastifyStatic, { root: process.env.STATIC_ROOT })
await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${app.server.address().port}\n`)

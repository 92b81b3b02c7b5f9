// The baseline for the load figure: a bare Fastify route with no database,
// auth or logging, answering a JSON array of the same size as GET /new_build.
import Fastify from 'fastify'

const payload = JSON.parse(process.env.BARE_PAYLOAD ?? '[]')
const app = Fastify({ logger: false })
app.get('/bare', async () => payload)
await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${app.server.address().port}\n`)

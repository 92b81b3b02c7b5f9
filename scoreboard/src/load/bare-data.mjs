// The baseline for the data-API figure: a bare Fastify route that runs the
// query Kiln's `GET /data/store/v1/all` runs for one page (oldest first) on
// the same PostgreSQL database and answers the same shape, with no host
// lookup, rate limit, access rules or logging.
import Fastify from 'fastify'
import postgres from 'postgres'

const sql = postgres(process.env.BARE_DATABASE_URL, { max: 10 })
const projectId = process.env.BARE_PROJECT_ID
const entity = process.env.BARE_ENTITY
const app = Fastify({ logger: false })
app.get('/bare', async () => {
  const rows = await sql`select * from app_records
    where project_id = ${projectId} and entity = ${entity}
    order by created_at, id limit 101`
  return {
    records: rows.slice(0, 100).map((row) => ({
      id: row.id,
      entity: row.entity,
      data: row.data,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
    nextCursor: rows.length > 100 ? 'more' : null,
  }
})
app.addHook('onClose', () => sql.end())
await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${app.server.address().port}\n`)

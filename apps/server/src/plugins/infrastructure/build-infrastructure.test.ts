import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { DatabaseHandle } from '../../db/database'
import { generateVaultKeyring } from '../../modules/vault/vault-keys'
import { testEnv } from '../../test/helper'
import { createTestDatabase } from '../../test/test-database'
import { buildInfrastructure } from './build-infrastructure'

describe('buildInfrastructure (what the API and the preview host share)', () => {
  let app: Awaited<ReturnType<typeof buildInfrastructure>>
  let database: DatabaseHandle
  const fixed = new Date('2030-01-02T03:04:05Z')

  beforeAll(async () => {
    database = await createTestDatabase()
    app = await buildInfrastructure(
      {
        env: testEnv(),
        database,
        vaultKeys: generateVaultKeyring(),
        now: () => fixed,
      },
      { bodyLimit: 64 }
    )
    app.post(
      '/echo',
      { schema: { body: z.object({ text: z.string() }) } },
      async (request, reply) => ({
        text: request.body.text,
        now: app.now().toISOString(),
        sealed: app.vault.open(app.vault.seal('s', 'c'), 'c'),
        hasDb: Boolean(app.db),
        compresses: typeof reply.compress === 'function',
      })
    )
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('gives settings, clock, database, vault and compression to routes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { text: 'hi' },
    })
    expect(res.json()).toEqual({
      text: 'hi',
      now: fixed.toISOString(),
      sealed: 's',
      hasDb: true,
      compresses: true,
    })
    expect(app.config.publicUrl).toBe('http://kiln.test')
  })

  it('answers bad input with the shared error handler: zod, NUL, body limit', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { text: 1 },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } })
    const nul = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { text: 'a\u0000b' },
    })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().error.message).toMatch(/NUL/)
    const big = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { text: 'x'.repeat(100) },
    })
    expect(big.statusCode).toBe(413)
  })
})

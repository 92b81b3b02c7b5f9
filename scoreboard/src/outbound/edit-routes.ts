import type { Client } from '../client'
import { nextName, refusal, said, type Outcome, type UserPool } from './submit'

const testRefused = (test: {
  status: number
  json: { result?: { ok?: boolean } }
}) => test.status === 200 && test.json?.result?.ok === false

/**
 * The same URL arriving by an edit: an own MCP server and a custom API saved
 * with an allowed URL, then PATCHed to the hostile one and tested; and an
 * OpenAPI document naming it (servers, $ref), which Kiln must never fetch.
 */
export async function submitAsEdits(
  client: Client,
  user: UserPool,
  url: string,
  allowedUrl: string,
  report: (outcome: Outcome) => Promise<void>
) {
  const owner = await user('mcp')
  const server = await client.ok('POST', '/mcp-servers', {
    token: owner.token,
    body: { name: nextName(), url: allowedUrl },
  })
  const id = server.server._id as string
  const moved = await client.call('PATCH', `/mcp-servers/${id}`, {
    token: owner.token,
    body: { url },
  })
  if (moved.status !== 200) {
    await report({
      route: 'PATCH /mcp-servers/:id',
      url,
      refused: refusal(moved),
      said: said(moved),
    })
  } else {
    const test = await client.call('GET', '/mcp-tools', {
      token: owner.token,
      query: { serverId: id },
    })
    await report({
      route: 'PATCH /mcp-servers/:id + GET /mcp-tools?serverId',
      url,
      refused: refusal(test),
      said: said(test),
    })
  }

  const apiOwner = await user('api')
  const api = await client.ok('POST', '/apis', {
    token: apiOwner.token,
    body: { name: nextName(), baseUrl: allowedUrl },
  })
  const apiId = api.api._id as string
  const patched = await client.call('PATCH', `/apis/${apiId}`, {
    token: apiOwner.token,
    body: { baseUrl: url },
  })
  if (patched.status !== 200) {
    await report({
      route: 'PATCH /apis/:id',
      url,
      refused: refusal(patched),
      said: said(patched),
    })
  } else {
    const test = await client.call('POST', `/apis/${apiId}/test`, {
      token: apiOwner.token,
      body: {},
    })
    await report({
      route: 'PATCH /apis/:id + POST /apis/:id/test',
      url,
      refused: refusal(test) || testRefused(test),
      said: said(test),
    })
  }

  const spec = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Hostile', version: '1' },
    servers: [{ url }],
    paths: {
      '/items': {
        get: { summary: 'Items', responses: { 200: { $ref: `${url}#/x` } } },
      },
    },
    components: { schemas: { Remote: { $ref: url } } },
  })
  const importer = await user('api')
  const imported = await client.call('POST', '/apis', {
    token: importer.token,
    body: { name: nextName(), baseUrl: allowedUrl, openapiSpec: spec },
  })
  if (imported.status === 201) {
    await client.call('POST', `/apis/${imported.json.api._id}/test`, {
      token: importer.token,
      body: {},
    })
  }
  await report({
    route: 'POST /apis with an OpenAPI document naming it',
    url,
    refused: true,
    judged: false,
    said: said(imported),
  })
}

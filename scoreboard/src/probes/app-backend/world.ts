import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ProbeContext } from '../../probe'
import { waitForTask, type User } from '../../users'

/** A generated app with end-user sign-in: owner-only notes, a public board. */
const SIGN_IN_APP = `import { collection, currentUser, signIn, signUp } from '@kiln/data'

export const notes = collection('notes', [{ name: 'text', type: 'string' }])
export const board = collection('board', [{ name: 'text', type: 'string' }], {
  rules: { list: 'anyone', read: 'anyone', create: 'signed-in', update: 'owner', delete: 'owner' },
})

export function App() {
  return <p>{[signIn, signUp, currentUser].length} ways in</p>
}
`

/**
 * The same app signing in through a re-export in its own files: no line
 * of it imports an auth function from `@kiln/data` directly.
 */
export const REEXPORT_SIGN_IN_APP = {
  'src/lib/accounts.ts': `export { collection, signIn as logIn, signUp as join } from '@kiln/data'\n`,
  'src/App.tsx': `import { collection, join, logIn } from './lib/accounts'

export const notes = collection('notes', [{ name: 'text', type: 'string' }])

export function App() {
  return <p>{[logIn, join].length} ways in</p>
}
`,
}

/** A stand-in custom API that echoes its credential, plainly and in base64. */
export async function startEchoApi(address: string) {
  let calls = 0
  const server = createServer((req, res) => {
    calls++
    const sent = String(req.headers['x-api-key'] ?? '')
    res.writeHead(200, {
      'content-type': 'application/json',
      etag: `"${sent}"`,
    })
    res.end(
      JSON.stringify({
        sent,
        base64: Buffer.from(`key=${sent}`).toString('base64'),
        encoded: encodeURIComponent(`key ${sent}`),
      })
    )
  })
  await new Promise<void>((resolve) => server.listen(0, address, resolve))
  return {
    url: `http://${address}:${(server.address() as AddressInfo).port}/v1`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The owner's project whose newest version is SIGN_IN_APP (or the files
 * given: an offline build, then the owner's own edit), and its first version
 * (the offline todo app).
 */
export async function buildSignInProject(
  ctx: ProbeContext,
  owner: User,
  files: Record<string, string> = { 'src/App.tsx': SIGN_IN_APP }
) {
  const { client } = ctx
  const call = (method: string, path: string, body?: unknown) =>
    client.ok(method, path, { token: owner.token, body })
  const started = await call('POST', '/build_task', {
    prompt: 'Notes with accounts: a todo list',
    model: 'offline',
  })
  const first = await waitForTask(client, owner.token, started._id)
  const edit = await call('POST', `/build_task/${first._id}/edit`, {
    files,
  })
  const second = await waitForTask(client, owner.token, edit._id)
  if (first.status !== 'COMPLETED' || second.status !== 'COMPLETED') {
    throw new Error(`builds ended ${first.status}, ${second.status}`)
  }
  const host = (taskId: string) =>
    `v-${taskId.toLowerCase()}.localhost:${ctx.instance.previewPort}`
  return {
    projectId: second.projectId as string,
    firstTaskId: first._id as string,
    taskId: second._id as string,
    host: host(second._id),
  }
}

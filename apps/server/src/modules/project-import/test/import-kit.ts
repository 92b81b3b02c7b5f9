import { strToU8, zipSync, type Zippable } from 'fflate'
import type { TestContext } from '../../../test/helper'
import type { Client } from '../../build-tasks/test/build-test-kit'

/** A small Vite + React project as a builder exports it. */
export const VITE_PROJECT: Record<string, string> = {
  'package.json': JSON.stringify(
    {
      name: 'acme-shop',
      private: true,
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build' },
      dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
      devDependencies: { vite: '^6.0.0' },
    },
    null,
    2
  ),
  'index.html':
    '<!doctype html><html><head><title>Acme shop</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  'src/main.tsx':
    "import { createRoot } from 'react-dom/client'\nimport App from './App.tsx'\n\ncreateRoot(document.getElementById('root')!).render(<App />)\n",
  'src/App.tsx':
    'export default function App() {\n  return <h1>Welcome to the Acme shop</h1>\n}\n',
}

/** A zip of `files` (text, bytes, or bytes with zip attributes) in one top folder, or at the root. */
export function zipOf(files: Zippable): Uint8Array {
  return zipSync(files)
}

export function textEntries(
  files: Record<string, string>,
  folder = ''
): Zippable {
  return Object.fromEntries(
    Object.entries(files).map(([path, text]) => [
      `${folder}${path}`,
      strToU8(text),
    ])
  )
}

/** POST /build_project/import with `bytes` as the multipart `file` field. */
export async function postZip(
  ctx: TestContext,
  client: Client,
  bytes: Uint8Array,
  fileName = 'acme-shop-main.zip'
) {
  const form = new FormData()
  form.append('file', new Blob([bytes]), fileName)
  const request = new Request('http://kiln.test', {
    method: 'POST',
    body: form,
  })
  return ctx.app.inject({
    method: 'POST',
    url: '/api/build_project/import',
    headers: {
      authorization: `Bearer ${client.user.accessToken}`,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  })
}

/** A version's files, path -> content. */
export async function filesOf(client: Client, taskId: string) {
  const res = await client.get(`/build_task/${taskId}/files`)
  return Object.fromEntries(
    res
      .json<{ files: { path: string; content: string }[] }>()
      .files.map((file) => [file.path, file.content])
  )
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ChatRequest } from '@kiln/builder/test/scripted-openai-server'

type Reply = { text?: string; toolCalls?: { name: string; args: unknown }[] }

const MAIN = `import { createRoot } from 'react-dom/client'
import { App } from './App'
import './index.css'
createRoot(document.getElementById('root')!).render(<App />)
`
const write = (path: string, content: string) => ({
  name: 'writeFile',
  args: { path, content },
})

export const PACED_PLAN = '- Title: Kill Test\n- One heading'
export const PACED_REPLY = 'Built a page with a heading.'

/**
 * What a build's model request gets, from the request alone (no queue), so
 * that retried and interrupted steps of many parallel builds all get a
 * sensible answer: plan (no tools), file writes, then a closing reply.
 */
function replyFor(request: ChatRequest): Reply {
  if (!request.tools?.length) return { text: PACED_PLAN }
  if (request.messages.some((m) => m.role === 'tool'))
    return { text: PACED_REPLY }
  return {
    toolCalls: [
      write('index.html', '<title>Kill Test</title>'),
      write('src/main.tsx', MAIN),
      write('src/index.css', '@import "tailwindcss";\n'),
      write(
        'src/App.tsx',
        'export function App() {\n  return <h1 className="text-3xl font-bold">Kill test</h1>\n}\n'
      ),
    ],
  }
}

const chunk = (delta: unknown, finish: string | null = null) => ({
  id: 'chatcmpl-paced',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'paced-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
})

function events(reply: Reply, n: number): unknown[] {
  const out: unknown[] = [chunk({ role: 'assistant', content: '' })]
  for (const word of reply.text?.match(/\S+\s*/g) ?? [])
    out.push(chunk({ content: word }))
  reply.toolCalls?.forEach((call, index) => {
    out.push(
      chunk({
        tool_calls: [
          {
            index,
            id: `call_${n}_${index}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.args) },
          },
        ],
      })
    )
  })
  out.push(chunk({}, reply.toolCalls?.length ? 'tool_calls' : 'stop'))
  out.push({
    ...chunk({}),
    choices: [],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  })
  return out
}

/**
 * An OpenAI-protocol fake that streams every answer slowly (`answerMs` in
 * all), so that a process killed at a random moment is often mid-build.
 */
export async function startPacedLlm(answerMs: number) {
  let count = 0
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end()
        return
      }
      const list = events(replyFor(JSON.parse(body) as ChatRequest), ++count)
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
      })
      const pause = answerMs / list.length
      let i = 0
      const next = () => {
        if (res.destroyed) return
        if (i === list.length) {
          res.end('data: [DONE]\n\n')
          return
        }
        res.write(`data: ${JSON.stringify(list[i++])}\n\n`)
        setTimeout(next, pause)
      }
      next()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => count,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

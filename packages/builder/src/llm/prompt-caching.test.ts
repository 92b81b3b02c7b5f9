import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuild, runPlan } from '../engine.ts'
import { listModels } from '../models/model-registry.ts'

type AnthropicBody = {
  system?: { type: string; text: string; cache_control?: unknown }[]
  messages: {
    role: string
    content: { type: string; text?: string; cache_control?: unknown }[]
  }[]
  tools?: { name: string }[]
}

/** Answers every Messages API call with one streamed text reply (Anthropic's SSE protocol). */
function sse(text: string) {
  const events: [string, unknown][] = [
    [
      'message_start',
      {
        type: 'message_start',
        message: {
          id: 'msg_test',
          type: 'message',
          role: 'assistant',
          model: 'claude-test',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: {
            input_tokens: 30,
            cache_read_input_tokens: 70,
            cache_creation_input_tokens: 0,
            output_tokens: 1,
          },
        },
      },
    ],
    [
      'content_block_start',
      {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'text', text: '' },
      },
    ],
    [
      'content_block_delta',
      {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text },
      },
    ],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    [
      'message_delta',
      {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 10 },
      },
    ],
    ['message_stop', { type: 'message_stop' }],
  ]
  return events
    .map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('')
}

const bodies: AnthropicBody[] = []
const server = createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c.toString()))
  req.on('end', () => {
    bodies.push(JSON.parse(body) as AnthropicBody)
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.end(
      sse(bodies.length === 1 ? '- Nothing to change' : 'No change needed.')
    )
  })
})
let env: Record<string, string>
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  env = {
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}/v1`,
  }
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const FILES = {
  'index.html': '<title>Hi</title>',
  'src/main.tsx': `import { createRoot } from 'react-dom/client'\nimport { App } from './App'\nimport './index.css'\ncreateRoot(document.getElementById('root')!).render(<App />)\n`,
  'src/index.css': '@import "tailwindcss";\n',
  'src/App.tsx': 'export function App() {\n  return <h1>Hi</h1>\n}\n',
}

describe('prompt caching with Anthropic', { timeout: 30_000 }, () => {
  it('marks the stable prefix as cache points, puts the request last and counts cache reads', async () => {
    const model = listModels(env).find((m) => m.provider === 'anthropic')!
    const result = await runBuild({
      prompt: 'make the heading blue',
      files: FILES,
      history: [
        { role: 'user', content: 'a hello page' },
        { role: 'assistant', content: 'Built a hello page.' },
      ],
      env,
      modelId: model.id,
    })
    expect(result.bundle.ok).toBe(true)
    expect(bodies).toHaveLength(2)
    const ephemeral = { type: 'ephemeral' }
    const [plan, code] = bodies as [AnthropicBody, AnthropicBody]
    // plan: system, then the thread so far (its end a cache point), then the request.
    expect(plan.system).toEqual([
      expect.objectContaining({ cache_control: ephemeral }),
    ])
    expect(plan.messages.map((m) => m.content.at(-1)!.cache_control)).toEqual([
      undefined,
      ephemeral,
      undefined,
    ])
    // code: system (instructions) and the project context are cache points; the task comes last.
    expect(code.system![0]!.text).toContain("Kiln's coding agent")
    expect(code.system![0]!.cache_control).toEqual(ephemeral)
    const parts = code.messages[0]!.content
    expect(parts[0]!.text).toContain('Project files (4)')
    expect(parts[0]!.cache_control).toEqual(ephemeral)
    expect(parts.at(-1)!.text).toContain(
      'Change request: make the heading blue'
    )
    expect(parts.at(-1)!.cache_control).toBeUndefined()
    expect(code.tools!.map((t) => t.name)).toContain('editFile')
    expect(result.usage.cachedInputTokens).toBe(140)
  })

  it('sends project knowledge as a second cached system part after the fixed text', async () => {
    bodies.length = 0
    const model = listModels(env).find((m) => m.provider === 'anthropic')!
    await runBuild({
      prompt: 'make the heading blue',
      files: FILES,
      knowledge: 'Headings are always purple.',
      env,
      modelId: model.id,
    })
    const ephemeral = { type: 'ephemeral' }
    for (const body of bodies) {
      expect(body.system).toHaveLength(2)
      expect(body.system![0]!.text).not.toContain('purple')
      expect(body.system![1]!.text).toContain('Headings are always purple.')
      expect(body.system!.map((part) => part.cache_control)).toEqual([
        ephemeral,
        ephemeral,
      ])
    }
  })

  it('plans in plan mode with the plan system text, knowledge and no tools', async () => {
    bodies.length = 0
    const model = listModels(env).find((m) => m.provider === 'anthropic')!
    const plan = await runPlan({
      prompt: 'make the heading blue',
      files: FILES,
      knowledge: 'Headings are always purple.',
      env,
      modelId: model.id,
    })
    expect(bodies).toHaveLength(1)
    const [body] = bodies as [AnthropicBody]
    expect(body.system![0]!.text).toContain("Kiln's planning assistant")
    expect(body.system![1]!.text).toContain('Headings are always purple.')
    expect(body.tools ?? []).toEqual([])
    expect(plan).toMatchObject({
      text: '- Nothing to change',
      usedKnowledge: true,
    })
  })
})

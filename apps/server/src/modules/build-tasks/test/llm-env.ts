import { startScriptedOpenAi } from '@kiln/builder/test/scripted-openai-server'

export type ScriptedOpenAi = Awaited<ReturnType<typeof startScriptedOpenAi>>

const KEYS = ['OPENAI_API_KEY', 'OPENAI_BASE_URL'] as const

/**
 * Points the OpenAI provider at helper-3's scripted server for this test
 * file (process.env is per worker thread) and restores it afterwards.
 */
export async function useScriptedOpenAi(
  options?: Parameters<typeof startScriptedOpenAi>[0]
) {
  const server = await startScriptedOpenAi(options)
  const saved = KEYS.map((key) => [key, process.env[key]] as const)
  process.env.OPENAI_API_KEY = 'sk-test'
  process.env.OPENAI_BASE_URL = server.baseUrl
  return {
    server,
    async close() {
      for (const [key, value] of saved) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
      await server.close()
    },
  }
}

const MAIN = `import { createRoot } from 'react-dom/client'
import { App } from './App'
import './index.css'
createRoot(document.getElementById('root')!).render(<App />)
`
export const appFile = (text: string, extra = '') =>
  `${extra}export function App() {\n  return <h1 className="text-3xl font-bold">${text}</h1>\n}\n`
export const write = (path: string, content: string) => ({
  name: 'writeFile',
  args: { path, content },
})

/** plan, code (tool calls), reply: three model requests. */
export const FIRST_BUILD = [
  { text: '- Title: Hello\n- One heading' },
  {
    toolCalls: [
      write('index.html', '<title>Hello App</title>'),
      write('src/main.tsx', MAIN),
      write('src/index.css', '@import "tailwindcss";\n'),
      write('src/App.tsx', appFile('Hello')),
    ],
  },
  { text: 'Built a page with a heading.' },
]

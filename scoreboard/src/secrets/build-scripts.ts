import type { ProbeContext } from '../probe'

export const FIGMA_LINK =
  'https://www.figma.com/design/AbCdEfGhIjKl12/Checkout?node-id=1'

const write = (path: string, content: string) => ({
  name: 'writeFile',
  args: { path, content },
})

/**
 * A first build as the engine expects it: a plan, the linked Figma file read
 * through the agent's tool (with the stored key), the files as tool calls, a
 * summary.
 */
export function scriptFigmaBuild(ctx: ProbeContext) {
  ctx.llm.script(
    { text: '- Title: Checkout\n- The cart frame from the Figma file' },
    { toolCalls: [{ name: 'figma_readLinkedDesign', args: {} }] },
    {
      toolCalls: [
        write('index.html', '<title>Checkout</title>'),
        write(
          'src/main.tsx',
          `import { createRoot } from 'react-dom/client'
import { App } from './App'
import './index.css'
createRoot(document.getElementById('root')!).render(<App />)
`
        ),
        write('src/index.css', '@import "tailwindcss";\n'),
        write(
          'src/App.tsx',
          'export function App() {\n  return <h1 className="text-2xl">Cart</h1>\n}\n'
        ),
      ],
    },
    { text: 'Built the cart page from the Figma frames.' }
  )
}

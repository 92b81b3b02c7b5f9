/**
 * Follow-up benchmark: a one-line change to one file of a 40-file project,
 * made once with the edit tools (editFile) and once as a whole-file rewrite
 * (writeFile), both through the real AI SDK against the scripted
 * OpenAI-compatible server. Input bytes are the request bodies the engine
 * sends; output bytes are what the model writes (text and tool calls).
 */
import {
  bundleProject,
  defaultPackageSource,
} from '../src/bundle/bundle-project.ts'
import { runBuild } from '../src/engine.ts'
import type { FileMap } from '../src/files.ts'
import {
  startScriptedOpenAi,
  type ScriptedReply,
} from '../src/test/scripted-openai-server.ts'
import { typeCheckProject } from '../src/typecheck/type-check.ts'

const FILES = 40
const TARGET = 'src/components/Section17.tsx'

function section(n: number): string {
  const items = Array.from(
    { length: 24 },
    (_, i) =>
      `  { id: ${i}, title: 'Item ${n}.${i}', text: 'A short description of item ${i} in section ${n}.' },`
  ).join('\n')
  return `import { useState } from 'react'

const ITEMS = [
${items}
]

export function Section${n}() {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <section className="mx-auto max-w-3xl space-y-3 p-6">
      <h2 className="text-2xl font-semibold">Section ${n}</h2>
      <ul className="divide-y rounded-lg border">
        {ITEMS.map((item) => (
          <li key={item.id} className="p-3">
            <button className="w-full text-left font-medium" onClick={() => setOpen(open === item.id ? null : item.id)}>
              {item.title}
            </button>
            {open === item.id && <p className="text-sm text-slate-600">{item.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
`
}

/** index.html, main, css, App and 36 section components: 40 files. */
function project(): FileMap {
  const count = FILES - 4
  const names = Array.from({ length: count }, (_, i) => i + 1)
  const files: FileMap = {
    'index.html': '<title>Forty Sections</title>',
    'src/main.tsx': `import { createRoot } from 'react-dom/client'\nimport { App } from './App'\nimport './index.css'\ncreateRoot(document.getElementById('root')!).render(<App />)\n`,
    'src/index.css': '@import "tailwindcss";\n',
    'src/App.tsx': `${names.map((n) => `import { Section${n} } from './components/Section${n}'`).join('\n')}\n\nexport function App() {\n  return (\n    <main>\n${names.map((n) => `      <Section${n} />`).join('\n')}\n    </main>\n  )\n}\n`,
  }
  for (const n of names) files[`src/components/Section${n}.tsx`] = section(n)
  return files
}

const outputBytes = (replies: ScriptedReply[]) =>
  replies.reduce(
    (sum, r) =>
      sum +
      Buffer.byteLength(r.text ?? '') +
      (r.toolCalls ?? []).reduce(
        (s, c) => s + Buffer.byteLength(c.name + JSON.stringify(c.args)),
        0
      ),
    0
  )

export async function benchFollowUp(write: (line: string) => void) {
  const files = project()
  const before = files[TARGET]!
  const oldLine = `      <h2 className="text-2xl font-semibold">Section 17</h2>`
  const newLine = `      <h2 className="text-2xl font-semibold">Section 17: Opening hours</h2>`
  const after = before.replace(oldLine, newLine)
  const prompt =
    'Rename the heading "Section 17" to "Section 17: Opening hours"'
  const plan = { text: `- Change the heading in ${TARGET}` }
  const reply = { text: 'Renamed the heading of section 17.' }
  const ways: Record<'edit' | 'whole', ScriptedReply[]> = {
    edit: [
      plan,
      {
        toolCalls: [
          {
            name: 'editFile',
            args: { path: TARGET, oldText: oldLine, newText: newLine },
          },
        ],
      },
      reply,
    ],
    whole: [
      plan,
      {
        toolCalls: [
          { name: 'writeFile', args: { path: TARGET, content: after } },
        ],
      },
      reply,
    ],
  }
  // The process's first check parses React's and the DOM's types (cold);
  // a follow-up's check is warm.
  const built = await bundleProject(files)
  if (!built.ok) throw new Error(JSON.stringify(built.errors))
  const packages = { lockfile: built.lockfile, source: defaultPackageSource() }
  const cold = typeCheckProject(files, packages)
  if (cold.total > 0) throw new Error(JSON.stringify(cold.errors))
  const server = await startScriptedOpenAi()
  const env = {
    OPENAI_COMPATIBLE_BASE_URL: server.baseUrl,
    OPENAI_COMPATIBLE_MODEL: 'bench-model',
  }
  const measured: Record<
    string,
    { input: number; output: number; typecheckMs: number }
  > = {}
  try {
    for (const [way, replies] of Object.entries(ways)) {
      server.reset()
      server.script(...replies)
      const result = await runBuild({ prompt, files, env })
      if (result.files[TARGET] !== after || result.changes.changed.length !== 1)
        throw new Error(`The ${way} follow-up did not make the change`)
      if (!result.typeCheck || result.typeCheck.total > 0)
        throw new Error(`The ${way} follow-up did not type-check`)
      measured[way] = {
        input: server.requestBytes.reduce((a, b) => a + b, 0),
        output: outputBytes(replies),
        typecheckMs: result.typeCheck.durationMs,
      }
    }
  } finally {
    await server.close()
  }
  const edit = measured.edit!
  const whole = measured.whole!
  // Every file of the project checked again after the change (warm declarations).
  const full = typeCheckProject(
    { ...files, [TARGET]: after.replace('Opening hours', 'Hours') },
    packages
  )
  const projectBytes = Object.values(files).reduce((n, t) => n + t.length, 0)
  write('')
  write(
    `Follow-up: one-line change to ${TARGET} (${before.length} B) of a ${FILES}-file project (${projectBytes} B)`
  )
  write(
    `  with editFile:        input ${edit.input} B, output ${edit.output} B`
  )
  write(
    `  whole-file rewrite:   input ${whole.input} B, output ${whole.output} B`
  )
  write(
    `  output of the edit:   ${((100 * edit.output) / whole.output).toFixed(1)} % of the whole-file rewrite (goal ≤ 10 %)`
  )
  write(
    `  type check:           ${edit.typecheckMs.toFixed(0)} ms warm in the follow-up (changed file and its importers; goal ≤ 1500 ms), ${cold.durationMs.toFixed(0)} ms cold, ${full.durationMs.toFixed(0)} ms for all ${FILES} files warm`
  )
  write(
    JSON.stringify({
      bench: 'follow-up',
      inputBytes: edit.input,
      outputBytes: edit.output,
      wholeFileOutputBytes: whole.output,
      typecheckMs: Number(edit.typecheckMs.toFixed(1)),
    })
  )
}

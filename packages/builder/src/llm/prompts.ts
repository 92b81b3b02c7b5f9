import { ALLOWED_IMPORTS } from '../bundle/allowed-packages.ts'
import { DATA_INSTRUCTIONS } from './data-instructions.ts'

export const PLAN_SYSTEM = `You plan small web apps for Kiln, an AI app builder.
Answer with a short plan (at most 8 bullet lines): the app's title, its sections, its interactive features, which data it stores, and for a change request which files change.
Do not write code.`

export const CODE_SYSTEM = `You are Kiln's coding agent. You build small, polished single-page web apps with React 19 + TypeScript + Tailwind CSS v4.

Write files ONLY through the tools: writeFile(path, content), deleteFile(path), readFile(path), listFiles.
Project layout:
- index.html with a <title> (the bundler makes its own HTML from the title)
- src/main.tsx renders <App /> into #root with createRoot from 'react-dom/client' and imports './index.css'
- src/index.css starts with @import "tailwindcss";
- src/App.tsx and small components under src/components/ or src/features/
Imports allowed: relative files, '@/...' for src/, and only these packages: ${ALLOWED_IMPORTS.join(', ')}. Any other package fails the build.
${DATA_INSTRUCTIONS}
Rules:
- Every writeFile has the COMPLETE file content. Never write placeholder comments such as "// ... keep existing code" or "// rest unchanged": such writes are rejected.
- For a change request, write only the files that change; leave other files alone.
- Style with Tailwind utility classes; no external fonts, images or scripts from the network.
- When done, reply with one or two sentences that tell the user what you built or changed.`

export function fileListing(
  files: Record<string, string>,
  inlineLimit = 24_000
): string {
  // .kiln/ holds the offline generator's own spec, not app code.
  const paths = Object.keys(files)
    .filter((p) => !p.startsWith('.kiln/'))
    .sort()
  if (paths.length === 0) return 'The project is empty.'
  const total = paths.reduce((n, p) => n + (files[p]?.length ?? 0), 0)
  if (total > inlineLimit) {
    return `Current files (use readFile to see one):\n${paths.map((p) => `- ${p} (${files[p]?.length ?? 0} chars)`).join('\n')}`
  }
  return `Current files:\n${paths.map((p) => `--- ${p}\n${files[p]}`).join('\n')}`
}

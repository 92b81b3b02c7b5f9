import type { AppSpec, Section } from '../app-spec.ts'
import { domainById } from '../prompt/domains.ts'
import { sectionComponent, sectionFile } from './section-files.ts'

const q = (text: string) => JSON.stringify(text)

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function indexHtml(spec: AppSpec): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>${escapeHtml(spec.title)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`
}

export const MAIN_TSX = `import { createRoot } from 'react-dom/client'

import { App } from './App'
import './index.css'

createRoot(document.getElementById('root')!).render(<App />)
`

export const INDEX_CSS = `@import "tailwindcss";

html {
  scroll-behavior: smooth;
}
`

export function siteTs(spec: AppSpec): string {
  return `export const site = {
  title: ${q(spec.title)},
  tagline: ${q(spec.tagline)},
  appHeading: ${q(spec.appHeading)},
}
`
}

export function themeTs(spec: AppSpec): string {
  const a = spec.accent
  const base = spec.isDark
    ? {
        page: 'min-h-screen bg-slate-950 text-slate-100 antialiased',
        surface:
          'rounded-2xl border border-slate-800 bg-slate-900 p-6 shadow-sm',
        muted: 'text-slate-400',
        input: `w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-sm text-slate-100 focus:outline-none focus:ring-2 focus:ring-${a}-500`,
        accentSoft: `bg-${a}-500/10 text-${a}-300`,
        hero: `bg-linear-to-br from-${a}-950 via-slate-950 to-slate-950`,
        header: 'border-b border-slate-800 bg-slate-950/80 backdrop-blur',
      }
    : {
        page: 'min-h-screen bg-slate-50 text-slate-900 antialiased',
        surface: 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
        muted: 'text-slate-500',
        input: `w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-${a}-500`,
        accentSoft: `bg-${a}-50 text-${a}-700`,
        hero: `bg-linear-to-br from-${a}-100 via-white to-slate-50`,
        header: 'border-b border-slate-200 bg-white/80 backdrop-blur',
      }
  const theme = {
    ...base,
    accentText: spec.isDark ? `text-${a}-400` : `text-${a}-600`,
    button: `inline-flex items-center justify-center gap-2 rounded-lg bg-${a}-600 px-4 py-2 text-sm font-medium text-white hover:bg-${a}-700 disabled:opacity-50`,
    ghostButton: `inline-flex items-center justify-center rounded-lg p-2 text-sm hover:bg-${a}-500/10`,
  }
  const lines = Object.entries(theme).map(([k, v]) => `  ${k}: ${q(v)},`)
  return `/** Colours and shared class names of the app. */
export const theme = {
${lines.join('\n')}
}
`
}

export function headerTsx(spec: AppSpec): string {
  const icon = domainById(spec.domain).icons[0]
  return `import { ${icon} } from 'lucide-react'

import { site } from '../site'
import { theme } from '../theme'

export function Header() {
  return (
    <header className={theme.header}>
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-6 py-4">
        <${icon} className={theme.accentText} size={22} />
        <span className="text-lg font-semibold">{site.title}</span>
      </div>
    </header>
  )
}
`
}

const FEATURE_IMPORTS: Record<AppSpec['feature'], [string, string]> = {
  todo: ['TodoApp', './features/todo/todo-app'],
  form: ['FormApp', './features/form/form-app'],
  tracker: ['TrackerApp', './features/tracker/tracker-app'],
  notes: ['NotesApp', './features/notes/notes-app'],
  expenses: ['ExpensesApp', './features/expenses/expenses-app'],
  board: ['BoardApp', './features/board/board-app'],
}

function componentOf(spec: AppSpec, s: Section): [string, string] {
  if (s.kind === 'app') return FEATURE_IMPORTS[spec.feature]
  return [
    sectionComponent(s),
    `./${sectionFile(s)
      .replace(/^src\//, '')
      .replace(/\.tsx$/, '')}`,
  ]
}

export function appTsx(spec: AppSpec): string {
  const parts = spec.sections.map((s) => componentOf(spec, s))
  const imports = [...parts]
    .sort((x, y) => x[1].localeCompare(y[1]))
    .map(([name, from]) => `import { ${name} } from '${from}'`)
  return `import { Header } from './components/header'
${imports.join('\n')}
import { theme } from './theme'

export function App() {
  return (
    <div className={theme.page}>
      <Header />
      <main>
${parts.map(([name]) => `        <${name} />`).join('\n')}
      </main>
    </div>
  )
}
`
}

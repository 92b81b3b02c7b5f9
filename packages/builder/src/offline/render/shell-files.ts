import type { AppSpec } from '../app-spec.ts'

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

const CHART_COLOURS: Record<AppSpec['accent'], string> = {
  emerald: '#10b981',
  sky: '#0ea5e9',
  violet: '#8b5cf6',
  rose: '#f43f5e',
  amber: '#f59e0b',
  indigo: '#6366f1',
  teal: '#14b8a6',
  orange: '#f97316',
  red: '#ef4444',
  pink: '#ec4899',
  slate: '#64748b',
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
    ghostButton: `inline-flex items-center justify-center gap-1 rounded-lg p-2 text-sm hover:bg-${a}-500/10 disabled:opacity-40`,
    bar: `bg-${a}-500`,
    chart: CHART_COLOURS[a],
  }
  const lines = Object.entries(theme).map(([k, v]) => `  ${k}: ${q(v)},`)
  return `/** Colours and shared class names of the app. */
export const theme = {
${lines.join('\n')}
}
`
}

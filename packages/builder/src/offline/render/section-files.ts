import type { AppSpec, Section } from '../app-spec.ts'
import { domainById } from '../prompt/domains.ts'
import { staticSection } from './static-sections.ts'

const q = (text: string) => JSON.stringify(text)

export function sectionFile(s: Section): string {
  return `src/sections/${s.id}-section.tsx`
}

export function sectionComponent(s: Section): string {
  const pascal = s.id
    .split('-')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('')
  return `${pascal}Section`
}

const CTA: Record<string, string> = {
  todo: 'Start your list',
  tracker: 'Start tracking',
  notes: 'Write a note',
  expenses: 'Add an expense',
  booking: 'Book now',
  signup: 'Join now',
  contact: 'Get in touch',
}

function hero(spec: AppSpec): string {
  const cta = spec.feature === 'form' ? CTA[spec.formKind] : CTA[spec.feature]
  return `import { site } from '../site'
import { theme } from '../theme'

export function HeroSection() {
  return (
    <section id="hero" className={theme.hero}>
      <div className="mx-auto max-w-5xl px-6 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          {site.title}
        </h1>
        <p className={\`mx-auto mt-4 max-w-2xl text-lg \${theme.muted}\`}>
          {site.tagline}
        </p>
        <a href="#app" className={\`mt-8 \${theme.button}\`}>
          ${cta}
        </a>
      </div>
    </section>
  )
}
`
}

function highlights(spec: AppSpec): string {
  const domain = domainById(spec.domain)
  const icons = [...new Set(domain.icons)].sort()
  const items = domain.highlights.map(
    ([title, text], i) =>
      `  { icon: ${domain.icons[i]}, title: ${q(title)}, text: ${q(text)} },`
  )
  return `import { ${icons.join(', ')} } from 'lucide-react'

import { theme } from '../theme'

const items = [
${items.join('\n')}
]

export function HighlightsSection() {
  return (
    <section id="highlights" className="mx-auto max-w-5xl px-6 py-16">
      <div className="grid gap-6 sm:grid-cols-3">
        {items.map(({ icon: Icon, title, text }) => (
          <div key={title} className={theme.surface}>
            <span className={\`inline-flex rounded-lg p-2 \${theme.accentSoft}\`}>
              <Icon size={20} />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className={\`mt-2 text-sm \${theme.muted}\`}>{text}</p>
          </div>
        ))}
      </div>
    </section>
  )
}
`
}

/** The source of one page section of the generated app. */
export function renderSection(spec: AppSpec, s: Section): string {
  if (s.kind === 'hero') return hero(spec)
  if (s.kind === 'highlights') return highlights(spec)
  return staticSection(spec, s, sectionComponent(s))
}

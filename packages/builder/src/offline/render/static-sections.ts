import type { AppSpec, Section } from '../app-spec.ts'
import { domainById } from '../prompt/domains.ts'

const q = (text: string) => JSON.stringify(text)

function wrap(
  id: string,
  name: string,
  body: string,
  imports = '',
  consts = ''
): string {
  return `${imports}import { theme } from '../theme'

${consts}export function ${name}() {
  return (
    <section id="${id}" className="mx-auto max-w-5xl px-6 py-16">
${body}
    </section>
  )
}
`
}

function heading(text: string): string {
  return `      <h2 className="text-2xl font-bold tracking-tight">${text}</h2>`
}

function list(name: string, rows: string[][]): string {
  return `const ${name} = [\n${rows.map((r) => `  [${r.map(q).join(', ')}],`).join('\n')}\n]\n\n`
}

export function staticSection(spec: AppSpec, s: Section, name: string): string {
  const domain = domainById(spec.domain)
  switch (s.kind) {
    case 'about':
      return wrap(
        s.id,
        name,
        `${heading('About {site.title}')}
      <p className={\`mt-4 max-w-3xl text-lg \${theme.muted}\`}>
        ${q(domain.about).slice(1, -1)}
      </p>`,
        `import { site } from '../site'\n`
      )
    case 'faq':
      return wrap(
        s.id,
        name,
        `${heading('Frequently asked questions')}
      <div className="mt-6 space-y-3">
        {faq.map(([question, answer]) => (
          <details key={question} className={theme.surface}>
            <summary className="cursor-pointer font-medium">{question}</summary>
            <p className={\`mt-2 text-sm \${theme.muted}\`}>{answer}</p>
          </details>
        ))}
      </div>`,
        '',
        list('faq', domain.faq)
      )
    case 'testimonials':
      return wrap(
        s.id,
        name,
        `${heading('What people say')}
      <div className="mt-6 grid gap-6 sm:grid-cols-3">
        {quotes.map(([quote, author]) => (
          <figure key={author} className={theme.surface}>
            <blockquote>“{quote}”</blockquote>
            <figcaption className={\`mt-3 text-sm \${theme.muted}\`}>{author}</figcaption>
          </figure>
        ))}
      </div>`,
        '',
        list('quotes', [
          ['Exactly what I needed, and nothing I did not.', 'Sam R.'],
          ['I use it every single day.', 'Priya K.'],
          ['Simple, quick and it just works.', 'Jonas L.'],
        ])
      )
    case 'pricing':
      return wrap(
        s.id,
        name,
        `${heading('Pricing')}
      <div className="mt-6 grid gap-6 sm:grid-cols-3">
        {plans.map(([plan, price, text]) => (
          <div key={plan} className={theme.surface}>
            <h3 className="font-semibold">{plan}</h3>
            <p className={\`mt-2 text-3xl font-bold \${theme.accentText}\`}>{price}</p>
            <p className={\`mt-2 text-sm \${theme.muted}\`}>{text}</p>
          </div>
        ))}
      </div>`,
        '',
        list('plans', [
          ['Starter', 'Free', 'Everything you need to begin.'],
          ['Plus', '$9/mo', 'More room and priority help.'],
          ['Team', '$29/mo', 'For groups working together.'],
        ])
      )
    case 'contact':
      return wrap(
        s.id,
        name,
        `${heading('Contact')}
      <ul className={\`mt-4 space-y-2 \${theme.muted}\`}>
        <li className="flex items-center gap-2"><Mail size={16} /> hello@example.com</li>
        <li className="flex items-center gap-2"><Phone size={16} /> +1 555 0100</li>
        <li className="flex items-center gap-2"><MapPin size={16} /> 12 Main Street</li>
      </ul>`,
        `import { Mail, MapPin, Phone } from 'lucide-react'\n\n`
      )
    case 'note':
      return wrap(
        s.id,
        name,
        `      <div className={theme.surface}>
        <h2 className="flex items-center gap-2 font-semibold">
          <Info size={18} className={theme.accentText} /> Requested change
        </h2>
        <p className={\`mt-2 text-sm \${theme.muted}\`}>
          {${q(s.text ?? '')}}
        </p>
      </div>`,
        `import { Info } from 'lucide-react'\n\n`
      )
    default:
      return `import { site } from '../site'
import { theme } from '../theme'

export function ${name}() {
  return (
    <footer id="${s.id}" className={\`border-t border-slate-500/20 py-8 text-center text-sm \${theme.muted}\`}>
      © {site.title}. Made with Kiln.
    </footer>
  )
}
`
  }
}

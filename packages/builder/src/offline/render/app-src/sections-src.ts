import type { SectionKind } from '../../app-spec.ts'

/*
 * Page sections. Each reads its words from src/content.ts (written from the
 * prompt's nouns), so a section file is the same for every app.
 */

function section(name: string, id: string, body: string, imports = ''): string {
  return `${imports}import { content } from '../content'
import { theme } from '../theme'

export function ${name}() {
  return (
    <section id="${id}" className="mx-auto max-w-5xl px-6 py-14">
${body}
    </section>
  )
}
`
}

const h2 = (expr: string) =>
  `      <h2 className="text-2xl font-bold tracking-tight">{${expr}}</h2>`

const SECTIONS: Record<Exclude<SectionKind, 'hero' | 'footer'>, string> = {
  features: section(
    'FeaturesSection',
    'features',
    `${h2('content.features.heading')}
      <div className="mt-6 grid gap-6 sm:grid-cols-3">
        {content.features.items.map((item) => (
          <div key={item.title} className={theme.surface}>
            <h3 className="font-semibold">{item.title}</h3>
            <p className={'mt-2 text-sm ' + theme.muted}>{item.text}</p>
          </div>
        ))}
      </div>`
  ),
  about: section(
    'AboutSection',
    'about',
    `${h2('content.about.heading')}
      <p className={'mt-4 max-w-3xl text-lg ' + theme.muted}>{content.about.text}</p>`
  ),
  menu: section(
    'MenuSection',
    'menu',
    `${h2('content.menu.heading')}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {content.menu.groups.map((group) => (
          <div key={group.name} className={theme.surface}>
            <h3 className={'font-semibold ' + theme.accentText}>{group.name}</h3>
            <ul className="mt-3 space-y-3">
              {group.items.map((item) => (
                <li key={item.name} className="flex items-baseline gap-2">
                  <span className="font-medium">{item.name}</span>
                  <span className="flex-1 border-b border-dotted border-current/20" />
                  <span className="font-semibold tabular-nums">{item.price}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>`
  ),
  hours: section(
    'HoursSection',
    'hours',
    `${h2('content.hours.heading')}
      <div className={'mt-6 max-w-md ' + theme.surface}>
        <table className="w-full text-left">
          <tbody>
            {content.hours.rows.map(([days, time]) => (
              <tr key={days} className="border-b border-current/10 last:border-0">
                <th scope="row" className="py-2 font-medium">{days}</th>
                <td className={'py-2 text-right ' + theme.muted}>{time}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>`
  ),
  event: section(
    'EventSection',
    'event',
    `${h2('content.event.heading')}
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {content.event.details.map(([label, value]) => (
          <div key={label} className={theme.surface}>
            <dt className={'text-sm ' + theme.muted}>{label}</dt>
            <dd className="mt-1 text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <ol className="mt-6 space-y-2">
        {content.event.agenda.map(([time, item]) => (
          <li key={time} className="flex gap-4"><span className={'w-16 font-mono ' + theme.accentText}>{time}</span><span>{item}</span></li>
        ))}
      </ol>`
  ),
  gallery: section(
    'GallerySection',
    'gallery',
    `${h2('content.gallery.heading')}
      <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
        {content.gallery.captions.map((caption, i) => (
          <figure key={caption} className={'flex aspect-[4/3] items-end rounded-xl p-3 ' + (i % 2 === 0 ? theme.accentSoft : 'bg-current/5')}>
            <figcaption className="text-sm font-medium">{caption}</figcaption>
          </figure>
        ))}
      </div>`
  ),
  team: section(
    'TeamSection',
    'team',
    `${h2('content.team.heading')}
      <div className="mt-6 grid gap-6 sm:grid-cols-3">
        {content.team.people.map(([name, role]) => (
          <div key={name} className={theme.surface + ' text-center'}>
            <div className={'mx-auto flex size-16 items-center justify-center rounded-full text-xl font-bold ' + theme.accentSoft}>{name.charAt(0)}</div>
            <h3 className="mt-3 font-semibold">{name}</h3>
            <p className={'text-sm ' + theme.muted}>{role}</p>
          </div>
        ))}
      </div>`
  ),
  pricing: section(
    'PricingSection',
    'pricing',
    `${h2('content.pricing.heading')}
      <div className="mt-6 grid gap-6 sm:grid-cols-3">
        {content.pricing.plans.map((plan) => (
          <div key={plan.name} className={theme.surface}>
            <h3 className="font-semibold">{plan.name}</h3>
            <p className={'mt-2 text-3xl font-bold ' + theme.accentText}>{plan.price}</p>
            <p className={'mt-2 text-sm ' + theme.muted}>{plan.text}</p>
          </div>
        ))}
      </div>`
  ),
  testimonials: section(
    'TestimonialsSection',
    'testimonials',
    `${h2('content.testimonials.heading')}
      <div className="mt-6 grid gap-6 sm:grid-cols-3">
        {content.testimonials.quotes.map(([quote, author]) => (
          <figure key={author} className={theme.surface}>
            <blockquote>{'“' + quote + '”'}</blockquote>
            <figcaption className={'mt-3 text-sm ' + theme.muted}>{author}</figcaption>
          </figure>
        ))}
      </div>`
  ),
  faq: section(
    'FaqSection',
    'faq',
    `${h2('content.faq.heading')}
      <div className="mt-6 space-y-3">
        {content.faq.items.map(([question, answer]) => (
          <details key={question} className={theme.surface}>
            <summary className="cursor-pointer font-medium">{question}</summary>
            <p className={'mt-2 text-sm ' + theme.muted}>{answer}</p>
          </details>
        ))}
      </div>`
  ),
  contact: section(
    'ContactSection',
    'contact',
    `${h2('content.contact.heading')}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <ul className={'space-y-3 ' + theme.muted}>
          <li className="flex items-center gap-2"><Mail size={16} /> {content.contact.email}</li>
          <li className="flex items-center gap-2"><Phone size={16} /> {content.contact.phone}</li>
          <li className="flex items-center gap-2"><MapPin size={16} /> {content.contact.address}</li>
        </ul>
        <FormView entity={messages} submitLabel="Send message" />
      </div>`,
    `import { Mail, MapPin, Phone } from 'lucide-react'

import { messages } from '../data/model'
import { FormView } from '../views/form-view'
`
  ),
}

export const HERO_TSX = `import { site } from '../site'
import { theme } from '../theme'

export function HeroSection() {
  return (
    <section id="top" className={theme.hero}>
      <div className={'mx-auto max-w-5xl px-6 text-center ' + (site.landing ? 'py-20' : 'py-10')}>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{site.title}</h1>
        <p className={'mx-auto mt-4 max-w-2xl text-lg ' + theme.muted}>{site.tagline}</p>
        {site.cta && <a href={site.cta.href} className={'mt-8 ' + theme.button}>{site.cta.label}</a>}
      </div>
    </section>
  )
}
`

export const FOOTER_TSX = `import { site } from '../site'
import { theme } from '../theme'

export function FooterSection() {
  return (
    <footer className={'border-t border-current/10 py-8 text-center text-sm ' + theme.muted}>
      {'© ' + new Date().getFullYear() + ' ' + site.title}
    </footer>
  )
}
`

export const SECTION_COMPONENT: Record<SectionKind, string> = {
  hero: 'HeroSection',
  features: 'FeaturesSection',
  about: 'AboutSection',
  menu: 'MenuSection',
  hours: 'HoursSection',
  event: 'EventSection',
  gallery: 'GallerySection',
  team: 'TeamSection',
  pricing: 'PricingSection',
  testimonials: 'TestimonialsSection',
  faq: 'FaqSection',
  contact: 'ContactSection',
  footer: 'FooterSection',
}

export function sectionSource(kind: SectionKind): string {
  if (kind === 'hero') return HERO_TSX
  if (kind === 'footer') return FOOTER_TSX
  return SECTIONS[kind]
}

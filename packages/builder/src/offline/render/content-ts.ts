import type { AppSpec } from '../app-spec.ts'
import { firstMatch } from '../prompt/keywords.ts'
import { MENUS } from '../prompt/menus.ts'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 24) || 'hello'
  )
}

function menuGroups(spec: AppSpec) {
  const about = `${spec.subject} ${spec.title}`
  const found = MENUS.find(([words]) => firstMatch(about, words) !== -1)
  const groups = found?.[1] ?? [
    [
      cap(spec.subject),
      [
        ['House special', '12.00'],
        ['Seasonal special', '14.00'],
        ['Small plate', '7.00'],
        ['Drink of the day', '3.50'],
      ],
    ],
  ]
  return groups.map(([name, items]) => ({
    name,
    items: (items as [string, string][]).map(([item, price]) => ({
      name: item,
      price: `$${price}`,
    })),
  }))
}

function faq(spec: AppSpec): [string, string][] {
  const t = spec.title
  const has = (k: AppSpec['sections'][number]) => spec.sections.includes(k)
  const items: [string, string][] = [
    [
      `What is ${t}?`,
      spec.subject.toLowerCase() === t.toLowerCase()
        ? `${t} is what you see on this page, made to be simple and useful.`
        : `${t} is a ${spec.subject}. This page has everything you need to know.`,
    ],
  ]
  if (has('hours'))
    items.push([
      'When are you open?',
      'See the opening hours on this page; they are the same every week.',
    ])
  if (has('menu'))
    items.push([
      'Where can I see the menu?',
      'The full menu with prices is on this page.',
    ])
  if (has('pricing'))
    items.push([
      'How much does it cost?',
      'The plans and their prices are listed under Pricing.',
    ])
  if (spec.views.some((v) => v.kind === 'form'))
    items.push([
      'How do I sign up or book?',
      'Fill in the form on this page; your entry is saved straight away.',
    ])
  items.push([
    `How do I get in touch with ${t}?`,
    has('contact')
      ? 'Use the contact details or the form in the Contact section.'
      : 'Send a message through this page and we will reply.',
  ])
  return items
}

/** src/content.ts: the words of the page sections, from the prompt's nouns. */
export function contentTs(spec: AppSpec): string {
  const t = spec.title
  const s = spec.subject
  const content = {
    features: {
      heading: `Why ${t}`,
      items: [
        {
          title: 'Made with care',
          text: `Everything at ${t} is done with attention to detail.`,
        },
        {
          title: 'Easy to reach',
          text: `Find what you need about the ${s} in one place.`,
        },
        {
          title: 'Here for you',
          text: `Questions? The people behind ${t} are happy to help.`,
        },
      ],
    },
    about: {
      heading: `About ${t}`,
      text:
        s.toLowerCase() === t.toLowerCase()
          ? `${t} started with a simple idea: do one thing well, and make people glad they came.`
          : `${t} is a ${s} that started with a simple idea: do one thing well, and make people glad they came.`,
    },
    menu: { heading: 'Menu', groups: menuGroups(spec) },
    hours: {
      heading: 'Opening hours',
      rows: [
        ['Monday – Friday', '7:00 – 18:00'],
        ['Saturday', '8:00 – 17:00'],
        ['Sunday', '9:00 – 15:00'],
      ],
    },
    event: {
      heading: `${t}: the details`,
      details: [
        ['Date', 'To be announced'],
        ['Time', '18:00 – 22:00'],
        ['Place', '12 Main Street'],
      ],
      agenda: [
        ['18:00', 'Doors open'],
        ['18:30', `Welcome to ${t}`],
        ['21:30', 'Thank you and goodbye'],
      ],
    },
    gallery: {
      heading: 'Gallery',
      captions: [1, 2, 3, 4, 5, 6].map((i) => `${cap(s)} photo ${i}`),
    },
    team: {
      heading: 'Meet the team',
      people: [
        ['Alex Morgan', 'Founder'],
        ['Sam Lee', 'Manager'],
        ['Jordan Diaz', 'Customer care'],
      ],
    },
    pricing: {
      heading: 'Pricing',
      plans: [
        { name: 'Basic', price: '$9/mo', text: `A good start with ${t}.` },
        {
          name: 'Standard',
          price: '$19/mo',
          text: `More of ${t}, for regulars.`,
        },
        {
          name: 'Premium',
          price: '$39/mo',
          text: `Everything ${t} offers.`,
        },
      ],
    },
    testimonials: {
      heading: 'What people say',
      quotes: [
        [`${t} is exactly what I was looking for.`, 'Sam R.'],
        [`I recommend ${t} to all my friends.`, 'Priya K.'],
        ['Friendly, simple and reliable.', 'Jonas L.'],
      ],
    },
    faq: { heading: 'Frequently asked questions', items: faq(spec) },
    contact: {
      heading: 'Contact',
      email: `hello@${slug(t)}.example`,
      phone: '+1 555 0100',
      address: '12 Main Street',
    },
  }
  // Only the sections the page has: no words of a section it does not show.
  const used = Object.fromEntries(
    Object.entries(content).filter(([k]) =>
      spec.sections.includes(k as AppSpec['sections'][number])
    )
  )
  return `/** The words on the page sections. */
export const content = ${JSON.stringify(used, null, 2)}
`
}

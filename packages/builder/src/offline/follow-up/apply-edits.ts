import {
  SECTION_ORDER,
  type AppSpec,
  type SectionKind,
  type View,
} from '../app-spec.ts'
import { cannotApply } from '../offline-texts.ts'
import { addField, fieldFromLabel } from '../prompt/fields.ts'
import { formEntity } from '../prompt/read-prompt.ts'
import { formFor, mainEntity, viewFor } from './add-view.ts'
import type { Edit } from './parse-follow-up.ts'

export type EditOutcome = { spec: AppSpec; summary: string[] }

const SECTION_NAMES: Record<SectionKind, string> = {
  hero: 'hero',
  features: 'features',
  about: 'about',
  menu: 'menu',
  hours: 'opening hours',
  event: 'event details',
  gallery: 'gallery',
  team: 'team',
  pricing: 'pricing',
  testimonials: 'testimonials',
  faq: 'FAQ',
  contact: 'contact',
  footer: 'footer',
}

const FORM_NAMES: Record<string, string> = {
  message: 'contact form',
  'sign-up': 'sign-up form',
  booking: 'booking form',
  guest: 'RSVP form',
  order: 'order form',
  response: 'feedback form',
}

const sameView = (a: View, b: View) =>
  a.kind === b.kind &&
  ('entity' in a ? a.entity : '') === ('entity' in b ? b.entity : '')

function addViews(spec: AppSpec, views: View[]): [AppSpec, number] {
  const fresh = views.filter((v) => !spec.views.some((w) => sameView(v, w)))
  return [{ ...spec, views: [...spec.views, ...fresh] }, fresh.length]
}

function applyOne(spec: AppSpec, edit: Edit, summary: string[]): AppSpec {
  switch (edit.kind) {
    case 'rename':
      summary.push(`Renamed the app to “${edit.title}”.`)
      return { ...spec, title: edit.title }
    case 'tagline':
      summary.push(`Changed the tagline to “${edit.tagline}”.`)
      return { ...spec, tagline: edit.tagline }
    case 'accent':
      if (spec.accent === edit.accent) {
        summary.push(`The accent colour is already ${edit.accent}.`)
        return spec
      }
      summary.push(`Switched the accent colour to ${edit.accent}.`)
      return { ...spec, accent: edit.accent }
    case 'dark':
      if (spec.isDark === edit.isDark) {
        summary.push(`The theme is already ${edit.isDark ? 'dark' : 'light'}.`)
        return spec
      }
      summary.push(
        edit.isDark ? 'Switched to a dark theme.' : 'Switched to a light theme.'
      )
      return { ...spec, isDark: edit.isDark }
    case 'add-section': {
      const name = SECTION_NAMES[edit.section]
      if (spec.sections.includes(edit.section)) {
        summary.push(`The ${name} section is already there.`)
        return spec
      }
      summary.push(`Added a ${name} section.`)
      const sections = SECTION_ORDER.filter(
        (s) => s === edit.section || spec.sections.includes(s)
      )
      const entities =
        edit.section === 'contact' &&
        !spec.entities.some((e) => e.key === 'messages')
          ? [...spec.entities, formEntity('message')]
          : spec.entities
      return { ...spec, sections, entities }
    }
    case 'remove-section': {
      const name = SECTION_NAMES[edit.section]
      if (!spec.sections.includes(edit.section)) {
        summary.push(`There is no ${name} section to remove.`)
        return spec
      }
      summary.push(`Removed the ${name} section.`)
      return {
        ...spec,
        sections: spec.sections.filter((s) => s !== edit.section),
      }
    }
    case 'add-view': {
      const outcome = viewFor(spec, edit.view, edit.text)
      if ('reason' in outcome) {
        summary.push(`I did not add a ${edit.view}: ${outcome.reason}.`)
        return spec
      }
      const [next, added] = addViews(
        { ...spec, entities: outcome.entities },
        outcome.views
      )
      summary.push(
        added === 0
          ? `The app already has a ${edit.view}.`
          : `Added a ${edit.view === 'list' ? 'list with search and filters' : edit.view}.`
      )
      return added === 0 ? spec : next
    }
    case 'add-form': {
      const outcome = formFor(spec, edit.form)
      const [next, added] = addViews(
        { ...spec, entities: outcome.entities },
        outcome.views
      )
      const name = FORM_NAMES[formEntity(edit.form).one] ?? 'form'
      summary.push(
        added === 0
          ? `The app already has a ${name}.`
          : `Added a ${name}; its entries are saved in the app.`
      )
      return added === 0 ? spec : next
    }
    case 'remove-view': {
      const kept = spec.views.filter((v) => v.kind !== edit.view)
      if (kept.length === spec.views.length) {
        summary.push(`There is no ${edit.view} to remove.`)
        return spec
      }
      if (kept.length === 0 && spec.sections.length <= 2) {
        summary.push(`I kept the ${edit.view}: it is all the app has.`)
        return spec
      }
      summary.push(`Removed the ${edit.view}.`)
      return { ...spec, views: kept }
    }
    case 'add-field': {
      const main = mainEntity(spec)
      const field = fieldFromLabel(edit.label)
      const target =
        main ??
        spec.entities.find(
          (e) =>
            !e.hidden &&
            spec.views.some((v) => 'entity' in v && v.entity === e.key)
        )
      if (!target) {
        summary.push(
          `I could not add a ${field.label} field: this app has no form or list to put it in.`
        )
        return spec
      }
      const entities = spec.entities.map((e) =>
        e.key === target.key ? { ...e, fields: [...e.fields] } : e
      )
      const copy = entities.find((e) => e.key === target.key)!
      if (!addField(copy, field)) {
        summary.push(`The ${target.one} already has a ${field.label} field.`)
        return spec
      }
      // a field is seen in a list (or form) of its records
      const shown = spec.views.some(
        (v) =>
          (v.kind === 'list' || v.kind === 'form') &&
          'entity' in v &&
          v.entity === target.key
      )
      summary.push(
        `Added a “${field.label}” field to each ${target.one}${shown ? '' : `, with a list of ${target.many} to fill it in`}.`
      )
      return {
        ...spec,
        entities,
        views: shown
          ? spec.views
          : [...spec.views, { kind: 'list', entity: target.key }],
      }
    }
    case 'remove-field': {
      const lower = edit.label.toLowerCase()
      let removed = ''
      const entities = spec.entities.map((e) => {
        if (e.hidden) return e
        const kept = e.fields.filter(
          (f, i) =>
            i === 0 ||
            (f.label.toLowerCase() !== lower &&
              f.name !== fieldFromLabel(edit.label).name)
        )
        if (kept.length !== e.fields.length) removed = e.one
        return { ...e, fields: kept }
      })
      const inUse = spec.views.some(
        (v) =>
          ('field' in v && v.field === fieldFromLabel(edit.label).name) ||
          ('amount' in v && v.amount === fieldFromLabel(edit.label).name)
      )
      if (!removed || inUse) {
        summary.push(`There is no ${edit.label} field I can remove.`)
        return spec
      }
      summary.push(`Removed the ${edit.label} field from each ${removed}.`)
      return { ...spec, entities }
    }
    case 'skip':
      summary.push(`I could not “${edit.text}”: ${edit.reason}.`)
      return spec
    case 'note':
      // Said in the chat, never written into the user's app.
      summary.push(cannotApply(edit.text))
      return spec
  }
}

export function applyEdits(spec: AppSpec, edits: Edit[]): EditOutcome {
  const summary: string[] = []
  let next = spec
  for (const edit of edits) next = applyOne(next, edit, summary)
  return { spec: next, summary }
}

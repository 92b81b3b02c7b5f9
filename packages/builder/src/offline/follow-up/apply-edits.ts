import type { AppSpec, Section } from '../app-spec.ts'
import { section } from '../create-spec.ts'
import { fieldFromLabel } from '../form-fields.ts'
import { cannotApply } from '../offline-texts.ts'
import type { Edit } from './parse-follow-up.ts'

export type EditOutcome = { spec: AppSpec; summary: string[] }

function insertSection(sections: Section[], added: Section): Section[] {
  const footer = sections.findIndex((s) => s.kind === 'footer')
  if (added.kind === 'footer' || footer === -1) return [...sections, added]
  return [...sections.slice(0, footer), added, ...sections.slice(footer)]
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
      summary.push(
        edit.isDark ? 'Switched to a dark theme.' : 'Switched to a light theme.'
      )
      return { ...spec, isDark: edit.isDark }
    case 'add-section':
      if (spec.sections.some((s) => s.kind === edit.section)) {
        summary.push(`The ${edit.section} section is already there.`)
        return spec
      }
      summary.push(`Added a ${edit.section} section.`)
      return {
        ...spec,
        sections: insertSection(spec.sections, section(edit.section)),
      }
    case 'remove-section':
      if (
        edit.section === 'app' ||
        !spec.sections.some((s) => s.kind === edit.section)
      ) {
        summary.push(`There is no ${edit.section} section to remove.`)
        return spec
      }
      summary.push(`Removed the ${edit.section} section.`)
      return {
        ...spec,
        sections: spec.sections.filter((s) => s.kind !== edit.section),
      }
    case 'add-field': {
      if (spec.feature !== 'form')
        return applyOne(
          spec,
          { kind: 'note', text: `add a ${edit.label} field` },
          summary
        )
      const field = fieldFromLabel(edit.label)
      if (spec.formFields.some((f) => f.name === field.name)) {
        summary.push(`The form already has a ${field.label} field.`)
        return spec
      }
      summary.push(`Added a “${field.label}” field to the form.`)
      return { ...spec, formFields: [...spec.formFields, field] }
    }
    case 'remove-field': {
      const name = fieldFromLabel(edit.label).name
      const kept = spec.formFields.filter(
        (f) =>
          f.name !== name && f.label.toLowerCase() !== edit.label.toLowerCase()
      )
      if (kept.length === spec.formFields.length || kept.length === 0) {
        summary.push(`There is no ${edit.label} field I can remove.`)
        return spec
      }
      summary.push(`Removed the ${edit.label} field.`)
      return { ...spec, formFields: kept }
    }
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

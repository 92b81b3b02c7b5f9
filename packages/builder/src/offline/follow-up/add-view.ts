import type { AppSpec, Entity, View, ViewKind } from '../app-spec.ts'
import {
  addField,
  entityFrom,
  nounById,
  statusColumn,
  vocabField,
} from '../prompt/fields.ts'
import { earliest } from '../prompt/keywords.ts'
import { CALCULATORS, TIMER_MODES } from '../prompt/parts.ts'
import { chartOf, formEntity } from '../prompt/read-prompt.ts'

/** The entity a follow-up's view is about: the first one the app lists. */
export function mainEntity(spec: AppSpec): Entity | undefined {
  return spec.entities.find(
    (e) =>
      !e.hidden &&
      spec.views.some(
        (v) => 'entity' in v && v.entity === e.key && v.kind !== 'form'
      )
  )
}

export type ViewOutcome =
  { views: View[]; entities: Entity[] } | { reason: string }

/**
 * The view(s) a follow-up adds, with any field or entity it needs. Works on
 * copies; returns a reason when the app has nothing such a view could show.
 */
export function viewFor(
  spec: AppSpec,
  kind: ViewKind,
  text: string
): ViewOutcome {
  const entities = spec.entities.map((e) => ({ ...e, fields: [...e.fields] }))
  if (kind === 'timer')
    return {
      entities,
      views: [{ kind, mode: earliest(text, TIMER_MODES) ?? 'countdown' }],
    }
  if (kind === 'calculator')
    return {
      entities,
      views: [{ kind, calc: earliest(text, CALCULATORS) ?? 'basic' }],
    }
  if (kind === 'quiz' || kind === 'flashcards') {
    const noun = entityFrom(nounById(kind === 'quiz' ? 'question' : 'card'))
    const found = entities.find((e) => e.key === noun.key)
    if (!found) entities.push(noun)
    return {
      entities,
      views: [
        { kind, entity: noun.key },
        { kind: 'list', entity: noun.key },
      ],
    }
  }
  const current = mainEntity(spec)
  const main = entities.find((e) => e.key === current?.key)
  if (!main)
    return {
      reason: `this app keeps no records a ${kind} could show; ask for a list of something first`,
    }
  switch (kind) {
    case 'list':
      return { entities, views: [{ kind, entity: main.key }] }
    case 'board': {
      const column = statusColumn(main)
      return {
        entities,
        views: [{ kind, entity: main.key, field: column.name }],
      }
    }
    case 'calendar': {
      if (main.one === 'habit')
        return {
          reason: 'the streaks already show the days each habit was done',
        }
      let date = main.fields.find((f) => f.type === 'date')
      if (!date) {
        date = vocabField('Date:date')
        addField(main, date)
      }
      return { entities, views: [{ kind, entity: main.key, field: date.name }] }
    }
    case 'chart': {
      const checkins = entities.find((e) => e.key === 'checkins')
      return {
        entities,
        views: [
          chartOf(
            main.one === 'habit' && checkins ? checkins : main,
            text.toLowerCase()
          ),
        ],
      }
    }
    case 'streaks':
      if (!main.fields.some((f) => f.type === 'date'))
        addField(main, vocabField('Date:date'))
      return { entities, views: [{ kind, entity: main.key }] }
    case 'totals': {
      let amount = main.fields.find((f) => f.type === 'money')
      if (!amount) {
        amount = vocabField('Amount:money')
        addField(main, amount)
      }
      const group = main.fields.find(
        (f) => f.type === 'select' && f.name !== 'type'
      )
      return {
        entities,
        views: [
          {
            kind,
            entity: main.key,
            amount: amount.name,
            group: group?.name ?? null,
          },
        ],
      }
    }
    default:
      return { reason: 'the offline generator does not know this view' }
  }
}

/** A visitor's form (booking, RSVP, sign-up…) and its entity. */
export function formFor(
  spec: AppSpec,
  form: string
): { views: View[]; entities: Entity[] } {
  const entity = formEntity(form)
  const entities = spec.entities.some((e) => e.key === entity.key)
    ? spec.entities
    : [...spec.entities, entity]
  return { entities, views: [{ kind: 'form', entity: entity.key }] }
}

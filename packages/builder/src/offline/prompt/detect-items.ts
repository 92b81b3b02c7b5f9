import type { FeatureKind, ItemNoun } from '../app-spec.ts'
import { earliest } from './keywords.ts'

const noun = (one: string, many = `${one}s`): ItemNoun => ({ one, many })

const PIPELINE = ['New', 'Contacted', 'Won', 'Lost']
const KANBAN = ['To do', 'In progress', 'Done']

/** What a notes or board app calls its entries, from the prompt's words. */
const NOUNS: [ItemNoun, string[]][] = [
  [noun('recipe'), ['recipe', 'recipes', 'cookbook']],
  [noun('lead'), ['crm', 'lead', 'leads', 'sales pipeline']],
  [noun('deal'), ['deal', 'deals']],
  [noun('application'), ['job hunt', 'job search', 'job applications']],
  [noun('bookmark'), ['bookmark', 'bookmarks', 'links']],
  [noun('book'), ['reading list', 'books']],
  [noun('quote'), ['quote', 'quotes']],
  [noun('snippet'), ['snippet', 'snippets']],
  [noun('idea'), ['idea', 'ideas']],
  [noun('task'), ['kanban', 'sprint', 'tasks']],
]

export function detectItems(
  prompt: string,
  feature: FeatureKind
): ItemNoun | undefined {
  if (feature !== 'notes' && feature !== 'board') return undefined
  return (
    earliest(prompt, NOUNS) ??
    (feature === 'board' ? noun('card') : noun('note'))
  )
}

export function detectStages(
  prompt: string,
  feature: FeatureKind
): string[] | undefined {
  if (feature !== 'board') return undefined
  return (
    earliest(prompt, [
      [
        PIPELINE,
        ['crm', 'lead', 'leads', 'deal', 'deals', 'sales', 'pipeline'],
      ],
      [
        ['Applied', 'Interview', 'Offer', 'Rejected'],
        ['job', 'applications'],
      ],
    ]) ?? KANBAN
  )
}

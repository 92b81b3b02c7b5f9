import { earliest } from './keywords.ts'

/**
 * Kinds of app the offline generator has no template for: asked for in a
 * first prompt, the reply says so instead of passing off another app.
 */
const MISSING: [string, string[]][] = [
  ['a quiz or game', ['quiz', 'trivia', 'game', 'puzzle', 'flashcards']],
  ['live weather data', ['weather', 'forecast']],
  ['a chat or messaging app', ['chat', 'messenger', 'messaging']],
  ['maps', ['map', 'maps', 'directions']],
  ['charts or dashboards', ['chart', 'charts', 'graph', 'dashboard']],
  ['a calendar', ['calendar', 'schedule']],
  ['music or video players', ['music', 'playlist', 'video', 'podcast']],
  ['a calculator', ['calculator', 'converter']],
  ['image uploads or galleries', ['upload', 'gallery', 'photos']],
  ['payments or a shop', ['checkout', 'payments', 'shop', 'store', 'cart']],
]

export function detectMissing(prompt: string): string | null {
  return earliest(prompt, MISSING)
}

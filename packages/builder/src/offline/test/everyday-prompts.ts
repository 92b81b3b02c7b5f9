import type { SectionKind, ViewKind } from '../app-spec.ts'

/**
 * Everyday first prompts across the kinds of app people ask for, with the
 * parts each asks for: built (views, sections, fields by label) or named in
 * the reply as not built. `see`: text a visitor sees in the preview.
 */
export type EverydayPrompt = {
  prompt: string
  views?: ViewKind[]
  sections?: SectionKind[]
  fields?: string[]
  notBuilt?: string[]
  see: string[]
}

export const EVERYDAY_PROMPTS: EverydayPrompt[] = [
  {
    prompt: 'A habit tracker with streaks and a weekly chart',
    views: ['streaks', 'chart'],
    see: ['Habit Tracker', 'Streaks', 'Check-ins in the last 7 days'],
  },
  {
    prompt:
      'a recipe book where I can add recipes with ingredients and search them',
    views: ['list'],
    fields: ['Ingredients', 'Steps'],
    see: ['Recipe Book', 'Recipes', 'Add recipe'],
  },
  {
    prompt: "a kanban board for my team's tasks with drag and drop",
    views: ['board'],
    fields: ['Status'],
    see: ['Tasks board', 'To do', 'In progress', 'Done'],
  },
  {
    prompt: 'a landing page for a coffee shop with a menu and opening hours',
    sections: ['menu', 'hours'],
    see: ['Coffee Shop', 'Menu', 'Espresso', 'Opening hours'],
  },
  {
    prompt: 'Track how many glasses of water I drink each day with a chart',
    views: ['list', 'chart'],
    fields: ['Glasses'],
    see: ['Water Tracker', 'Glasses in the last 7 days'],
  },
  {
    prompt: 'A reading list with title, author, rating and a filter by status',
    views: ['list'],
    fields: ['Title', 'Author', 'Rating', 'Status'],
    see: ['Reading List', 'Books', 'Add book'],
  },
  {
    prompt:
      'A job application tracker with a board for each stage and a calendar of interviews',
    views: ['list', 'board', 'calendar'],
    fields: ['Company', 'Status'],
    see: ['Applications board', 'Calendar', 'Applied', 'Interview'],
  },
  {
    prompt:
      'Landing page for my yoga studio with pricing, testimonials, FAQ and a contact form',
    sections: ['pricing', 'testimonials', 'faq', 'contact'],
    see: ['Yoga Studio', 'Pricing', 'What people say', 'Send message'],
  },
  {
    prompt:
      'A contact form for my plumbing business with name, email, phone and message',
    views: ['form'],
    fields: ['Name', 'Email', 'Phone', 'Message'],
    see: ['Send a message', 'Phone'],
  },
  {
    prompt:
      'An RSVP page for my birthday party with the date, place and a guest list',
    views: ['form'],
    sections: ['event'],
    see: ['Birthday Party', 'RSVP', 'Attending'],
  },
  {
    prompt: 'A pomodoro timer with a list of tasks',
    views: ['timer', 'list'],
    see: ['Pomodoro timer', '25:00', 'Tasks'],
  },
  {
    prompt: 'A quiz app about world capitals',
    views: ['quiz', 'list'],
    see: ['Quiz', 'Start quiz', 'Add question'],
  },
  {
    prompt: 'A tip calculator that splits the bill between friends',
    views: ['calculator'],
    see: ['Tip calculator', 'Each person pays'],
  },
  {
    prompt: 'A dashboard with charts of my monthly expenses by category',
    views: ['list', 'chart', 'totals'],
    fields: ['Amount', 'Category'],
    see: ['Expenses', 'Totals', 'Amount in the last 6 months'],
  },
  {
    prompt:
      'A directory of local businesses with phone, website and category, searchable',
    views: ['list'],
    fields: ['Phone', 'Website', 'Category'],
    see: ['Directory', 'Businesses'],
  },
  {
    prompt: 'A monthly budget with income, expenses and a balance',
    views: ['list', 'totals'],
    fields: ['Amount', 'Type'],
    see: ['Monthly Budget', 'Income', 'Balance'],
  },
  {
    prompt:
      'An inventory for my small shop with quantity, price and a category filter',
    views: ['list'],
    fields: ['Quantity', 'Price', 'Category'],
    see: ['Items', 'Add item'],
  },
  {
    prompt:
      'A conference event page with speakers, agenda, venue and a registration form',
    views: ['form'],
    sections: ['event'],
    see: ['Conference Event', 'Doors open', 'RSVP'],
  },
  {
    prompt: 'Spanish vocabulary flashcards',
    views: ['flashcards', 'list'],
    fields: ['Front', 'Back'],
    see: ['Flashcards', 'Add card'],
  },
  {
    prompt: 'A notes app with tags and search',
    views: ['list'],
    fields: ['Tags'],
    see: ['Notes', 'Search notes'],
  },
  {
    prompt:
      'A workout log with exercise, sets, reps and weight, and a weekly chart',
    views: ['list', 'chart'],
    fields: ['Exercise', 'Sets', 'Reps', 'Weight'],
    see: ['Workout Log', 'Workouts'],
  },
  {
    prompt:
      'A wedding website with our story, photo gallery, RSVP form and a map to the venue',
    views: ['form'],
    sections: ['about', 'gallery', 'event'],
    notBuilt: ['maps'],
    see: ['Wedding', 'Gallery', 'RSVP'],
  },
  {
    prompt:
      'An online store for handmade candles with a shopping cart and checkout',
    views: ['list'],
    fields: ['Price'],
    notBuilt: ['payments'],
    see: ['Products', 'Add product'],
  },
  {
    prompt: 'A BMI calculator',
    views: ['calculator'],
    see: ['BMI calculator', 'Height (cm)'],
  },
  {
    prompt: 'A plant watering tracker with a calendar and reminders',
    views: ['list', 'calendar'],
    fields: ['Last watered'],
    notBuilt: ['notifications and reminders'],
    see: ['Plants', 'Calendar'],
  },
  {
    prompt: 'Bakery website with menu, hours, reviews and a newsletter signup',
    views: ['form'],
    sections: ['menu', 'hours', 'testimonials'],
    see: ['Bakery', 'Sourdough loaf', 'Opening hours', 'Sign up'],
  },
  {
    prompt: 'A team chat app with login',
    notBuilt: ['real-time chat and multiplayer', 'sign-in and accounts'],
    see: ['Team Chat'],
  },
  {
    prompt: 'A habit tracker for water, steps and reading with daily goals',
    views: ['streaks'],
    fields: ['Daily goal'],
    see: ['Water', 'Steps', 'Reading', 'Mark done today'],
  },
  {
    prompt: 'A kanban board with columns for backlog, doing, review and done',
    views: ['board'],
    see: ['Backlog', 'Doing', 'Review', 'Done'],
  },
  {
    prompt:
      'A quiz about the solar system with multiple choice questions and a score',
    views: ['quiz', 'list'],
    fields: ['Question', 'Answer', 'Choices'],
    see: ['Quiz', 'Start quiz'],
  },
  {
    prompt: 'A countdown timer for my exam with a study checklist',
    views: ['timer', 'list'],
    fields: ['Done'],
    see: ['Countdown timer', '10:00'],
  },
  {
    prompt: 'A savings goal tracker with a progress bar',
    views: ['list'],
    notBuilt: ['progress bar'],
    see: ['Goals'],
  },
  {
    prompt: 'A stopwatch with laps',
    views: ['timer'],
    see: ['Stopwatch', 'Lap'],
  },
]

/**
 * Words of other kinds of app, each with the prompt words that make it
 * belong: an app whose prompt has none of them must not show the word.
 */
export const FOREIGN_WORDS: [string, string[]][] = [
  ['restaurant', ['restaurant']],
  ['table waiting', []],
  ['recipe', ['recipe']],
  ['habit', ['habit']],
  ['kanban', ['kanban']],
  ['espresso', ['coffee', 'cafe']],
  ['sourdough', ['bakery', 'bread']],
  ['bakery', ['bakery']],
  ['wedding', ['wedding']],
  ['workout', ['workout']],
  ['expense', ['expense', 'budget']],
  ['booking', ['booking', 'book a']],
  ['pipeline', ['pipeline', 'crm']],
  ['yoga', ['yoga']],
  ['salon', ['salon']],
]

import type { Domain } from './domains.ts'
import { faqCommon } from './faq-common.ts'

/** Food, fitness, travel and events domains of the offline generator. */
export const LEISURE_DOMAINS: Domain[] = [
  {
    id: 'food',
    keywords: [
      'restaurant',
      'cafe',
      'café',
      'coffee',
      'bakery',
      'pizza',
      'food',
      'recipe',
      'menu',
      'kitchen',
      'bistro',
      'bar',
    ],
    feature: 'form',
    formKind: 'booking',
    icons: ['Utensils', 'Coffee', 'Leaf'],
    tagline: 'Fresh food, warm welcome, a table waiting for you.',
    highlights: [
      ['Seasonal menu', 'Dishes that change with what the market brings in.'],
      ['Made in house', 'Bread, sauces and desserts prepared every morning.'],
      ['Local sourcing', 'Ingredients from farms within a short drive.'],
    ],
    about:
      'We started as a small kitchen with a few tables and a simple idea: cook honest food and treat every guest like a regular.',
    faq: [
      [
        'Do you take walk-ins?',
        'Yes, although booking ahead guarantees your table.',
      ],
      [
        'Are there vegetarian options?',
        'Every section of the menu has vegetarian dishes.',
      ],
      faqCommon,
    ],
  },
  {
    id: 'fitness',
    keywords: [
      'fitness',
      'gym',
      'workout',
      'habit',
      'water',
      'hydration',
      'steps',
      'health',
      'yoga',
      'running',
      'meditation',
      'sleep',
      'diet',
      'calories',
    ],
    feature: 'tracker',
    formKind: 'signup',
    icons: ['Dumbbell', 'Droplets', 'Footprints'],
    tagline: 'Small daily wins that add up to big changes.',
    highlights: [
      ['Daily goals', 'Set a target and see how close you are at a glance.'],
      ['One tap logging', 'Count a glass, a set or a walk with a single tap.'],
      ['Streak friendly', 'Your progress stays put, day after day.'],
    ],
    about:
      'Built for people who want a simple, honest log of their habits without accounts, ads or noise.',
    faq: [
      ['Can I track several things?', 'Yes, add as many trackers as you like.'],
      ['Can I reset a counter?', 'Each tracker has its own reset button.'],
      faqCommon,
    ],
  },
  {
    id: 'travel',
    keywords: [
      'travel',
      'trip',
      'vacation',
      'holiday',
      'packing',
      'flight',
      'hotel',
      'itinerary',
    ],
    feature: 'todo',
    formKind: 'booking',
    icons: ['Plane', 'Luggage', 'Compass'],
    tagline: 'Plan less, explore more.',
    highlights: [
      ['Pack with confidence', 'Tick things off so nothing stays behind.'],
      ['Everything in one place', 'Plans and lists live together.'],
      ['Works on the go', 'Check it from your phone at the gate.'],
    ],
    about:
      'A travel companion for people who like their trips organised but their holidays relaxed.',
    faq: [
      [
        'Can I share my list?',
        'Share the app link with your travel companions.',
      ],
      [
        'Does it work offline?',
        'It keeps your data for this app between visits.',
      ],
      faqCommon,
    ],
  },
  {
    id: 'events',
    keywords: [
      'wedding',
      'party',
      'event',
      'conference',
      'meetup',
      'birthday',
      'festival',
      'rsvp',
      'concert',
    ],
    feature: 'form',
    formKind: 'booking',
    icons: ['PartyPopper', 'Calendar', 'MapPin'],
    tagline: 'Save the date and let us know you are coming.',
    highlights: [
      ['The day', 'All the timings in one place.'],
      ['The venue', 'Directions, parking and accessibility details.'],
      ['The people', 'Reply once and we will keep you posted.'],
    ],
    about:
      'We are gathering the people we care about for a day to remember, and we would love you to be there.',
    faq: [
      [
        'Can I bring a guest?',
        'Add them to your reply and we will save a seat.',
      ],
      [
        'Is there a dress code?',
        'Smart casual, comfortable shoes recommended.',
      ],
      faqCommon,
    ],
  },
]

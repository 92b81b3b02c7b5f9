import type { FeatureKind, FormKind } from '../app-spec.ts'

export type Domain = {
  id: string
  keywords: string[]
  feature: FeatureKind
  formKind: FormKind
  icons: [string, string, string]
  tagline: string
  highlights: [string, string][]
  about: string
  faq: [string, string][]
}

const faqCommon: [string, string] = [
  'Is my data saved?',
  'Yes. Everything you add is stored for this app and is still there after a reload.',
]

export const DOMAINS: Domain[] = [
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
  {
    id: 'business',
    keywords: [
      'startup',
      'saas',
      'product',
      'business',
      'agency',
      'company',
      'launch',
      'waitlist',
      'consulting',
      'shop',
      'store',
      'newsletter',
    ],
    feature: 'form',
    formKind: 'signup',
    icons: ['Rocket', 'ChartBar', 'Shield'],
    tagline: 'The simplest way to get more done, launching soon.',
    highlights: [
      ['Fast setup', 'Up and running in minutes, not weeks.'],
      ['Clear insights', 'See what matters without digging through reports.'],
      ['Secure by default', 'Your data stays yours, always.'],
    ],
    about:
      'We are a small team that believes good tools should be simple, fast and pleasant to use.',
    faq: [
      ['When do you launch?', 'Soon. Join the list and you will hear first.'],
      ['Is there a free plan?', 'Yes, with generous limits for small teams.'],
      faqCommon,
    ],
  },
  {
    id: 'learning',
    keywords: [
      'study',
      'school',
      'class',
      'course',
      'homework',
      'learning',
      'student',
      'exam',
      'reading',
      'books',
      'lesson',
    ],
    feature: 'todo',
    formKind: 'signup',
    icons: ['GraduationCap', 'BookOpen', 'Lightbulb'],
    tagline: 'Stay on top of your studies, one task at a time.',
    highlights: [
      ['Plan your week', 'Break big assignments into small steps.'],
      ['Focus on today', 'See what is left and what is done.'],
      ['Keep ideas', 'Capture thoughts before they slip away.'],
    ],
    about:
      'Made by students for students who would rather learn than fight their planner.',
    faq: [
      ['Can I use it for group work?', 'Share the link and plan together.'],
      ['Does it remind me?', 'Open it each morning to see what is next.'],
      faqCommon,
    ],
  },
  {
    id: 'personal',
    keywords: [
      'portfolio',
      'personal',
      'resume',
      'blog',
      'photographer',
      'designer',
      'freelance',
      'freelancer',
      'artist',
    ],
    feature: 'form',
    formKind: 'contact',
    icons: ['Palette', 'Camera', 'Briefcase'],
    tagline: 'Selected work, a few words about me, and a way to get in touch.',
    highlights: [
      ['Design', 'Clean interfaces with attention to detail.'],
      ['Photography', 'Portraits and places in natural light.'],
      ['Collaboration', 'Clear communication from brief to delivery.'],
    ],
    about:
      'I help people and small teams turn ideas into things that look good and work well.',
    faq: [
      [
        'Are you available for work?',
        'Yes, send a message with a short brief.',
      ],
      ['How soon do you reply?', 'Usually within two working days.'],
      faqCommon,
    ],
  },
]

export const GENERAL_DOMAIN: Domain = {
  id: 'general',
  keywords: [],
  feature: 'todo',
  formKind: 'contact',
  icons: ['Sparkles', 'Zap', 'Heart'],
  tagline: 'A small app that does one thing well.',
  highlights: [
    ['Simple', 'Nothing to learn: open it and start.'],
    ['Saved for you', 'What you add is still here tomorrow.'],
    ['Fast', 'Loads instantly on any device.'],
  ],
  about: 'This app was made to keep things simple and get out of your way.',
  faq: [
    ['Does it cost anything?', 'No, it is free to use.'],
    ['Can I use it on my phone?', 'Yes, it works on any screen size.'],
    faqCommon,
  ],
}

export function domainById(id: string): Domain {
  return DOMAINS.find((d) => d.id === id) ?? GENERAL_DOMAIN
}

import type { Domain } from './domains.ts'
import { faqCommon } from './faq-common.ts'

/** Business, learning and personal domains of the offline generator. */
export const WORK_DOMAINS: Domain[] = [
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

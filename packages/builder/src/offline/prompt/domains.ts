import type { FeatureKind, FormKind } from '../app-spec.ts'
import { faqCommon } from './faq-common.ts'
import { LEISURE_DOMAINS } from './leisure-domains.ts'
import { WORK_DOMAINS } from './work-domains.ts'

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

export const DOMAINS: Domain[] = [...LEISURE_DOMAINS, ...WORK_DOMAINS]

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

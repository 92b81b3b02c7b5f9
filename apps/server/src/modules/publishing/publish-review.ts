import type { AccessRules } from '@kiln/contract/app-data'
import type { PublishFinding, PublishReview } from '@kiln/contract/publish'
import type { AppDataSpaces } from '../app-data'

type Collection = Awaited<ReturnType<AppDataSpaces['collections']>>[number]

/** Values that are keys by their shape (provider prefixes, PEM blocks). */
const KEY_SHAPES = [
  /^sk[-_]/i,
  /^(rk|pk)_live_/,
  /^gh[pousr]_[A-Za-z0-9]{20,}/,
  /^xox[abpr]-/,
  /^AKIA[0-9A-Z]{16}$/,
  /^AIza[0-9A-Za-z_-]{30,}$/,
  /^eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
]
const SECRET_NAME = /SECRET|PRIVATE|PASSWORD|PASSWD|TOKEN|API_?KEY/i
/** Long random-looking text: letters and digits mixed, no spaces. */
const RANDOM = /^(?=.*[a-z])(?=.*[A-Z0-9])[A-Za-z0-9_\-+/=]{24,}$/

/** Whether a public variable's value looks like a secret. */
export function looksSecret(name: string, value: string): boolean {
  const text = value.trim()
  if (text.length < 8) return false
  if (KEY_SHAPES.some((shape) => shape.test(text))) return true
  return SECRET_NAME.test(name) && (RANDOM.test(text) || text.length >= 12)
}

const list = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const fieldNames = (fields: string[]) =>
  fields.length === 1 ? `field ${fields[0]}` : `fields ${list(fields)}`

/** "e-mail addresses (field email) and phone numbers (field phone)". */
function personalData(c: Collection) {
  const parts: string[] = []
  if (c.emails.length) parts.push(`e-mail addresses (${fieldNames(c.emails)})`)
  if (c.phones.length) parts.push(`phone numbers (${fieldNames(c.phones)})`)
  return list(parts)
}

const WRITES = ['create', 'update', 'delete'] as const
const WRITE_VERBS = { create: 'add', update: 'change', delete: 'delete' }

/** What a fix that needs sign-in means in an app without it. */
const NO_SIGN_IN =
  ' This app has no sign-in yet: after this fix, visitors can no longer do this until you add sign-in.'

function collectionFindings(c: Collection): PublishFinding[] {
  const findings: PublishFinding[] = []
  const holds = personalData(c)
  const caveat = c.usesSignIn ? '' : NO_SIGN_IN
  const open = WRITES.filter((action) => c.rules[action] === 'anyone')
  if (open.length > 0) {
    const rules: AccessRules = { ...c.rules }
    for (const action of open) rules[action] = 'signed-in'
    findings.push({
      kind: 'open-write',
      collection: c.name,
      title: `Anyone can change “${c.name}”`,
      detail: `Visitors who are not signed in can ${list(open.map((a) => WRITE_VERBS[a]))} its records${holds ? `, which hold ${holds}` : ''}.${caveat}`,
      fix: { label: 'Only signed-in visitors can write', rules },
    })
  }
  if (c.rules.list === 'anyone' || c.rules.read === 'anyone') {
    findings.push({
      kind: 'open-read',
      collection: c.name,
      title: holds
        ? `Anyone can read the ${holds.replace(/ \(.*?\)/g, '')} in “${c.name}”`
        : `Anyone can read “${c.name}”`,
      detail: `${
        holds
          ? `Visitors who are not signed in can see its records, which hold ${holds}.`
          : 'Visitors who are not signed in can see its records: fine for public content such as a menu or a catalogue.'
      }${caveat}`,
      fix: {
        label: 'Only the person who added a record can see it',
        rules: { ...c.rules, list: 'owner', read: 'owner' },
      },
    })
  }
  return findings
}

/** What publishing a version would expose: open collections, public secrets, test data. */
export function reviewFindings(input: {
  collections: Collection[]
  env: Record<string, string>
  previewData: PublishReview['previewData']
  /** Whose data the app serves now, if published. */
  publishedData: 'own' | 'preview' | null
}): PublishFinding[] {
  const findings = input.collections.flatMap(collectionFindings)
  for (const [name, value] of Object.entries(input.env)) {
    if (!looksSecret(name, value)) continue
    findings.push({
      kind: 'public-secret',
      title: `“${name}” looks like a secret`,
      detail:
        "Public variables are built into the app's code, where any visitor can read them. Remove it in the Settings tab and call the service through an API in Integrations, which keeps its key on the server.",
    })
  }
  const { records, endUsers } = input.previewData
  if (records + endUsers > 0) {
    const held = list(
      [
        records ? `${records} record${records === 1 ? '' : 's'}` : '',
        endUsers
          ? `${endUsers} account${endUsers === 1 ? '' : 's'} of the app's users`
          : '',
      ].filter(Boolean)
    )
    const start =
      input.publishedData === 'own'
        ? 'The published app keeps its own data'
        : 'The published app starts with its own, empty data'
    findings.push({
      kind: 'test-data',
      title: 'The preview holds data made while testing',
      detail: `${held}. ${start} unless you choose to copy the preview's.`,
    })
  }
  return findings
}

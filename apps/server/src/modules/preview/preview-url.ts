import type { Env } from '../../config/env'

export type PreviewEnv = Pick<Env, 'previewPort' | 'previewOriginTemplate'>

/** One DNS label, as the template's `{label}` may hold it. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const ID = '[a-z0-9][a-z0-9-]{0,59}'

/** The template's placeholder for the label (`{projectId}` is its old name). */
const PLACEHOLDER = /\{(?:label|projectId)\}/

/**
 * What a preview origin serves, named by its label: `v-<taskId>` one
 * version, `p-<slug>` a project's published app (a random slug drawn at
 * publish time, so the address names no project), `s-<shareLinkId>` the
 * version of a share link (answers only while the link is active). A bare
 * `<projectId>` is the old per-project origin, which only redirects.
 */
export type PreviewSiteName =
  | { kind: 'version'; taskId: string }
  | { kind: 'published'; slug: string }
  | { kind: 'share'; shareId: string }
  | { kind: 'legacy'; projectId: string }

const PREFIX = { version: 'v', published: 'p', share: 's' } as const

/** The origin whose label is `label` (lower-cased: host names are). */
export function previewOrigin(env: PreviewEnv, label: string): string {
  return env.previewOriginTemplate
    .replace(PLACEHOLDER, label.toLowerCase())
    .replace('{port}', String(env.previewPort))
}

/** Where a version (build task) is previewed: the root of its own origin. */
export const previewUrl = (env: PreviewEnv, taskId: string) =>
  `${previewOrigin(env, `${PREFIX.version}-${taskId}`)}/`

/** The stable address of a project's published app (`slug` of its published row). */
export const publishedUrl = (env: PreviewEnv, slug: string) =>
  `${previewOrigin(env, `${PREFIX.published}-${slug}`)}/`

/** The address that shows a share link's version while the link is active. */
export const shareUrl = (env: PreviewEnv, shareId: string) =>
  `${previewOrigin(env, `${PREFIX.share}-${shareId}`)}/`

/** Every preview origin at once, for a CSP source list (`http://*.localhost:3001`). */
export const anyPreviewOrigin = (env: PreviewEnv) => previewOrigin(env, '*')

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function readLabel(label: string): PreviewSiteName | undefined {
  const named = new RegExp(`^([vps])-(${ID})$`).exec(label)
  if (!named) {
    return new RegExp(`^${ID}$`).test(label)
      ? { kind: 'legacy', projectId: label }
      : undefined
  }
  const [, prefix, id = ''] = named
  if (prefix === PREFIX.version) return { kind: 'version', taskId: id }
  if (prefix === PREFIX.published) return { kind: 'published', slug: id }
  return { kind: 'share', shareId: id }
}

/**
 * Matches a Host header against the template's host part and says what its
 * label names, or undefined for any other host.
 */
export function createHostMatcher(env: PreviewEnv) {
  const host = env.previewOriginTemplate.replace(/^https?:\/\//, '')
  const [before = '', after = ''] = host.split(PLACEHOLDER)
  const pattern = new RegExp(
    `^${escapeRegExp(before.toLowerCase())}(${LABEL})${escapeRegExp(
      after.toLowerCase()
    ).replace('\\{port\\}', String(env.previewPort))}$`
  )
  return (hostHeader: string | undefined): PreviewSiteName | undefined => {
    const label = pattern.exec((hostHeader ?? '').toLowerCase())?.[1]
    return label ? readLabel(label) : undefined
  }
}

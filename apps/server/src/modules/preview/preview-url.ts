import type { Env } from '../../config/env'

export type PreviewEnv = Pick<Env, 'previewPort' | 'previewOriginTemplate'>

/** A project id as it may appear in a host name (one DNS label). */
const PROJECT_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'

/** The origin that serves a project's generated app, one per project. */
export function previewOrigin(env: PreviewEnv, projectId: string): string {
  return env.previewOriginTemplate
    .replace('{projectId}', projectId.toLowerCase())
    .replace('{port}', String(env.previewPort))
}

/** Where a version (build task) of a project is previewed. */
export function previewUrl(
  env: PreviewEnv,
  projectId: string,
  taskId: string
): string {
  return `${previewOrigin(env, projectId)}/v/${encodeURIComponent(taskId)}/`
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Matches a Host header against the template's host part and returns the
 * project id it names, or undefined for any other host.
 */
export function createHostMatcher(env: PreviewEnv) {
  const host = env.previewOriginTemplate
    .replace(/^https?:\/\//, '')
    .toLowerCase()
  const [before = '', after = ''] = host.split('{projectid}')
  const pattern = new RegExp(
    `^${escapeRegExp(before)}(${PROJECT_LABEL})${escapeRegExp(after).replace(
      '\\{port\\}',
      String(env.previewPort)
    )}$`
  )
  return (hostHeader: string | undefined): string | undefined =>
    pattern.exec((hostHeader ?? '').toLowerCase())?.[1]
}

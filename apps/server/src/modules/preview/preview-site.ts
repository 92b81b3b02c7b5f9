import { isIP } from 'node:net'

const labels = (host: string) => host.toLowerCase().split('.').reverse()

/**
 * A warning when previews share a parent domain with PUBLIC_URL (say
 * `{label}.kiln.example.com` next to `kiln.example.com`): a generated
 * app could then set a cookie for that parent, and Kiln's pages read an
 * `access_token` cookie as a fallback session. Previews belong on another
 * site (their own registrable domain). `localhost` is fine: browsers refuse
 * `Domain=localhost` cookies.
 */
export function previewSiteWarning(
  publicUrl: string,
  previewOriginTemplate: string
): string | null {
  const app = new URL(publicUrl).hostname
  const preview = new URL(
    previewOriginTemplate
      .replace(/\{(?:label|projectId)\}/, 'app')
      .replace('{port}', '1')
  ).hostname
  if (isIP(app) || isIP(preview.replace(/^\[|\]$/g, ''))) return null
  const [a, b] = [labels(app), labels(preview)]
  let shared = 0
  while (shared < a.length && a[shared] === b[shared]) shared++
  // One shared label is a top-level domain (or localhost): no cookie for it.
  if (shared < 2) return null
  const parent = a.slice(0, shared).reverse().join('.')
  return `Previews (${preview}) share the parent domain ${parent} with PUBLIC_URL (${app}): a generated app could set cookies for ${parent} that Kiln's pages read. Serve previews from a site of their own (PREVIEW_ORIGIN_TEMPLATE).`
}

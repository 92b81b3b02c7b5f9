import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import type { FileMap } from '../files/file-map.ts'

/**
 * Binary files live in a FileMap as `data:<mime>;base64,<bytes>` strings;
 * every other file is UTF-8 text.
 */
const DATA_URL = /^data:([^;,]*)(;base64)?,/

/** Extensions Vite imports as a URL (images, media, fonts, documents). */
const ASSET_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.md': 'text/markdown; charset=utf-8',
}

export function isAssetFile(path: string): boolean {
  return posix.extname(path).toLowerCase() in ASSET_TYPES
}

/** A file's MIME type from its extension. */
export function contentTypeOf(path: string): string {
  const ext = posix.extname(path).toLowerCase()
  return ASSET_TYPES[ext] ?? TEXT_TYPES[ext] ?? 'application/octet-stream'
}

export type SiteAsset = {
  /** Relative to the site root. */
  path: string
  contentType: string
  /** UTF-8 text, or base64 when `encoding` is 'base64'. */
  content: string
  encoding?: 'base64'
}

/** A FileMap value as an asset body: base64 data URLs decoded, text as is. */
export function assetBody(
  path: string,
  value: string
): Pick<SiteAsset, 'content' | 'encoding' | 'contentType'> {
  const match = DATA_URL.exec(value)
  if (!match) return { content: value, contentType: contentTypeOf(path) }
  const body = value.slice(match[0].length)
  const contentType = match[1] || contentTypeOf(path)
  if (match[2]) return { content: body, encoding: 'base64', contentType }
  return { content: decodeURIComponent(body), contentType }
}

/** A FileMap value as the file's bytes (what a zip or a disk holds). */
export function fileBytes(value: string): Uint8Array {
  const match = DATA_URL.exec(value)
  if (!match) return new TextEncoder().encode(value)
  const body = value.slice(match[0].length)
  if (match[2]) return new Uint8Array(Buffer.from(body, 'base64'))
  try {
    return new TextEncoder().encode(decodeURIComponent(body))
  } catch {
    return new TextEncoder().encode(value)
  }
}

/** Emits a project file as a hashed asset; returns its site path. */
export type EmitAsset = (path: string, value: string) => string

export function createAssetEmitter(): {
  emit: EmitAsset
  assets: Map<string, SiteAsset>
} {
  const assets = new Map<string, SiteAsset>()
  const emit: EmitAsset = (path, value) => {
    const ext = posix.extname(path)
    const base = posix.basename(path, ext).replace(/[^\w-]/g, '_') || 'asset'
    const hash = createHash('sha256').update(value).digest('hex').slice(0, 10)
    const out = `assets/${base}-${hash}${ext.toLowerCase()}`
    assets.set(out, { path: out, ...assetBody(path, value) })
    return out
  }
  return { emit, assets }
}

/** The project's `public/` folder, served at the app's root. */
export function publicAssets(files: FileMap): SiteAsset[] {
  const out: SiteAsset[] = []
  for (const [path, value] of Object.entries(files)) {
    if (!path.startsWith('public/')) continue
    const rel = path.slice(7)
    if (!rel || rel === 'index.html') continue
    out.push({ path: rel, ...assetBody(path, value) })
  }
  return out.sort((a, b) => a.path.localeCompare(b.path))
}

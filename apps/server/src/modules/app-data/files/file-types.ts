import { AppError } from '../../../lib/app-error'

/** Raster images, served inline (an <img> shows them); their bytes must match the type. */
const IMAGE_SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) =>
    b
      .subarray(0, 8)
      .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/avif': (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif',
}

/** Everything else allowed, always downloaded as an attachment (never rendered on the app's origin). */
const ATTACHMENT_TYPES = new Set([
  'image/svg+xml',
  'application/pdf',
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/json',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'video/mp4',
  'video/webm',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
])

export const isInlineImage = (type: string) => type in IMAGE_SIGNATURES

/** The upload's media type, lower-cased without parameters; 415 unless allowed. */
export function checkFileType(
  header: string | undefined,
  body: Buffer
): string {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase()
  const sniff = IMAGE_SIGNATURES[type]
  if (sniff) {
    if (!sniff(body)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: `This file is not a valid ${type.slice(6).toUpperCase()} image.`,
      })
    }
    return type
  }
  if (ATTACHMENT_TYPES.has(type)) return type
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
    message: `Files of type "${type || 'unknown'}" cannot be uploaded. Allowed: images (PNG, JPEG, GIF, WebP, AVIF, SVG), PDF, text, CSV, JSON, audio, video, ZIP and Office documents.`,
  })
}

/** A file name safe to store and to put in Content-Disposition. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const clean = [...base]
    .filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200)
  return clean || 'file'
}

/** `attachment; filename=...` with an ASCII fallback and the UTF-8 name. */
export function dispositionOf(type: string, name: string): string {
  const kind = isInlineImage(type) ? 'inline' : 'attachment'
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

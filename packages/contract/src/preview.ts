import { z } from 'zod'

/**
 * postMessage protocol between a generated app (preview origin, inside the
 * studio's sandboxed iframe) and the studio (app origin, PUBLIC_URL).
 *
 * - The preview posts only to the exact app origin, never '*'.
 * - The studio accepts a message only when `event.origin` equals
 *   `new URL(task.previewUrl).origin` and the data parses with
 *   `previewMessageSchema` (use `readPreviewMessage`).
 * - The preview accepts commands only from the parent window at the app
 *   origin.
 */
export const PREVIEW_BRIDGE_PATH = '/__kiln/bridge.js'

export const previewErrorMessageSchema = z.object({
  type: z.literal('kiln:preview-error'),
  /** 'error' (window error), 'unhandledrejection' or 'resource' (a failed load). */
  kind: z.enum(['error', 'unhandledrejection', 'resource']),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  taskId: z.string().max(100),
})
export type PreviewErrorMessage = z.infer<typeof previewErrorMessageSchema>

/** Sent once the bridge is loaded, so the studio knows the frame is alive. */
export const previewReadyMessageSchema = z.object({
  type: z.literal('kiln:preview-ready'),
  taskId: z.string().max(100),
})

/**
 * The selection script (PREVIEW_SELECT_PATH, version origins only): the
 * element the user clicked in select mode, by its `data-kiln-loc` tag.
 */
export const previewSelectedMessageSchema = z.object({
  type: z.literal('kiln:selected'),
  loc: z.string().max(1100),
  tagName: z.string().max(100),
  rect: z.object({
    x: z.number(),
    y: z.number(),
    width: z.number(),
    height: z.number(),
  }),
})
export type PreviewSelectedMessage = z.infer<
  typeof previewSelectedMessageSchema
>

/** Inline text editing in select mode: the new text the user typed into a selected element. */
export const previewInlineTextMessageSchema = z.object({
  type: z.literal('kiln:inline-text'),
  loc: z.string().max(1100),
  text: z.string().max(10_000),
})

/** The selection script listens (it loads after the bridge): select mode can be sent. */
export const previewSelectReadyMessageSchema = z.object({
  type: z.literal('kiln:select-ready'),
})

export const previewMessageSchema = z.discriminatedUnion('type', [
  previewErrorMessageSchema,
  previewReadyMessageSchema,
  previewSelectedMessageSchema,
  previewSelectReadyMessageSchema,
  previewInlineTextMessageSchema,
])
export type PreviewMessage = z.infer<typeof previewMessageSchema>

/** The visual edits' selection script, served on a version's own origin only. */
export const PREVIEW_SELECT_PATH = '/__kiln/select.js'

/** Commands the studio may send into the frame (`frame.contentWindow.postMessage(cmd, previewOrigin)`). */
export const previewCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('kiln:reload') }),
  /** Select mode on or off: hovered elements are outlined, a click selects instead of acting. */
  z.object({ type: z.literal('kiln:select-mode'), on: z.boolean() }),
  /**
   * A visual edit shown at once in the frame, until its version is built:
   * the elements of `loc` get the text, swap classes `from` → `to`, or the image.
   */
  z.object({
    type: z.literal('kiln:patch'),
    loc: z.string(),
    text: z.string().optional(),
    className: z.object({ from: z.string(), to: z.string() }).optional(),
    src: z.string().optional(),
  }),
])
export type PreviewCommand = z.infer<typeof previewCommandSchema>

/** The origin of a preview URL such as `http://v-<taskId>.localhost:3001/`. */
export function previewOriginOf(previewUrl: string): string {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(previewUrl)
  if (!match?.[1]) throw new Error(`Not a preview URL: ${previewUrl}`)
  return match[1].toLowerCase()
}

/** A message event from the preview of `expectedOrigin`, or null for anything else. */
export function readPreviewMessage(
  event: { origin: string; data: unknown },
  expectedOrigin: string
): PreviewMessage | null {
  if (event.origin !== expectedOrigin) return null
  const parsed = previewMessageSchema.safeParse(event.data)
  return parsed.success ? parsed.data : null
}

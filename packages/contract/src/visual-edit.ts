import { z } from 'zod'

/**
 * Visual edits (issue 28): the studio selects an element of a version's
 * preview by its `data-kiln-loc` tag (`file:line:column`) and changes its
 * text, classes or image source in the source file, as a new version
 * (no model call, no credit).
 */
export const sourceLocSchema = z
  .string()
  .max(1100)
  .regex(
    /^[^\n]+:\d{1,7}:\d{1,7}$/,
    'Not an element location (file:line:column).'
  )

export const elementQuerySchema = z.object({ loc: sourceLocSchema })

export const fieldViewSchema = z.object({
  value: z.string().nullable(),
  editable: z.boolean(),
  /** Why it cannot be edited here (computed by code, drawn per list item…). */
  reason: z.string().optional(),
})
export type FieldView = z.infer<typeof fieldViewSchema>

export const elementViewSchema = z.object({
  loc: z.string(),
  file: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  tagName: z.string(),
  /** The function component the element is written in. */
  component: z.string().nullable(),
  /** null: the element holds no text (`<img />`). */
  text: fieldViewSchema.nullable(),
  className: fieldViewSchema,
  /** Only for `<img>`. */
  src: fieldViewSchema.nullable(),
})
export type ElementView = z.infer<typeof elementViewSchema>

// eslint-disable-next-line no-control-regex
const noControl = /^[^\u0000-\u001f\u007f]*$/

export const visualEditBodySchema = z
  .object({
    loc: sourceLocSchema,
    text: z.string().max(10_000).optional(),
    className: z
      .string()
      .max(2000)
      .regex(noControl, 'Classes are one line of text.')
      .optional(),
    src: z
      .string()
      .trim()
      .min(1, 'Choose an image.')
      .max(2048)
      .regex(noControl, 'An image source is one line of text.')
      .refine(
        (src) => !/^\s*(javascript|vbscript):/i.test(src),
        'An image source is a file or an http(s) address.'
      )
      .optional(),
  })
  .refine(
    (body) =>
      body.text !== undefined ||
      body.className !== undefined ||
      body.src !== undefined,
    'Nothing to change: send text, className or src.'
  )
export type VisualEditBody = z.infer<typeof visualEditBodySchema>

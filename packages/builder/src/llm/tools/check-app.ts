import { tool } from 'ai'
import { z } from 'zod'
import type {
  AppChecker,
  AppVisitResult,
  BuildInput,
  KilnTool,
} from '../../build-types.ts'
import { formatBuildErrors } from '../../bundle/build-error.ts'
import { bundleInPool } from '../../pool/build-pool.ts'
import { MAX_STEPS } from '../../run-check/page-visit.ts'

export const CHECK_APP_TOOL = 'checkApp'
/** checkApp calls one build may make when its caller sets none. */
export const DEFAULT_CHECK_APP_CALLS = 6

const target = z.object({
  role: z
    .string()
    .min(1)
    .max(40)
    .describe('ARIA role, e.g. button, link, textbox, checkbox, combobox'),
  name: z.string().max(200).describe('Accessible name (label or text)'),
})

const stepSchema = z.union([
  z.object({ click: target }),
  z.object({ type: target, text: z.string().max(500) }),
])

type CheckAppOptions = {
  visit: NonNullable<AppChecker['visit']>
  input: Pick<BuildInput, 'bundleOptions' | 'bundleBase' | 'signal'>
  maxCalls: number
  /** Send the screenshot back as an image (the model accepts images). */
  images: boolean
}

/** The result the model reads (the screenshot goes as an image, when it can see one). */
function resultText(result: AppVisitResult) {
  if (result.skipped) return result.skipped
  const errors = result.errors.length
    ? `Errors:\n${result.errors.map((e) => `- ${e}`).join('\n')}`
    : 'No errors.'
  return `Opened ${result.path}.\n${errors}\nVisible text:\n${result.text || '(none)'}`
}

/**
 * checkApp: builds the current files and opens one route in the run
 * check's browser (the app at its own origin, nothing else reachable),
 * optionally clicking or typing by accessible role and name; returns the
 * errors, the visible text in short and (for models that see images) a
 * screenshot. At most `maxCalls` per build.
 */
export function checkAppTool(options: CheckAppOptions): KilnTool {
  let calls = 0
  return {
    name: CHECK_APP_TOOL,
    create: (ctx) =>
      tool({
        description: `Open the app as it is now in a headless browser at a route (e.g. "/" or "/settings"), optionally click or type by ARIA role and accessible name (at most ${MAX_STEPS} steps), and get back uncaught errors, console errors, failed requests and the visible text. Use it to verify that a page renders and works. At most ${options.maxCalls} calls per build.`,
        inputSchema: z.object({
          path: z.string().max(200).default('/'),
          steps: z.array(stepSchema).max(MAX_STEPS).default([]),
        }),
        execute: async ({ path, steps }) => {
          if (calls >= options.maxCalls)
            throw new Error(
              `Rejected: checkApp may be called at most ${options.maxCalls} times per build`
            )
          calls++
          const { input } = options
          const bundle = await bundleInPool(
            ctx.files,
            { ...input.bundleOptions, base: input.bundleBase },
            input.signal
          )
          if (!bundle.ok)
            return {
              path,
              errors: [],
              text: '',
              skipped: `The app does not build, so it was not opened:\n${formatBuildErrors(bundle.errors.slice(0, 10))}`,
            } satisfies AppVisitResult
          return options.visit(
            { files: ctx.files, assets: bundle.assets, deps: bundle.deps },
            { path, steps },
            input.signal
          )
        },
        toModelOutput: ({ output }) => {
          const result = output as AppVisitResult
          const text = { type: 'text' as const, text: resultText(result) }
          return options.images && result.screenshot
            ? {
                type: 'content',
                value: [
                  text,
                  {
                    type: 'image-data',
                    data: result.screenshot,
                    mediaType: 'image/jpeg',
                  },
                ],
              }
            : { type: 'text', value: text.text }
        },
      }),
  }
}

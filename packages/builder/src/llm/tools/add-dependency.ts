import { tool } from 'ai'
import { validRange } from 'semver'
import { z } from 'zod'
import type { KilnTool } from '../../build-types.ts'
import { applyChange } from './tool-context.ts'

const NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/
const DIST_TAG = /^[a-z][a-z0-9._-]{0,63}$/

type PackageJson = { dependencies?: Record<string, string> } & Record<
  string,
  unknown
>

function readPackageJson(text: string | undefined): PackageJson {
  if (text === undefined) return { name: 'app', private: true, type: 'module' }
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as PackageJson
  } catch {
    // reported below
  }
  throw new Error(
    'Rejected: package.json is not a JSON object; fix it with writeFile first'
  )
}

export const addDependency: KilnTool = {
  name: 'addDependency',
  create: (ctx) =>
    tool({
      description:
        "Add an npm package to the app's package.json dependencies (Kiln installs it for the preview). Call it before importing a package the project does not have yet.",
      inputSchema: z.object({
        name: z
          .string()
          .describe(
            'The npm package name, e.g. date-fns or @tanstack/react-table'
          ),
        versionRange: z
          .string()
          .optional()
          .describe('A semver range such as ^4.1.0; default latest'),
      }),
      execute: async ({ name, versionRange }) => {
        const range = versionRange?.trim() || 'latest'
        if (name.length > 214 || !NAME.test(name))
          throw new Error(`Rejected: '${name}' is not a valid npm package name`)
        if (range.length > 100 || (!validRange(range) && !DIST_TAG.test(range)))
          throw new Error(
            `Rejected: '${range}' is not a semver range or dist-tag`
          )
        const pkg = readPackageJson(ctx.files['package.json'])
        const deps = new Map(Object.entries(pkg.dependencies ?? {}))
        deps.set(name, range)
        const dependencies = Object.fromEntries(
          [...deps].sort(([a], [b]) => a.localeCompare(b))
        )
        const next = `${JSON.stringify({ ...pkg, dependencies }, null, 2)}\n`
        if (next === ctx.files['package.json'])
          return { ok: true, name, range, unchanged: true }
        return { ...applyChange(ctx, 'package.json', next), name, range }
      },
    }),
}

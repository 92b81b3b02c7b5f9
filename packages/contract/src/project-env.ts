import { z } from 'zod'
import { idSchema } from './ids'

/** A name Vite exposes to the app's code as `import.meta.env.<name>`. */
export const ENV_VAR_NAME = /^VITE_[A-Z0-9_]+$/
export const MAX_ENV_VARS = 50
export const MAX_ENV_NAME_CHARS = 100
export const MAX_ENV_VALUE_CHARS = 4096

/** Why a variable cannot be saved as given, in words for the user; null when it can. */
export function envVarProblem(name: string, value: string): string | null {
  if (!ENV_VAR_NAME.test(name)) {
    return `"${name}" is not a valid name: names start with VITE_ and use only capital letters, digits and underscores (for example VITE_API_URL).`
  }
  if (/[\r\n]/.test(value)) return `The value of ${name} must be on one line.`
  return null
}

/** The first problem of a whole set (a bad name or value, a name listed twice); null when none. */
export function envSetProblem(
  variables: readonly { name: string; value: string }[]
): string | null {
  const seen = new Set<string>()
  for (const { name, value } of variables) {
    const problem = envVarProblem(name, value)
    if (problem) return problem
    if (seen.has(name)) return `${name} is listed twice.`
    seen.add(name)
  }
  return null
}

export const envVarSchema = z.object({
  name: z.string().trim().min(1).max(MAX_ENV_NAME_CHARS),
  value: z.string().max(MAX_ENV_VALUE_CHARS),
})
export type EnvVar = z.infer<typeof envVarSchema>

export const projectEnvParamsSchema = z.object({ projectId: idSchema })

/**
 * GET and PUT /build_project/{projectId}/env: the project's public `VITE_*`
 * variables, the whole set at once, sorted by name. The next build of the
 * project uses them (over its own .env files).
 */
export const projectEnvSchema = z.object({
  variables: z
    .array(envVarSchema)
    .max(MAX_ENV_VARS)
    .superRefine((variables, ctx) => {
      const problem = envSetProblem(variables)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
})
export type ProjectEnv = z.infer<typeof projectEnvSchema>

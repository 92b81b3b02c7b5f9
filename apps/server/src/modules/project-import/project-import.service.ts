import type { GitLimits } from '@kiln/builder/git'
import { humanizeName, type ImportedFiles } from '@kiln/builder/import'
import { unpackZipInPool } from '@kiln/builder/pool'
import type { BuildTask } from '@kiln/contract/build-tasks'
import type { ImportGitBody } from '@kiln/contract/project-import'
import { AppError } from '../../lib/app-error'
import type { BuildTasksService } from '../build-tasks'
import {
  refuseBlockedDestination,
  type GuardedFetch,
  type Policy,
} from '../outbound'
import { remoteSpec, runGit, withScratchRepo } from './git/git-repo'

type Deps = {
  filesVersion: BuildTasksService['filesVersion']
  fetch: GuardedFetch
  /** What a clone may fetch (GIT_MAX_UNPACKED_MB). */
  gitLimits: GitLimits
  policy: Policy
}

const STATUS_CODES = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
} as const

/** What Kiln says under an imported version: the files it left out, if any. */
function leftOutNote(imported: ImportedFiles): string | undefined {
  if (imported.leftOut.length === 0) return undefined
  const shown = imported.leftOut.slice(0, 10).map((why) => `- ${why}`)
  const more = imported.leftOut.length - shown.length
  return [
    `Imported ${imported.files.length} files. Left out ${imported.leftOut.length} that a Kiln project cannot hold:`,
    ...shown,
    ...(more > 0 ? [`- and ${more} more`] : []),
  ].join('\n')
}

/** "acme-shop-main.zip" -> "Acme shop"; "https://host/acme/shop.git" -> "Shop". */
function nameFromSource(raw: string): string {
  const base = raw
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .pop()!
    .replace(/\.(zip|git)$/i, '')
    .replace(/[-_](main|master)$/i, '')
  return humanizeName(base) ?? 'Imported project'
}

/**
 * Imports an existing project as version 1 of a new one (docs/product.md,
 * Import): from an uploaded zip (unpacked in a build worker) or a shallow
 * clone of a Git repository (in a build worker, its requests through the
 * outbound guard). Costs no credits;
 * the version is bundled and previewed like a code-editor save.
 */
export function createProjectImportService(deps: Deps) {
  const start = (
    userId: string,
    imported: ImportedFiles,
    source: string,
    prompt: string
  ) =>
    deps.filesVersion(userId, {
      project: { name: imported.name ?? nameFromSource(source) },
      files: imported.files,
      prompt,
      ...(leftOutNote(imported) ? { note: leftOutNote(imported)! } : {}),
    })

  return {
    async importZip(
      userId: string,
      fileName: string,
      zip: Uint8Array
    ): Promise<BuildTask> {
      const outcome = await unpackZipInPool(zip)
      if (!outcome.ok) {
        throw new AppError(STATUS_CODES[outcome.problem.status], {
          message: outcome.problem.message,
        })
      }
      const label =
        fileName.split(/[\\/]/).pop()!.slice(0, 120) || 'project.zip'
      return start(userId, outcome, label, `Imported ${label}`)
    },

    async importGit(userId: string, body: ImportGitBody): Promise<BuildTask> {
      refuseBlockedDestination(body.gitUrl, deps.policy)
      const token = body.token?.trim() || undefined
      // cloned, unpacked and read in a build worker, within IMPORT_LIMITS
      const imported = await withScratchRepo((dir) =>
        runGit(
          deps.fetch,
          {
            op: 'import',
            dir,
            remote: remoteSpec({
              url: body.gitUrl,
              ...(token ? { token } : {}),
            }),
            ...(body.ref ? { ref: body.ref } : {}),
            ...(body.subdir ? { subdir: body.subdir } : {}),
          },
          {
            ...(token ? { token } : {}),
            ...(body.ref ? { ref: body.ref } : {}),
          },
          deps.gitLimits
        )
      )
      const where = `${body.gitUrl}${body.ref ? ` (${body.ref})` : ''}${body.subdir ? `, folder ${body.subdir}` : ''}`
      return start(
        userId,
        imported,
        body.subdir || body.gitUrl,
        `Imported ${where}`
      )
    },
  }
}

export type ProjectImportService = ReturnType<typeof createProjectImportService>

import {
  fileContentProblem,
  isProjectFilePath,
  UPLOAD_TYPES,
} from '@kiln/contract/file-edits'
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@kiln/contract/project-import'
import { LOCKFILE_PATH } from '../packages/lockfile.ts'

/** One entry of an archive or a repository tree, before it is judged. */
export type ImportEntry = {
  /** The path as the archive or tree spells it. */
  path: string
  kind: 'file' | 'directory' | 'symlink' | 'other'
  /** The bytes, read lazily: ignored entries are never unpacked. */
  read: () => Uint8Array
  /** Bytes once unpacked (declared by the archive; bounded before reading). */
  size: number
}

/** Why an import is refused: the HTTP status and the words for the user. */
export type ImportProblem = { status: 400 | 413 | 415; message: string }

export type ImportedFiles = {
  /** Path -> text, or a `data:` URL for an image, font or other upload. */
  files: [string, string][]
  /** Files the project cannot hold (too large, unknown binary, odd name), with why. */
  leftOut: string[]
  /** The name package.json gives, humanised, or null. */
  name: string | null
}

export type ImportOutcome =
  ({ ok: true } & ImportedFiles) | { ok: false; problem: ImportProblem }

export class ImportRefused extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.message)
  }
}

/** Folders left out wherever they are. */
const IGNORED_ANYWHERE = new Set(['node_modules', '.git', '__MACOSX'])
/** Build output and caches at the project's root. */
const IGNORED_AT_ROOT = new Set([
  'dist',
  'build',
  'out',
  '.next',
  '.nuxt',
  '.output',
  '.svelte-kit',
  '.vercel',
  '.netlify',
  '.turbo',
  '.cache',
  '.parcel-cache',
  '.vite',
  'coverage',
])
/** Lockfiles of other package managers (Kiln records its own, .kiln/deps.lock.json). */
const IGNORED_FILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
  '.DS_Store',
  'Thumbs.db',
])

/** The path with its separators made forward slashes; throws for one that escapes. */
function safePath(raw: string): string {
  const path = raw.replace(/\\/g, '/')
  if (
    path.startsWith('/') ||
    /^[a-zA-Z]:/.test(path) ||
    path.split('/').some((part) => part === '..')
  ) {
    throw new ImportRefused({
      status: 400,
      message: IMPORT_MESSAGES.ESCAPES(raw.slice(0, 200)),
    })
  }
  return path.replace(/^(\.\/)+/, '')
}

/** Left out of an import: node_modules, .git, build output at the root, other lockfiles, .kiln/ but its lockfile. */
export function isIgnoredPath(path: string): boolean {
  const parts = path.split('/')
  if (parts.some((part) => IGNORED_ANYWHERE.has(part))) return true
  if (parts.length > 1 && IGNORED_AT_ROOT.has(parts[0]!)) return true
  if (IGNORED_FILES.has(parts[parts.length - 1]!)) return true
  return path.startsWith('.kiln/') && path !== LOCKFILE_PATH
}

/** Folders of an app's own source: a zip of just one of them keeps it. */
const SOURCE_FOLDERS = new Set(['src', 'public', 'app', 'pages', 'components'])

/**
 * The folders every entry sits in (a GitHub or builder download, or a
 * folder zipped inside a folder of the same name), or '': stripped while
 * one folder holds everything, at most three levels; a source folder such
 * as src/ or app/ only when it holds a package.json or index.html.
 */
function topFolder(paths: string[]): string {
  let rest = paths.filter((path) => {
    const name = path.slice(path.lastIndexOf('/') + 1)
    return path && !path.startsWith('__MACOSX/') && !IGNORED_FILES.has(name)
  })
  let prefix = ''
  for (let level = 0; level < 3 && rest.length > 0; level++) {
    const first = rest[0]!.split('/')[0]!
    const shared = rest.every(
      (path) => path.startsWith(`${first}/`) && path.length > first.length + 1
    )
    const holdsProject = rest.some(
      (path) =>
        path === `${first}/package.json` || path === `${first}/index.html`
    )
    if (!shared || (SOURCE_FOLDERS.has(first) && !holdsProject)) break
    prefix += `${first}/`
    rest = rest.map((path) => path.slice(first.length + 1))
  }
  return prefix
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The file as text, or null for binary bytes. */
function asText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null
  try {
    return utf8.decode(bytes)
  } catch {
    return null
  }
}

const extensionOf = (path: string) =>
  path.slice(path.lastIndexOf('.') + 1).toLowerCase()

/** "my-cool_app" or "@acme/myCoolApp" -> "My cool app". */
export function humanizeName(raw: string): string | null {
  const words = raw
    .replace(/^@[^/]+\//, '')
    .replace(/\.git$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .slice(0, 80)
  if (!words) return null
  return words[0]!.toUpperCase() + words.slice(1)
}

/** Starter names builders leave in package.json: the archive or repository names the project better. */
const STARTER_NAMES =
  /^(vite[-_].*|.*[-_]starter|react[-_]app|my[-_]app|app|project|template|vite_react_shadcn_ts|nextjs|next[-_]app)$/i

function packageName(files: [string, string][]): string | null {
  const pkg = files.find(([path]) => path === 'package.json')?.[1]
  if (!pkg) return null
  try {
    const { name } = JSON.parse(pkg) as { name?: unknown }
    if (typeof name !== 'string' || STARTER_NAMES.test(name.trim())) return null
    return humanizeName(name)
  } catch {
    return null
  }
}

/**
 * The project files an archive or repository holds: one top folder
 * stripped, node_modules, .git, build output and other lockfiles left out,
 * text kept as text and uploads (images, fonts...) as `data:` URLs. Throws
 * ImportRefused for entries escaping the project, symbolic links (when
 * `symlinks` is 'refuse') and anything over IMPORT_LIMITS.
 */
export function selectImportFiles(
  entries: ImportEntry[],
  options: {
    symlinks: 'refuse' | 'skip'
    /** A download's one top folder (a repository's tree keeps its paths). */
    stripTopFolder: boolean
  }
): ImportedFiles {
  if (entries.length > IMPORT_LIMITS.maxEntries) {
    throw new ImportRefused({
      status: 413,
      message: IMPORT_MESSAGES.TOO_MANY_ENTRIES,
    })
  }
  const paths = entries.map((entry) => safePath(entry.path))
  const strip = options.stripTopFolder
    ? topFolder(
        paths.filter(
          (path, i) => entries[i]!.kind !== 'directory' && !path.endsWith('/')
        )
      )
    : ''
  const chosen: { path: string; entry: ImportEntry }[] = []
  const leftOut: string[] = []
  let bytes = 0
  entries.forEach((entry, i) => {
    if (entry.kind === 'directory' || paths[i]!.endsWith('/')) return
    const full = paths[i]!
    const path = full.startsWith(strip) ? full.slice(strip.length) : full
    if (!path || isIgnoredPath(path)) return
    if (entry.kind === 'symlink') {
      if (options.symlinks === 'refuse') {
        throw new ImportRefused({
          status: 400,
          message: IMPORT_MESSAGES.SYMLINK(entry.path.slice(0, 200)),
        })
      }
      leftOut.push(`${path} (a symbolic link)`)
      return
    }
    if (entry.kind !== 'file') {
      leftOut.push(`${path} (not a regular file)`)
      return
    }
    if (path !== LOCKFILE_PATH && !isProjectFilePath(path)) {
      leftOut.push(`${path} (a name Kiln cannot hold)`)
      return
    }
    bytes += entry.size
    chosen.push({ path, entry })
  })
  if (chosen.length > IMPORT_LIMITS.maxFiles) {
    throw new ImportRefused({
      status: 413,
      message: IMPORT_MESSAGES.TOO_MANY_FILES,
    })
  }
  if (bytes > IMPORT_LIMITS.maxBytes) {
    throw new ImportRefused({
      status: 413,
      message: IMPORT_MESSAGES.TOO_MANY_BYTES,
    })
  }
  const files: [string, string][] = []
  for (const { path, entry } of chosen) {
    const data = entry.read()
    const text = asText(data)
    let content: string
    if (text !== null) {
      content = text
    } else {
      const type = UPLOAD_TYPES[extensionOf(path)]
      if (!type) {
        leftOut.push(`${path} (a binary file type Kiln does not hold)`)
        continue
      }
      content = `data:${type};base64,${Buffer.from(data).toString('base64')}`
    }
    const problem = fileContentProblem(path, content)
    if (problem) {
      leftOut.push(problem)
      continue
    }
    files.push([path, content])
  }
  if (files.length === 0) {
    throw new ImportRefused({ status: 400, message: IMPORT_MESSAGES.EMPTY })
  }
  return { files, leftOut, name: packageName(files) }
}

import { createHash } from 'node:crypto'
import ts from 'typescript'
import type { BuildError } from '../bundle/build-error.ts'
import { DATA_CLIENT_ENTRY } from '../bundle/builder-dir.ts'
import type { FileMap } from '../files/file-map.ts'
import { packageNameOf } from '../packages/package-name.ts'
import {
  APP_ROOT,
  createAppView,
  type AppPackages,
  type AppView,
} from './app-host.ts'
import { lazySnapshot } from './lazy-snapshot.ts'

/** The template's tsconfig.app.json: what a generated app is checked against. */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  lib: ['lib.es2020.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  allowImportingTsExtensions: true,
  isolatedModules: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  allowJs: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  strict: false,
  noImplicitAny: false,
  skipLibCheck: true,
  baseUrl: APP_ROOT,
  paths: { '@/*': ['./src/*'] },
  types: [],
}

/** Errors the model is shown per round; the rest are counted. */
export const MAX_TYPE_ERRORS = 20
const MAX_MESSAGE_CHARS = 400
/** Checkers kept warm, one per set of installed packages. */
const MAX_CHECKERS = 4

export type TypeCheckResult = {
  /** The first MAX_TYPE_ERRORS errors in the project's own files, by file and line. */
  errors: BuildError[]
  /** How many errors there are in all. */
  total: number
  durationMs: number
}

const registry = ts.createDocumentRegistry()
const BUILDER_HOST: ts.BuilderProgramHost = {}
type Checker = {
  ls: ts.LanguageService
  resolve: (name: string, from: string) => ts.ResolvedModuleFull | undefined
  state: CheckState
  /** The last check's program with its per-file diagnostics: only affected files are checked again. */
  builder?: ts.SemanticDiagnosticsBuilderProgram
}
type CheckState = {
  view: AppView
  files: FileMap
  roots: string[]
  versions: Map<string, string>
  project: number
}
const checkers = new Map<string, Checker>()

const isChecked = (path: string) =>
  path.startsWith('src/') && /\.(tsx?|d\.ts)$/.test(path)

const hash = (text: string) =>
  createHash('sha1').update(text).digest('base64url')

function createChecker(): Checker {
  const state: CheckState = {
    view: createAppView({}, { lockfile: null, source: null! }),
    files: {},
    roots: [],
    versions: new Map(),
    project: 0,
  }
  // Package files' lookups never change for one checker; project files' do.
  const cache = ts.createModuleResolutionCache(APP_ROOT, (f) => f, OPTIONS)
  const moduleHost: ts.ModuleResolutionHost = {
    fileExists: (f) => state.view.fileExists(f),
    readFile: (f) => state.view.readFile(f),
    directoryExists: (d) => state.view.directoryExists(d),
    realpath: (f) => state.view.realpath(f),
    getDirectories: () => [],
  }
  const resolve = (name: string, from: string) => {
    if (name === '@kiln/data')
      return {
        resolvedFileName: DATA_CLIENT_ENTRY,
        extension: ts.Extension.Ts,
        isExternalLibraryImport: true,
      }
    const own = !state.view.isPackageFile(from)
    const found = ts.resolveModuleName(
      name,
      from,
      OPTIONS,
      moduleHost,
      own ? undefined : cache
    ).resolvedModule
    if (found || own || !packageNameOf(name)) return found
    // A package whose own tree lacks a (type) dependency, e.g. react's types
    // for a package in the store: find it as the app would.
    return ts.resolveModuleName(
      name,
      `${APP_ROOT}/src/index.ts`,
      OPTIONS,
      moduleHost,
      cache
    ).resolvedModule
  }
  const host: ts.LanguageServiceHost = {
    ...moduleHost,
    getCompilationSettings: () => OPTIONS,
    getProjectVersion: () => String(state.project),
    getScriptFileNames: () => state.roots,
    getScriptVersion: (f) => {
      if (state.view.isPackageFile(f)) return 'package'
      let version = state.versions.get(f)
      if (version === undefined) {
        version = hash(state.files[f.slice(APP_ROOT.length + 1)] ?? '')
        state.versions.set(f, version)
      }
      return version
    },
    getScriptSnapshot: (f) =>
      state.view.fileExists(f)
        ? lazySnapshot(() => state.view.readFile(f) ?? '')
        : undefined,
    getCurrentDirectory: () => APP_ROOT,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    useCaseSensitiveFileNames: () => true,
    resolveModuleNameLiterals: (literals, containingFile) =>
      literals.map((l) => ({
        resolvedModule: resolve(l.text, containingFile),
      })),
  }
  return { ls: ts.createLanguageService(host, registry), resolve, state }
}

function checkerFor(packages: AppPackages): Checker {
  const key = JSON.stringify(packages.lockfile?.dependencies ?? null)
  let checker = checkers.get(key)
  if (checker) checkers.delete(key)
  else checker = createChecker()
  checkers.set(key, checker)
  while (checkers.size > MAX_CHECKERS)
    checkers.delete(checkers.keys().next().value!)
  return checker
}

function toBuildError(d: ts.Diagnostic): BuildError {
  const text = ts.flattenDiagnosticMessageText(d.messageText, '\n')
  const message = `TS${d.code}: ${text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text}`
  if (!d.file || d.start === undefined)
    return { file: null, line: null, column: null, message }
  const at = d.file.getLineAndCharacterOfPosition(d.start)
  return {
    file: d.file.fileName.slice(APP_ROOT.length + 1),
    line: at.line + 1,
    column: at.character + 1,
    message,
  }
}

/** The changed files and the project files that import one of them. */
function filesToReport(
  checker: Checker,
  files: FileMap,
  checked: readonly string[],
  changed: readonly string[]
): string[] {
  const targets = new Set(changed.map((p) => `${APP_ROOT}/${p}`))
  return checked.filter((file) => {
    if (targets.has(file)) return true
    const text = files[file.slice(APP_ROOT.length + 1)] ?? ''
    return ts
      .preProcessFile(text, true, true)
      .importedFiles.some(({ fileName }) => {
        if (!/^(\.|@\/|\/)/.test(fileName)) return false
        const found = checker.resolve(fileName, file)?.resolvedFileName
        return found !== undefined && targets.has(found)
      })
  })
}

/**
 * Type-checks the project's src/ files in-process against the real type
 * definitions of its packages (its lockfile over the package store; @types/*
 * and vite/client from the workspace). Warm: parsed declaration files are
 * shared by every check in the process, and a file whose own text and
 * imports' types did not change is not checked again. Only errors in the
 * project's own files count: with `changed`, only in those files and the
 * files that import them.
 */
export function typeCheckProject(
  files: FileMap,
  packages: AppPackages,
  options: { changed?: readonly string[] } = {}
): TypeCheckResult {
  const started = performance.now()
  const checker = checkerFor(packages)
  const { state } = checker
  state.view = createAppView(files, packages)
  const checked = Object.keys(files)
    .filter(isChecked)
    .sort()
    .map((p) => `${APP_ROOT}/${p}`)
  const reported = options.changed
    ? filesToReport(checker, files, checked, options.changed)
    : checked
  // The program holds the reported files, what they import and the
  // project's ambient declarations: nothing else needs parsing.
  state.roots = [
    ...new Set([...reported, ...checked.filter((f) => f.endsWith('.d.ts'))]),
  ]
  state.files = files
  state.versions = new Map()
  state.project++
  const program = checker.ls.getProgram()!
  const builder = ts.createSemanticDiagnosticsBuilderProgram(
    program,
    BUILDER_HOST,
    checker.builder
  )
  checker.builder = builder
  const found: BuildError[] = []
  for (const file of reported) {
    const source = program.getSourceFile(file)
    if (!source) continue
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...builder.getSemanticDiagnostics(source),
    ]
    for (const d of diagnostics) {
      if (d.category === ts.DiagnosticCategory.Error)
        found.push(toBuildError(d))
    }
  }
  return {
    errors: found.slice(0, MAX_TYPE_ERRORS),
    total: found.length,
    durationMs: performance.now() - started,
  }
}

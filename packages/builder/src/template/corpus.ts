import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FileMap } from '../files/file-map.ts'
import { TEMPLATE_DIR, templateFiles } from './template-files.ts'

/** A target on the page, found the way a user finds it. */
export type CorpusTarget =
  | {
      role: 'button' | 'checkbox' | 'link' | 'menuitem' | 'tab' | 'textbox'
      name: string
    }
  | { label: string }
  | { placeholder: string }

export type CorpusStep =
  | { click: CorpusTarget }
  | { fill: CorpusTarget; value: string }
  | { expect: string }

export type CorpusVisit = {
  path: string
  /** Texts that must be visible after the page loads. */
  text: string[]
  steps?: CorpusStep[]
  /** Computed styles of the element showing `text`. */
  styles?: { text: string; property: string; equals: string }[]
  /** The document's title (index.html's <title>, or what the app sets). */
  title?: string
}

/** corpus/<app>/corpus.json: how the app differs from the template and what a visitor must see. */
export type CorpusManifest = {
  about: string
  /** Template files the app removes. */
  delete?: string[]
  /** Packages the app adds to (or changes in) package.json dependencies. */
  dependencies?: Record<string, string>
  visits: CorpusVisit[]
}

export type CorpusApp = {
  name: string
  manifest: CorpusManifest
  files: FileMap
}

export const CORPUS_DIR = join(TEMPLATE_DIR, 'corpus')
const MANIFEST = 'corpus.json'

function readTree(dir: string, prefix: string, out: FileMap): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) readTree(join(dir, entry.name), path, out)
    else if (entry.isFile() && path !== MANIFEST)
      out[path] = readFileSync(join(dir, entry.name), 'utf8')
  }
}

/** Names of the corpus apps (folders of packages/app-template/corpus). */
export function corpusAppNames(): string[] {
  if (!existsSync(CORPUS_DIR)) return []
  return readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
}

/** A corpus app's complete files: the template with the app's files layered over it. */
export function corpusApp(name: string): CorpusApp {
  const dir = join(CORPUS_DIR, name)
  const manifest = JSON.parse(
    readFileSync(join(dir, MANIFEST), 'utf8')
  ) as CorpusManifest
  const files = templateFiles()
  for (const path of manifest.delete ?? []) delete files[path]
  if (manifest.dependencies) {
    const pkg = JSON.parse(files['package.json'] ?? '{}') as {
      dependencies?: Record<string, string>
    }
    pkg.dependencies = { ...pkg.dependencies, ...manifest.dependencies }
    files['package.json'] = `${JSON.stringify(pkg, null, 2)}\n`
  }
  readTree(dir, '', files)
  return { name, manifest, files }
}

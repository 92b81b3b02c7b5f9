import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { contentTypeOf } from '../bundle/project-assets.ts'
import type { FixturePackage } from '../packages/test-registry.ts'
import type { CorpusVisit } from './corpus.ts'
import { TEMPLATE_DIR } from './template-files.ts'

/*
 * Replay projects (packages/app-template/replay): whole projects shaped the
 * way other AI builders (Lovable, bolt, Dyad) lay them out, written here as
 * test data. A test replays each one as model output through the LLM path.
 */

export const REPLAY_DIR = join(TEMPLATE_DIR, 'replay')
/** Packages the replay tests publish to their loopback registry. */
const REGISTRY_DIR = join(REPLAY_DIR, '_registry')
const MANIFEST = 'replay.json'

export type ReplayManifest = {
  about: string
  /** The user's request the scripted model answers. */
  prompt: string
  visits: CorpusVisit[]
  /**
   * Ranges the recorded versions must satisfy: a declared range the store
   * cannot provide falls back to the version it holds; a package it does
   * not hold comes from the registry.
   */
  lockedVersions?: Record<string, string>
  /**
   * Type-check the app too, and run the repair round its errors start (the
   * script has no reply for it), as a real build does. Off by default: a
   * cold checker over a project's packages takes most of a replay's time.
   */
  typeCheck?: boolean
}

export type ReplayProject = {
  name: string
  manifest: ReplayManifest
  /** path -> text, or a base64 data URL for binary files (as uploads are stored). */
  files: Record<string, string>
}

function readFileValue(full: string, path: string): string {
  const bytes = readFileSync(full)
  const text = bytes.toString('utf8')
  if (!text.includes('\uFFFD') && !bytes.includes(0)) return text
  return `data:${contentTypeOf(path)};base64,${bytes.toString('base64')}`
}

function readTree(
  dir: string,
  prefix = '',
  out: Record<string, string> = {}
): Record<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = prefix ? posix.join(prefix, entry.name) : entry.name
    const full = join(dir, entry.name)
    if (entry.isDirectory()) readTree(full, path, out)
    else if (entry.isFile()) out[path] = readFileValue(full, path)
  }
  return out
}

export function replayProjectNames(): string[] {
  if (!existsSync(REPLAY_DIR)) return []
  return readdirSync(REPLAY_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
    .map((e) => e.name)
    .sort()
}

export function replayProject(name: string): ReplayProject {
  const files = readTree(join(REPLAY_DIR, name))
  const manifest = JSON.parse(files[MANIFEST]!) as ReplayManifest
  delete files[MANIFEST]
  return { name, manifest, files }
}

/** A file's value as readTree gives it, back to the bytes on disk. */
const bytesOf = (value: string): string | Uint8Array =>
  value.startsWith('data:')
    ? Buffer.from(value.slice(value.indexOf(',') + 1), 'base64')
    : value

/** The packages under replay/_registry, as the loopback registry publishes them. */
export function replayRegistryPackages(): FixturePackage[] {
  if (!existsSync(REGISTRY_DIR)) return []
  return readdirSync(REGISTRY_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => {
      const files = readTree(join(REGISTRY_DIR, e.name))
      const { name, version, dependencies, ...extra } = JSON.parse(
        files['package.json']!
      ) as Record<string, unknown>
      delete files['package.json']
      return {
        name: String(name),
        version: String(version),
        files: Object.fromEntries(
          Object.entries(files).map(([path, value]) => [path, bytesOf(value)])
        ),
        dependencies: dependencies as Record<string, string> | undefined,
        extra,
      }
    })
}

const CHAINS_DIR = join(TEMPLATE_DIR, 'replay-chains')

/** A model's tool call as the scripted model sends it. */
export type ReplayCall = { name: string; args: Record<string, unknown> }

/**
 * replay-chains/<project>.json: follow-up prompts on a replay project, each
 * answered by the tool calls a model makes for it (edits of a few spans,
 * new, renamed and deleted files, package.json changes), and what a visitor
 * must see after each version.
 */
export type ReplayChain = {
  about: string
  project: string
  steps: { prompt: string; calls: ReplayCall[]; visits: CorpusVisit[] }[]
}

export function replayChains(): ReplayChain[] {
  if (!existsSync(CHAINS_DIR)) return []
  return readdirSync(CHAINS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(join(CHAINS_DIR, name), 'utf8')) as ReplayChain
    )
}

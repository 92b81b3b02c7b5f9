import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { Env } from '../../config/env'
import { fromRepoRoot, migrationsDir } from '../../lib/paths'

const entrySchema = z.object({
  id: z.string().regex(/^official-[a-z0-9-]{1,50}$/),
  name: z.string().min(1).max(100),
  url: z.url({ protocol: /^https?$/ }),
  description: z.string().max(1000).default(''),
  pictureUrl: z.string().nullable().default(null),
  updatedAt: z.iso.datetime().default('2026-01-01T00:00:00.000Z'),
})
export type CatalogEntry = z.infer<typeof entrySchema>

/** apps/server/catalog/mcp-servers.json, beside the migrations folder. */
export const defaultCatalogPath = path.join(
  path.dirname(migrationsDir),
  'catalog',
  'mcp-servers.json'
)

/** The official MCP servers every user sees; a self-hoster may edit the file. */
export function loadCatalog(file = defaultCatalogPath): CatalogEntry[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const entries = z.array(entrySchema).parse(raw)
  const ids = new Set(entries.map((entry) => entry.id))
  if (ids.size !== entries.length) {
    throw new Error(`Duplicate ids in the MCP catalog ${file}.`)
  }
  return entries
}

/** The catalog at MCP_CATALOG_PATH (relative to the repo root), else the default. */
export const loadCatalogFromEnv = (env: Pick<Env, 'mcpCatalogPath'>) =>
  loadCatalog(
    env.mcpCatalogPath ? fromRepoRoot(env.mcpCatalogPath) : defaultCatalogPath
  )

export const isOfficialId = (id: string) => id.startsWith('official-')

/** The URL of an official server by id. */
export const catalogUrlOf = (catalog: CatalogEntry[], id: string) =>
  isOfficialId(id) ? catalog.find((entry) => entry.id === id)?.url : undefined

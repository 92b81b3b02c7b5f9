import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../db/open-pglite'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
  }
}

/** Migrates one PGlite once; test databases start from its dump. */
export default async function setup(project: TestProject) {
  const handle = await openPglite()
  const client = (handle.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('none')
  await handle.close()
  const file = path.join(tmpdir(), `kiln-pglite-snapshot-${process.pid}.tar`)
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteSnapshot', file)
  return () => rm(file, { force: true })
}

import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { startScriptedOpenAi } from '@kiln/builder/test/scripted-openai-server'
import { createClient } from './client'
import { startFakeFigma } from './fakes/figma'
import { passes, type Figure } from './figure'
import { launchInstance, repoRoot } from './instance'
import type { ProbeContext } from './probe'
import { loadProbes, REQUIRED_PROBES } from './probes'
import { renderTable, writeJson } from './report'
import { signUpCast } from './users'

/**
 * `npm run scoreboard`: a fresh Kiln (PGlite, or PostgreSQL when DATABASE_URL
 * is set) under hostile input, faults and load. Prints a table, writes
 * scoreboard.json and exits 1 when a security or reliability figure misses
 * its target. SCOREBOARD_ONLY=name,name runs some probes.
 */
const only = process.env.SCOREBOARD_ONLY?.split(',').map((s) => s.trim())
const outFile = process.env.SCOREBOARD_OUT ?? join(repoRoot, 'scoreboard.json')
const log = (message: string) => console.log(`[scoreboard] ${message}`)

const allowedAddress = '127.0.0.2'
const canarySecret = `figd_canary_${randomBytes(12).toString('hex')}`
const llm = await startScriptedOpenAi()
const figma = await startFakeFigma(allowedAddress, canarySecret)
const baseEnv = {
  OPENAI_COMPATIBLE_BASE_URL: llm.baseUrl,
  OPENAI_COMPATIBLE_MODEL: 'scoreboard-model',
  FIGMA_API_BASE_URL: figma.url,
  OUTBOUND_ALLOWED_ADDRESSES: allowedAddress,
}

const started = Date.now()
const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite'
log(`starting Kiln on ${database}`)
const instance = await launchInstance(baseEnv)
const client = createClient(instance.apiUrl)
const cast = await signUpCast(client)
const ctx: ProbeContext = {
  instance,
  client,
  cast,
  launch: (options) => launchInstance(baseEnv, options),
  llmModel: 'compatible:scoreboard-model',
  llm,
  figma,
  canarySecret,
  allowedAddress,
  log,
}

const figures: Figure[] = []
let crashed = false
const loaded = await loadProbes()
if (!only) {
  const names = new Set(loaded.map((p) => p.name))
  for (const name of REQUIRED_PROBES.filter((n) => !names.has(n))) {
    figures.push({
      id: `${name}.missing`,
      group: 'reliability',
      title: `${name}: probe present`,
      tried: 1,
      failed: 1,
      failures: [`src/probes/${name}.probe.ts is missing`],
    })
  }
}
try {
  for (const probe of loaded) {
    if (only && !only.includes(probe.name)) continue
    const probeStarted = Date.now()
    log(`${probe.name}…`)
    try {
      figures.push(...(await probe.run(ctx)))
    } catch (error) {
      crashed = true
      console.error(`[scoreboard] ${probe.name} crashed:`, error)
      figures.push({
        id: `${probe.name}.crashed`,
        group: 'reliability',
        title: `${probe.name}: probe ran to the end`,
        tried: 1,
        failed: 1,
        failures: [String(error)],
      })
    }
    log(
      `${probe.name} done in ${((Date.now() - probeStarted) / 1000).toFixed(1)} s`
    )
  }
} finally {
  await instance.dispose()
  await llm.close()
  await figma.close()
}

console.log(`\n${renderTable(figures)}\n`)
for (const figure of figures.filter((f) => !passes(f))) {
  console.log(`✗ ${figure.title}`)
  for (const failure of figure.failures) console.log(`    ${failure}`)
}
writeJson(outFile, figures, {
  database,
  generatedAt: new Date().toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
})
log(`wrote ${outFile}`)
const ok = !crashed && figures.every(passes)
console.log(ok ? 'Scoreboard passed' : 'Scoreboard FAILED')
process.exit(ok ? 0 : 1)

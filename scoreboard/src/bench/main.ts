import { benchApi } from './api.bench'
import { benchFirstPage } from './first-page.bench'
import { benchGrowth } from './growth.bench'
import { benchPromptToPreview } from './prompt-to-preview.bench'
import { benchDataApi, benchPublished } from './published.bench'
import { printTable } from './stats'

/**
 * `npm run bench` (after the builder's bench and `npm run build`): the API
 * list against bare Fastify on PGlite and PostgreSQL, prompt → preview, the
 * first page's JavaScript, how the figures grow, a published app against
 * @fastify/static and the data API against bare Fastify; ends with one JSON
 * line per figure group. BENCH_DATABASE_URL names the PostgreSQL server (default
 * postgres://postgres@127.0.0.1:5432); BENCH_ONLY=published,data-api runs some groups.
 */
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432'
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5)
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim())
const wanted = (name: string) => !only || only.includes(name)
const log = (message: string) => console.log(`[bench] ${message}`)
const lines: string[] = []

if (wanted('api')) {
  log('api: GET /api/new_build with 50 projects against bare Fastify…')
  const pglite = await benchApi(null, seconds)
  const pg = await benchApi(adminUrl, seconds)
  printTable([pglite, pg])
  lines.push(
    JSON.stringify({
      bench: 'api',
      pgliteRatio: pglite.ratio,
      postgresRatio: pg.ratio,
      p99Ms: Math.max(pglite.p99Ms, pg.p99Ms),
      pgliteRps: pglite.kilnRps,
      postgresRps: pg.kilnRps,
      bareRps: Math.round((pglite.bareRps + pg.bareRps) / 2),
      pgliteP99Ms: pglite.p99Ms,
      postgresP99Ms: pg.p99Ms,
      errors: pglite.errors + pg.errors,
    })
  )
}

if (wanted('prompt-to-preview')) {
  log('prompt-to-preview: offline builds through the real server (PGlite)…')
  const result = await benchPromptToPreview(Number(process.env.BENCH_RUNS ?? 9))
  printTable([result])
  lines.push(JSON.stringify({ bench: 'prompt-to-preview', ...result }))
}

if (wanted('first-page')) {
  log('first-page: scripts loaded by / and /login in Chromium…')
  const result = await benchFirstPage()
  for (const chunk of result.chunks) log(`  ${chunk} kB`)
  lines.push(
    JSON.stringify({
      bench: 'first-page',
      landingKb: result.landingKb,
      loginKb: result.loginKb,
      bothKb: result.bothKb,
      landingTransferKb: result.landingTransferKb,
      loginTransferKb: result.loginTransferKb,
    })
  )
}

if (wanted('growth')) {
  log('growth: list size, project size and users building at once…')
  const growth = await benchGrowth(adminUrl, Math.min(seconds, 3), printTable)
  lines.push(JSON.stringify({ bench: 'growth', ...growth }))
}

if (wanted('published')) {
  log('published: a published app next to @fastify/static, 50 connections…')
  const result = await benchPublished(seconds)
  printTable([result])
  lines.push(
    JSON.stringify({
      bench: 'published',
      ratio: result.ratio,
      p99Ms: result.p99Ms,
      kilnRps: result.kilnRps,
      staticRps: result.staticRps,
      assetKb: result.assetKb,
      errors: result.errors,
    })
  )
}

if (wanted('data-api')) {
  log('data-api: 100 records through the data API against bare Fastify…')
  const result = await benchDataApi(adminUrl, seconds)
  printTable([result])
  lines.push(
    JSON.stringify({
      bench: 'data-api',
      ratio: result.ratio,
      p99Ms: result.p99Ms,
      kilnRps: result.kilnRps,
      bareRps: result.bareRps,
      errors: result.errors,
    })
  )
}

for (const line of lines) console.log(line)

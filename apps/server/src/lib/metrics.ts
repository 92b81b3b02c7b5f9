import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client'

/**
 * The process's Prometheus metrics (README "Metrics"). One registry per
 * process: the API, its preview host and an in-process worker share it;
 * `npm run worker` has its own. Readers (GET /metrics, the METRICS_PORT
 * listener, an admin view) call `metricsRegistry.metrics()` or
 * `getMetricsAsJSON()`.
 */
export const metricsRegistry = new Registry()

// process_*, nodejs_* (event-loop lag: nodejs_eventloop_lag_seconds and
// nodejs_eventloop_lag_p99_seconds), heap, GC, handles.
collectDefaultMetrics({ register: metricsRegistry })

const registers = [metricsRegistry]

/** What is read from outside the process at scrape time (the last one set wins). */
export type ScrapeSources = {
  /** Build jobs waiting and running, and how long the oldest due one has waited. */
  jobQueue?: () => Promise<{
    queued: number
    running: number
    oldestQueuedSeconds: number
  }>
  /** Bytes of registry packages in the package store. */
  packageStoreBytes?: () => Promise<number>
  /** This process's PostgreSQL connections by state, and the pool's size. */
  dbPool?: () => Promise<{ max: number; byState: Record<string, number> }>
}

let sources: ScrapeSources = {}

/**
 * One answer per scrape for sources two gauges read: a scrape collects every
 * metric at once, so the second gauge joins the read still in flight.
 */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    if (!pending) {
      const value = read()
      pending = value
      const clear = () => setImmediate(() => (pending = undefined))
      value.then(clear, clear)
    }
    return pending
  }
}

/** Sets what scrapes read; returns the undo (on close). */
export function setScrapeSources(next: ScrapeSources) {
  const wrapped: ScrapeSources = {
    ...next,
    ...(next.jobQueue ? { jobQueue: oncePerScrape(next.jobQueue) } : {}),
    ...(next.dbPool ? { dbPool: oncePerScrape(next.dbPool) } : {}),
  }
  sources = { ...sources, ...wrapped }
  return () => {
    for (const key of Object.keys(wrapped) as (keyof ScrapeSources)[]) {
      if (sources[key] === wrapped[key]) delete sources[key]
    }
  }
}

const PACKAGE_STORE_TTL_MS = 60_000
let packageStore:
  | { read: () => Promise<number>; at: number; bytes: Promise<number> }
  | undefined

/** The store's size, measured at most once a minute (a scrape never walks it twice). */
function packageStoreBytes(read: () => Promise<number>) {
  if (
    packageStore?.read !== read ||
    Date.now() - packageStore.at > PACKAGE_STORE_TTL_MS
  ) {
    packageStore = { read, at: Date.now(), bytes: read() }
    packageStore.bytes.catch(() => (packageStore = undefined))
  }
  return packageStore.bytes
}

const SECONDS_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
]
const STEP_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600]

export const metrics = {
  httpRequests: new Counter({
    name: 'kiln_http_requests_total',
    help: 'API requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  }),
  httpDuration: new Histogram({
    name: 'kiln_http_request_duration_seconds',
    help: 'Time to answer an API request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  }),
  previewRequests: new Counter({
    name: 'kiln_preview_requests_total',
    help: 'Requests to the preview host, by site (published, version, share, none) and status.',
    labelNames: ['site', 'status'] as const,
    registers,
  }),
  jobs: new Gauge({
    name: 'kiln_build_jobs',
    help: 'Build jobs in the queue table now, by state (queued, running).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const stats = await sources.jobQueue?.()
      if (!stats) return
      this.set({ state: 'queued' }, stats.queued)
      this.set({ state: 'running' }, stats.running)
    },
  }),
  queueAge: new Gauge({
    name: 'kiln_build_queue_oldest_seconds',
    help: 'How long the oldest due build job has waited to be picked up (0 when none waits).',
    registers,
    async collect() {
      const stats = await sources.jobQueue?.()
      if (stats) this.set(stats.oldestQueuedSeconds)
    },
  }),
  jobsFinished: new Counter({
    name: 'kiln_build_jobs_finished_total',
    help: 'Jobs this process ran to an end, by kind and outcome (succeeded, retry, failed, stopped).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  }),
  stepDuration: new Histogram({
    name: 'kiln_build_step_duration_seconds',
    help: 'Time a build spent in each engine step (plan, code, check, repair).',
    labelNames: ['step'] as const,
    buckets: STEP_BUCKETS,
    registers,
  }),
  checks: new Counter({
    name: 'kiln_build_checks_total',
    help: 'Run-checks of built apps (the check step).',
    registers,
  }),
  repairs: new Counter({
    name: 'kiln_build_repairs_total',
    help: 'Repair rounds after a failed check.',
    registers,
  }),
  modelTokens: new Counter({
    name: 'kiln_model_tokens_total',
    help: 'Model tokens used by builds, by provider, model and kind (input, output, cached_input).',
    labelNames: ['provider', 'model', 'kind'] as const,
    registers,
  }),
  modelCredits: new Counter({
    name: 'kiln_model_credits_total',
    help: 'Credits charged for completed builds, by provider and model.',
    labelNames: ['provider', 'model'] as const,
    registers,
  }),
  eventStreams: new Gauge({
    name: 'kiln_event_streams_open',
    help: 'Server-Sent Event streams open now (studio build streams, live data).',
    registers,
  }),
  packageStore: new Gauge({
    name: 'kiln_package_store_bytes',
    help: 'Bytes of registry packages in the package store (measured at most once a minute).',
    registers,
    async collect() {
      const read = sources.packageStoreBytes
      if (read) this.set(await packageStoreBytes(read))
    },
  }),
  dbConnections: new Gauge({
    name: 'kiln_db_connections',
    help: "This process's PostgreSQL connections by state (active, idle, ...); PostgreSQL only.",
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const pool = await sources.dbPool?.()
      if (!pool) return
      this.reset()
      for (const [state, count] of Object.entries(pool.byState))
        this.set({ state }, count)
    },
  }),
  dbPoolMax: new Gauge({
    name: 'kiln_db_pool_max',
    help: "The most PostgreSQL connections this process's pool opens.",
    registers,
    async collect() {
      const pool = await sources.dbPool?.()
      if (pool) this.set(pool.max)
    },
  }),
}

/** `openai:gpt-4o` → provider `openai`. */
export const modelProvider = (modelId: string) =>
  modelId.includes(':') ? modelId.slice(0, modelId.indexOf(':')) : modelId

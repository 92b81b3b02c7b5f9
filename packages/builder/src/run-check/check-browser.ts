import { chromium, type Browser, type BrowserContext } from 'playwright-core'

export type CheckBrowserOptions = {
  /** The Chromium to launch (see findChromium). */
  executablePath: string
  /** Checks this process runs at once; the others wait their turn. */
  concurrency: number
  /** V8 heap of each page, in MB: a page past it crashes instead of growing. */
  pageHeapMb?: number
}

const CLOSE_WAIT_MS = 3_000

/** Resolves to `fallback` after `ms` unless `work` settles first. */
export async function within<T, F>(
  work: Promise<T>,
  ms: number,
  fallback: F
): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Launch flags: headless, no GPU, a bounded V8 heap per page, and no way
 * out: every request goes through a proxy that is not there (WebSockets
 * and loopback included; the check's own origin is answered by the page's
 * route handler before any connection) and WebRTC may not use UDP.
 */
const launchArgs = (pageHeapMb: number) => [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-extensions',
  '--mute-audio',
  '--no-first-run',
  `--js-flags=--max-old-space-size=${pageHeapMb}`,
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
]

/**
 * One Chromium per process, launched on first use and shared by every check;
 * each check gets a fresh context (no cookies, no storage of another check)
 * and at most `concurrency` run at once.
 */
export function createCheckBrowser(options: CheckBrowserOptions) {
  let browser: Promise<Browser> | null = null
  let closed = false
  let active = 0
  const queue: (() => void)[] = []

  function launch(): Promise<Browser> {
    const launched = chromium
      .launch({
        executablePath: options.executablePath,
        headless: true,
        args: launchArgs(options.pageHeapMb ?? 128),
        timeout: 30_000,
      })
      .then((b) => {
        b.on('disconnected', () => {
          if (browser === launched) browser = null
        })
        return b
      })
    launched.catch(() => {
      if (browser === launched) browser = null
    })
    browser = launched
    return launched
  }

  async function acquire(signal?: AbortSignal) {
    if (active < Math.max(1, options.concurrency)) {
      active++
      return
    }
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', stop)
        resolve()
      }
      const stop = () => {
        const at = queue.indexOf(go)
        if (at >= 0) queue.splice(at, 1)
        reject(signal!.reason)
      }
      signal?.addEventListener('abort', stop, { once: true })
      queue.push(go)
    })
    active++
  }

  function release() {
    active--
    queue.shift()?.()
  }

  /** Ends the browser (a page that would not close took it down with it). */
  async function kill(which: Browser) {
    if (browser && (await browser.catch(() => null)) === which) browser = null
    await within(which.close(), CLOSE_WAIT_MS, undefined).catch(() => {})
  }

  return {
    /**
     * Runs `work` in a fresh context, closed afterwards. Past `timeoutMs`
     * the context is closed under it (the whole browser when even that does
     * not answer) and the result is 'timeout'.
     */
    async withContext<T>(
      work: (context: BrowserContext) => Promise<T>,
      { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal }
    ): Promise<T | 'timeout'> {
      if (closed) throw new Error('The check browser is closed.')
      signal?.throwIfAborted()
      await acquire(signal)
      try {
        const current = await (browser ?? launch())
        const context = await current.newContext({
          serviceWorkers: 'block',
          viewport: { width: 960, height: 600 },
          acceptDownloads: false,
          javaScriptEnabled: true,
        })
        const aborted = new Promise<'timeout'>((resolve) =>
          signal?.addEventListener('abort', () => resolve('timeout'), {
            once: true,
          })
        )
        const result = await within(
          Promise.race([work(context), aborted]),
          timeoutMs,
          'timeout' as const
        )
        const closing = await within(
          context.close().then(() => 'closed' as const),
          CLOSE_WAIT_MS,
          'stuck' as const
        ).catch(() => 'stuck' as const)
        if (closing === 'stuck') await kill(current)
        signal?.throwIfAborted()
        return result
      } finally {
        release()
      }
    },

    /** Closes the shared browser (at shutdown); later checks are refused. */
    async close() {
      closed = true
      const open = browser
      browser = null
      const b = await open?.catch(() => null)
      if (b) await within(b.close(), CLOSE_WAIT_MS, undefined).catch(() => {})
    },
  }
}

export type CheckBrowser = ReturnType<typeof createCheckBrowser>

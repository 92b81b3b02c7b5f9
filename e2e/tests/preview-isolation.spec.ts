/// <reference lib="dom" />
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test'

const PASSWORD = 'correct horse battery'
const SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-popups'

type Task = { _id: string; status: string; previewUrl: string | null }
type Seen = { origin: string; data: { type?: string; message?: string } }

/** Signs up through the API and builds an app with the offline generator. */
async function buildApp(request: APIRequestContext): Promise<Task> {
  const email = `preview-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kiln.test`
  const signup = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD },
  })
  expect(signup.status()).toBe(201)
  const { accessToken } = (await signup.json()) as { accessToken: string }
  const headers = { authorization: `Bearer ${accessToken}` }
  const created = await request.post('/api/build_task', {
    headers,
    data: { prompt: 'A todo list app' },
  })
  expect(created.status()).toBe(201)
  const { _id } = (await created.json()) as Task
  let task: Task | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/build_task/${_id}`, { headers })
        task = (await res.json()) as Task
        return task.status
      },
      { timeout: 45_000 }
    )
    .toBe('COMPLETED')
  return task!
}

/** An app-origin page holding a secret, with the preview in the studio's sandbox. */
async function embedPreview(page: Page, previewUrl: string) {
  await page.goto('/')
  await page.evaluate(
    ({ url, sandbox }) => {
      localStorage.setItem('kiln-secret', 'app-origin-only')
      const seen: unknown[] = []
      ;(window as unknown as { seen: unknown[] }).seen = seen
      window.addEventListener('message', (event) =>
        seen.push({ origin: event.origin, data: event.data })
      )
      const frame = document.createElement('iframe')
      frame.setAttribute('sandbox', sandbox)
      frame.src = url
      document.body.append(frame)
    },
    { url: previewUrl, sandbox: SANDBOX }
  )
}

const seenMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: Seen[] }).seen)

test('[PREVIEW]: a generated app in the studio sandbox is isolated from the app origin', async ({
  page,
  request,
  baseURL,
}) => {
  const task = await buildApp(request)
  const previewUrl = String(task.previewUrl)
  const previewOrigin = new URL(previewUrl).origin
  expect(previewOrigin).not.toBe(new URL(String(baseURL)).origin)

  await embedPreview(page, previewUrl)

  // The bridge announces itself to the studio, from the preview origin.
  await expect
    .poll(async () =>
      (await seenMessages(page)).find(
        (m) => m.data?.type === 'kiln:preview-ready'
      )
    )
    .toEqual({
      origin: previewOrigin,
      data: { type: 'kiln:preview-ready', taskId: task._id },
    })

  const frame = page.frames().find((f) => f.url().startsWith(previewOrigin))
  expect(frame).toBeDefined()
  const preview = frame!
  await expect(preview.locator('#root > *').first()).toBeVisible()

  // The studio's storage is out of reach. The app's own storage is its
  // origin's (partitioned, or denied where third-party storage is blocked,
  // as in this incognito-like context): never the studio's.
  expect(
    await preview.evaluate(() => {
      try {
        return localStorage.getItem('kiln-secret')
      } catch (error) {
        return `blocked: ${(error as Error).name}`
      }
    })
  ).not.toBe('app-origin-only')
  expect(
    await preview.evaluate(() => {
      try {
        return window.top!.localStorage.getItem('kiln-secret')
      } catch (error) {
        return `blocked: ${(error as Error).name}`
      }
    })
  ).toBe('blocked: SecurityError')
  expect(
    await preview.evaluate(() => {
      try {
        return window.top!.document.cookie
      } catch (error) {
        return `blocked: ${(error as Error).name}`
      }
    })
  ).toBe('blocked: SecurityError')

  // The Kiln API is not reachable from the app (CSP connect-src 'self').
  expect(
    await preview.evaluate(async (api) => {
      try {
        await fetch(`${api}/api/health`)
        return 'reached'
      } catch {
        return 'blocked'
      }
    }, String(baseURL))
  ).toBe('blocked')

  // Its data API is same-origin and works.
  expect(
    await preview.evaluate(async () => {
      const res = await fetch('/data/registry/v1/resource/entity')
      return res.status
    })
  ).toBe(200)

  // It cannot navigate the studio away.
  const studioUrl = page.url()
  await preview.evaluate(() => {
    try {
      window.top!.location.href = 'https://example.com/phish'
    } catch {
      // Blocked by the sandbox: expected.
    }
  })
  await page.waitForTimeout(500)
  expect(page.url()).toBe(studioUrl)

  // Runtime errors reach the studio, from the preview origin.
  await preview.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom from the preview')
    })
  })
  await expect
    .poll(async () =>
      (await seenMessages(page)).find(
        (m) => m.data?.type === 'kiln:preview-error'
      )
    )
    .toMatchObject({
      origin: previewOrigin,
      data: {
        type: 'kiln:preview-error',
        message: expect.stringContaining('boom from the preview'),
        taskId: task._id,
      },
    })
})

test('[PREVIEW]: a preview answers with its own strict headers', async ({
  page,
  request,
  baseURL,
}) => {
  const task = await buildApp(request)
  const response = await page.goto(String(task.previewUrl))
  expect(response?.status()).toBe(200)
  const headers = response!.headers()
  expect(headers['content-security-policy']).toContain(
    `frame-ancestors ${new URL(String(baseURL)).origin};`
  )
  expect(headers['content-security-policy']).toContain("script-src 'self';")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
  await expect(page.locator('#root > *').first()).toBeVisible()
})

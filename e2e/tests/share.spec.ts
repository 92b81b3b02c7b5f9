import { expect, test, type Page } from '@playwright/test'

const PASSWORD = 'correct horse battery'

async function signUp(page: Page, who: string) {
  const email = `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kiln.test`
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/home$/)
}

async function waitForBuild(page: Page, version: number) {
  const header = page.locator('header').filter({ hasText: `v${version}` })
  await expect(header.getByText('Completed')).toBeVisible({ timeout: 60_000 })
}

test('[SHARE]: share a version, open it as another user, clone it', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const ownerContext = await browser.newContext()
  const owner = await ownerContext.newPage()
  await signUp(owner, 'owner')
  const prompt = owner.getByRole('textbox', { name: 'Describe your app' })
  await prompt.fill('A habit tracker called Streakly')
  await prompt.press('Enter')
  await expect(owner).toHaveURL(/\/build-studio\?.*taskId=/)
  await waitForBuild(owner, 1)

  await owner
    .getByRole('group', { name: 'View' })
    .getByRole('button', { name: 'Workspace' })
    .click()
  await owner.getByRole('tab', { name: 'Settings' }).click()
  await owner.getByRole('button', { name: 'Create share link' }).click()
  const linkInput = owner.getByRole('textbox', { name: 'New share link' })
  await expect(linkInput).toHaveValue(/\/share\?link=[\w-]{43}$/)
  const url = await linkInput.inputValue()
  await expect(
    owner
      .getByRole('list', { name: 'Active share links' })
      .getByRole('listitem')
  ).toHaveCount(1)
  await ownerContext.close()

  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  const requests: string[] = []
  viewer.on('request', (request) => requests.push(request.url()))
  await signUp(viewer, 'viewer')
  await viewer.goto(url)
  await expect(viewer.getByText(/Shared version 1/)).toBeVisible()
  const frame = viewer.frameLocator('iframe[title^="Preview of"]')
  await expect(frame.getByText('Streakly').first()).toBeVisible({
    timeout: 30_000,
  })
  await expect(viewer.getByRole('list', { name: 'Files' })).toContainText(
    'src/App.tsx'
  )

  await viewer.getByRole('link', { name: 'Clone to my projects' }).click()
  await expect(viewer).toHaveURL(/\/build-studio\?.*taskId=/, {
    timeout: 30_000,
  })
  expect(new URL(viewer.url()).hash).toBe('')
  await waitForBuild(viewer, 1)
  const studioFrame = viewer.frameLocator('iframe[title^="Preview of"]')
  await expect(studioFrame.getByText('Streakly').first()).toBeVisible({
    timeout: 30_000,
  })
  await viewer.goto('/build-home')
  await expect(viewer.getByText(/Streakly/).first()).toBeVisible()

  // No analytics key in this build: nothing is loaded from or sent elsewhere.
  const origins = new Set(requests.map((r) => new URL(r).hostname))
  for (const host of origins) {
    expect(host === 'localhost' || host.endsWith('.localhost'), host).toBe(true)
  }
  expect(requests.some((r) => /posthog/i.test(r))).toBe(false)
  await viewerContext.close()
})

import { expect, test, type Page } from '@playwright/test'

async function signUp(page: Page) {
  const email = `pages-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kiln.test`
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('correct horse battery')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/home$/)
}

test('[PAGES]: /test-route, /about and /debug/debug_task', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page)

  await page.goto('/test-route')
  for (const index of [0, 1, 2]) {
    await expect(page.getByTestId(`check-${index}`)).toHaveText(/^OK in \d+ ms/)
  }
  const previewPort = process.env.E2E_PREVIEW_PORT ?? '3101'
  await expect(page.getByTestId('check-2')).toContainText(
    `localhost:${previewPort}`
  )

  await page.goto('/about')
  await expect(page.getByRole('heading', { name: 'About Kiln' })).toBeVisible()
  await expect(page.getByText(/^\d+\.\d+\.\d+/)).toBeVisible()

  await page.goto('/home')
  const prompt = page.getByRole('textbox', { name: 'Describe your app' })
  await prompt.fill('A tiny notes app')
  await prompt.press('Enter')
  await expect(page).toHaveURL(/\/build-studio\?.*taskId=/)
  const taskId = new URL(page.url()).searchParams.get('taskId')
  const header = page.locator('header').filter({ hasText: 'v1' })
  await expect(header.getByText('Completed')).toBeVisible({ timeout: 60_000 })

  await page.goto(`/debug/debug_task?taskId=${taskId}`)
  const steps = page.getByRole('region', { name: 'Steps' })
  await expect(steps).toContainText('PLANNING')
  await expect(steps).toContainText('COMPLETED')
  await expect(page.getByRole('region', { name: 'Jobs' })).toContainText(
    'succeeded'
  )
})

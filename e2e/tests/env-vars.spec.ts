import { expect, test, type Page } from '@playwright/test'
import { signUp, uniqueEmail } from './support/session'

async function waitForBuild(page: Page, version: number) {
  const header = page.locator('header').filter({ hasText: `v${version}` })
  await expect(header.getByText('Completed')).toBeAttached({ timeout: 60_000 })
}

const previewFrame = (page: Page) =>
  page.frames().find((frame) => /\/\/v-[^.]+\.localhost:/.test(frame.url()))

test('[ENV]: a VITE_ variable set in the studio reaches the next version of the app', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page, uniqueEmail('env'))
  const prompt = page.getByRole('textbox', { name: 'Describe your app' })
  await prompt.fill('A reading list called Shelf')
  await prompt.press('Enter')
  await expect(page).toHaveURL(/\/build-studio\?.*taskId=/)
  await waitForBuild(page, 1)

  // Settings: the variable, with the warning that it is public.
  await page.getByRole('button', { name: 'Workspace' }).click()
  await page.getByRole('tab', { name: 'Settings' }).click()
  const section = page.getByRole('region', { name: 'Environment variables' })
  await expect(section.getByRole('note')).toContainText('Never put a secret')
  await section.getByRole('button', { name: 'Add variable' }).click()
  await section.getByLabel('Name of variable 1').fill('VITE_GREETING')
  await section.getByLabel('Value of variable 1').fill('Hello from Shelf')
  await section.getByRole('button', { name: 'Save variables' }).click()
  await expect(
    page.getByText('Variables saved. They apply to the next build.')
  ).toBeVisible()

  // The next version reads it as import.meta.env.VITE_GREETING.
  await page.getByRole('tab', { name: 'Code' }).click()
  const source = page.getByRole('textbox', { name: 'Source of src/App.tsx' })
  await source.click()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type('\ndocument.title = import.meta.env.VITE_GREETING\n')
  await page.getByRole('button', { name: 'Save as new version (1)' }).click()
  await expect(page.getByText('Saved as version 2')).toBeVisible()
  await waitForBuild(page, 2)
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect
    .poll(async () => (await previewFrame(page)?.title()) ?? '', {
      timeout: 30_000,
    })
    .toBe('Hello from Shelf')

  // After a reload the saved variable is still listed.
  await page.reload()
  await page.getByRole('button', { name: 'Workspace' }).click()
  await page.getByRole('tab', { name: 'Settings' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Environment variables' })
      .getByLabel('Value of variable 1')
  ).toHaveValue('Hello from Shelf')
})

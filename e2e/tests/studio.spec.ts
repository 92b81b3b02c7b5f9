import { expect, test, type Page } from '@playwright/test'

const PASSWORD = 'correct horse battery'

async function signUp(page: Page) {
  const email = `studio-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kiln.test`
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/home$/)
}

function preview(page: Page) {
  return page.frameLocator('iframe[title^="Preview of"]')
}

async function waitForBuild(page: Page, version: number) {
  const header = page.locator('header').filter({ hasText: `v${version}` })
  await expect(header.getByText('Completed')).toBeVisible({ timeout: 60_000 })
}

test('[STUDIO]: prompt, stream, preview, follow-up, restore, rename, pin, delete', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signUp(page)

  await expect(page.getByRole('combobox', { name: 'Model' })).toContainText(
    'Offline generator'
  )
  const prompt = page.getByRole('textbox', { name: 'Describe your app' })
  await prompt.fill('A habit tracker called Streakly')
  await prompt.press('Enter')

  await expect(page).toHaveURL(/\/build-studio\?.*taskId=/)
  const chat = page.getByRole('region', { name: 'Chat' })
  await expect(chat.getByText('A habit tracker called Streakly')).toBeVisible()
  await waitForBuild(page, 1)
  await expect(preview(page).getByText('Streakly').first()).toBeVisible({
    timeout: 30_000,
  })

  const followUp = chat.getByRole('textbox', { name: 'Follow-up prompt' })
  await followUp.fill('call it Streakly Pro')
  await followUp.press('Enter')
  await waitForBuild(page, 2)
  await expect(preview(page).getByText('Streakly Pro').first()).toBeVisible({
    timeout: 30_000,
  })

  await page.getByRole('button', { name: 'Versions' }).click()
  const versions = page.getByRole('region', { name: 'Versions' })
  const v1 = versions.getByRole('listitem', { name: 'Version 1' })
  await v1.getByRole('button', { name: 'Preview' }).click()
  await expect(
    page.getByRole('button', { name: 'Back to current' })
  ).toBeVisible()
  await expect(
    preview(page).getByText('Streakly', { exact: true }).first()
  ).toBeVisible()
  await v1.getByRole('button', { name: 'Restore' }).click()
  // Restore asks first, then says which version is active.
  await page
    .getByRole('dialog', { name: 'Restore version 1?' })
    .getByRole('button', { name: 'Restore' })
    .click()
  await expect(page.getByText('Restored version 1')).toBeVisible()
  await expect(v1.getByText('Current')).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Back to current' })
  ).toBeHidden()
  await page.getByRole('button', { name: 'Close versions' }).click()

  const projects = page.getByRole('navigation', { name: 'Projects' })
  await page.getByRole('button', { name: 'Expand sidebar' }).click()
  const row = projects.getByRole('listitem').first()
  await row.hover()
  await row.getByRole('button', { name: /^Rename / }).click()
  const dialog = page.getByRole('dialog', { name: 'Rename Project' })
  await dialog.getByLabel('Project name').fill('My Streaks')
  await dialog.getByLabel('Project name').press('Enter')
  await expect(page.getByText('Project renamed successfully!')).toBeVisible()
  await expect(
    projects.getByRole('button', { name: 'My Streaks', exact: true })
  ).toBeVisible()

  await projects
    .getByRole('button', { name: 'My Streaks', exact: true })
    .hover()
  await projects.getByRole('button', { name: 'Pin My Streaks' }).click()
  const pinned = projects.getByRole('region', { name: 'Pinned' })
  await expect(
    pinned.getByRole('button', { name: 'My Streaks', exact: true })
  ).toBeVisible()

  await pinned.getByRole('button', { name: 'My Streaks', exact: true }).hover()
  await pinned.getByRole('button', { name: 'Delete My Streaks' }).click()
  const confirm = page.getByRole('dialog', { name: 'Are you absolutely sure?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByText('Project deleted successfully!')).toBeVisible()
  await expect(page.getByText('No recent projects')).toBeVisible()
})

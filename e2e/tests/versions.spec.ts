import { expect, test, type Page } from '@playwright/test'
import { openSidebar, signUp, uniqueEmail, VIEWPORTS } from './support/session'
import { credits, waitForBuild } from './support/studio'

/** Phones show the chat or the app; the chat sits beside the app elsewhere. */
async function showChat(page: Page) {
  const toggle = page
    .getByRole('group', { name: 'Pane' })
    .getByRole('button', { name: 'Chat' })
  if (await toggle.isVisible()) await toggle.click()
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`[VERSIONS ${viewport.name}]: edit code as a version, restore with confirmation, reopen from the project list`, async ({
      page,
    }) => {
      test.setTimeout(150_000)
      await signUp(page, uniqueEmail(`versions-${viewport.name}`))
      const prompt = page.getByRole('textbox', { name: 'Describe your app' })
      await prompt.fill('A habit tracker called Streakly')
      await prompt.press('Enter')
      await expect(page).toHaveURL(/\/build-studio\?.*taskId=/)
      await waitForBuild(page, 1)
      const before = await credits(page)

      // Editing code: the user's change becomes version 2, free of charge.
      await page.getByRole('button', { name: 'Workspace' }).click()
      await page.getByRole('tab', { name: 'Code' }).click()
      const source = page.getByRole('textbox', {
        name: 'Source of src/App.tsx',
      })
      await source.click()
      await page.keyboard.press('ControlOrMeta+End')
      await page.keyboard.type('\n// Tuned by hand\n')
      await page
        .getByRole('button', { name: 'Save as new version (1)' })
        .click()
      await expect(page.getByText('Saved as version 2')).toBeVisible()
      await waitForBuild(page, 2)
      await expect(source).toContainText('// Tuned by hand')
      expect(await credits(page)).toBe(before)

      await showChat(page)
      const chat = page.getByRole('region', { name: 'Chat' })
      await expect(chat.getByText('Edited src/App.tsx').first()).toBeVisible()

      // Restore asks first; cancelling keeps version 2.
      await page.getByRole('button', { name: 'Versions' }).click()
      const versions = page.getByRole('region', { name: 'Versions' })
      const v1 = versions.getByRole('listitem', { name: 'Version 1' })
      const v2 = versions.getByRole('listitem', { name: 'Version 2' })
      await expect(v2.getByText('Current')).toBeVisible()
      await v1.getByRole('button', { name: 'Restore' }).click()
      const confirm = page.getByRole('dialog', { name: 'Restore version 1?' })
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(v2.getByText('Current')).toBeVisible()
      await v1.getByRole('button', { name: 'Restore' }).click()
      await confirm.getByRole('button', { name: 'Restore' }).click()
      await expect(page.getByText('Restored version 1')).toBeVisible()
      await expect(v1.getByText('Current')).toBeVisible()

      // The project list opens the project on its active version.
      await page.goto('/home')
      const sidebar = await openSidebar(page)
      const projects = sidebar.getByRole('navigation', { name: 'Projects' })
      await projects
        .getByRole('button', { name: 'Streakly', exact: true })
        .click()
      await expect(page).toHaveURL(/\/build-studio\?/)
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
      await waitForBuild(page, 1)
      await page.getByRole('button', { name: 'Versions' }).click()
      await expect(v1.getByText('Current')).toBeVisible()
      await expect(v1.getByRole('button', { name: 'Showing' })).toBeVisible()
      await page.getByRole('button', { name: 'Close versions' }).click()

      // All projects: the card shows the name and the first prompt.
      await (
        await openSidebar(page)
      )
        .getByRole('link', { name: 'All projects' })
        .click()
      await expect(page).toHaveURL(/\/build-home$/)
      const card = page
        .getByRole('main')
        .getByRole('button', { name: /^Streakly/ })
      await expect(card).toContainText('A habit tracker called Streakly')
      await expect(card).not.toContainText('Edited')
      await card.click()
      await waitForBuild(page, 1)
    })
  })
}

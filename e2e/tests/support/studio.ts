import { expect, type Page } from '@playwright/test'
import { openUserMenu } from './session'

/** Waits until the studio header shows version `version` completed. */
export async function waitForBuild(page: Page, version: number) {
  const header = page.locator('header').filter({ hasText: `v${version}` })
  // Phones keep the status badge out of the crowded header, so it is only attached.
  await expect(header.getByText('Completed')).toBeAttached({ timeout: 60_000 })
}

/** "99/100" from the user menu, read fresh from the server. */
export async function credits(page: Page) {
  await page.reload()
  const menu = await openUserMenu(page)
  const text = await menu.getByText(/^\d+\/\d+$/).textContent()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  // On a phone the menu sits in the sidebar sheet, which closes next.
  const sheet = page.getByRole('dialog', { name: 'Menu' })
  if (await sheet.isVisible()) await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  return text
}

import { expect, type Page } from '@playwright/test'

export const PASSWORD = 'correct horse battery'

/** The two widths the account and versions specs run at. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kiln.test`
}

export async function signUp(page: Page, email: string) {
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/home$/)
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/**
 * The sidebar with the project list: on a phone it is a sheet opened from
 * the top bar; on a desktop outside the studio it is open already.
 */
export async function openSidebar(page: Page) {
  const menu = page.getByRole('button', { name: 'Open sidebar' })
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
  // Right after a navigation neither may be rendered yet: wait for one.
  await expect(menu.or(sidebar).filter({ visible: true }).first()).toBeVisible()
  if (await menu.isVisible()) {
    await menu.click()
    return page.getByRole('dialog', { name: 'Menu' })
  }
  return sidebar
}

export async function openUserMenu(page: Page) {
  const sidebar = await openSidebar(page)
  await sidebar.getByRole('button', { name: 'User menu' }).click()
  return page.getByRole('menu')
}

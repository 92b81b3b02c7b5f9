import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  logIn,
  openUserMenu,
  PASSWORD,
  signUp,
  uniqueEmail,
  VIEWPORTS,
} from './support/session'

const NEW_PASSWORD = 'a brand new passphrase'

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`[SETTINGS ${viewport.name}]: export, password change, sign out everywhere, account deletion`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000)
      const email = uniqueEmail(`settings-${viewport.name}`)
      await signUp(page, email)
      // A second device signed in to the same account.
      const other = await browser.newContext({ viewport })
      const otherPage = await other.newPage()
      await logIn(otherPage, email)
      await expect(otherPage).toHaveURL(/\/home$/)

      await (
        await openUserMenu(page)
      )
        .getByRole('menuitem', { name: 'Settings' })
        .click()
      await expect(page).toHaveURL(/\/settings/)
      await expect(
        page.getByRole('heading', { name: 'Settings', level: 1 })
      ).toBeVisible()

      // Data export: a zip download.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/\.zip$/)
      const zip = readFileSync(await download.path())
      expect(zip.subarray(0, 2).toString()).toBe('PK')
      await expect(page.getByText('Your data was downloaded.')).toBeVisible()

      // Password change signs the other device out.
      await page.getByLabel('Current password').fill(PASSWORD)
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
      await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Change password' }).click()
      await expect(
        page.getByText('Password changed. One other device was signed out.')
      ).toBeVisible()
      await otherPage.goto('/home')
      await expect(otherPage).toHaveURL(/\/login/)
      await logIn(otherPage, email, PASSWORD)
      await expect(otherPage.getByText(/e-mail or password/)).toBeVisible()
      await logIn(otherPage, email, NEW_PASSWORD)
      await expect(otherPage).toHaveURL(/\/home$/)

      // Sign out everywhere asks first, then ends both devices.
      await page.reload()
      await page.getByRole('button', { name: 'Sign out everywhere' }).click()
      const confirmSignOut = page.getByRole('dialog', {
        name: 'Sign out everywhere?',
      })
      await confirmSignOut.getByRole('button', { name: 'Cancel' }).click()
      await expect(page).toHaveURL(/\/settings/)
      await page.getByRole('button', { name: 'Sign out everywhere' }).click()
      await confirmSignOut
        .getByRole('button', { name: 'Sign out everywhere' })
        .click()
      await expect(page).toHaveURL(/\/login/)
      await otherPage.goto('/home')
      await expect(otherPage).toHaveURL(/\/login/)
      await other.close()

      // Account deletion asks for the e-mail, then the account is gone.
      await logIn(page, email, NEW_PASSWORD)
      await expect(page).toHaveURL(/\/home$/)
      await page.goto('/settings')
      await page.getByRole('button', { name: 'Delete account...' }).click()
      const confirmDelete = page.getByRole('dialog', {
        name: 'Delete your account?',
      })
      const deleteButton = confirmDelete.getByRole('button', {
        name: 'Delete my account',
      })
      await expect(deleteButton).toBeDisabled()
      await confirmDelete.getByLabel(/to confirm/).fill(email)
      await deleteButton.click()
      await expect(page.getByText('Your account was deleted.')).toBeVisible()
      await expect(page).toHaveURL(/\/login/)
      await logIn(page, email, NEW_PASSWORD)
      await expect(page.getByText(/e-mail or password/)).toBeVisible()
    })
  })
}

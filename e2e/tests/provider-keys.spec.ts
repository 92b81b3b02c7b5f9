import { expect, test } from '@playwright/test'
import { openUserMenu, signUp, uniqueEmail } from './support/session'

const KEY = 'sk-ant-e2e-own-key-0123456789abcdef7f3a'

test('[PROVIDER KEYS]: save an own model key, never shown again, then delete it', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('own-key'))
  await (
    await openUserMenu(page)
  )
    .getByRole('menuitem', { name: 'Settings' })
    .click()
  const section = page.getByRole('region', { name: 'Model provider keys' })
  await expect(section.getByText('No keys saved.')).toBeVisible()

  // A key too short for any provider is explained in the form.
  await section.getByLabel('Provider').selectOption({ label: 'Anthropic' })
  await section.getByLabel('API key').fill('sk-short')
  await section.getByRole('button', { name: 'Save key' }).click()
  await expect(section.getByRole('alert')).toContainText('too short')

  await section.getByLabel('API key').fill(KEY)
  await section.getByRole('button', { name: 'Save key' }).click()
  await expect(
    page.getByText('Your Anthropic key ending in 7f3a was saved.')
  ).toBeVisible()
  const saved = section.getByRole('list', { name: 'Saved provider keys' })
  await expect(saved).toContainText('Key ending in 7f3a')
  await expect(section.getByLabel('API key')).toHaveValue('')

  // After a reload only the last four characters are ever shown.
  await page.reload()
  await expect(saved).toContainText('Anthropic')
  expect(await page.content()).not.toContain(KEY)

  await saved.getByRole('button', { name: 'Delete the Anthropic key' }).click()
  const confirm = page.getByRole('dialog', {
    name: 'Delete your Anthropic key?',
  })
  await confirm.getByRole('button', { name: 'Delete key' }).click()
  await expect(page.getByText('Your Anthropic key was deleted.')).toBeVisible()
  await expect(section.getByText('No keys saved.')).toBeVisible()
})

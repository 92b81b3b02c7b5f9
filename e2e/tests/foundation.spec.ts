import { expect, test, type Page } from '@playwright/test'

const PASSWORD = 'correct horse battery'

function uniqueEmail() {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kiln.test`
}

async function fillCredentials(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
}

async function signUp(page: Page, email = uniqueEmail()) {
  await page.goto('/signup')
  await fillCredentials(page, email)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('link', { name: 'New Project' })).toBeVisible()
  return email
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

test('[LANDING]: / shows what Kiln is to signed-out visitors', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { name: 'Describe an app. Kiln builds it.' })
  ).toBeVisible()
  await page.getByRole('link', { name: 'Log in' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
})

test('[AUTH]: sign up lands on /home', async ({ page }) => {
  await signUp(page)
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible()
})

test('[AUTH]: reload stays signed in', async ({ page }) => {
  await signUp(page)
  await page.reload()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('link', { name: 'New Project' })).toBeVisible()
  await page.goto('/')
  await expect(page).toHaveURL(/\/home$/)
})

test('[AUTH]: sign out goes to /login', async ({ page }) => {
  await signUp(page)
  await signOut(page)
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login$/)
})

test('[AUTH]: a signed-out visit to /integrations comes back after log in', async ({
  page,
}) => {
  const email = await signUp(page)
  await signOut(page)
  await page.goto('/integrations')
  await expect(page).toHaveURL(/\/login$/)
  await fillCredentials(page, email)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/integrations$/)
})

test('[AUTH]: a wrong password is explained in the form', async ({ page }) => {
  const email = await signUp(page)
  await signOut(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('[ERRORS]: a rendering error shows the error screen', async ({ page }) => {
  await signUp(page)
  await page.goto('/test-route')
  await expect(page.getByTestId('check-0')).toHaveText(/^OK in \d+ ms/)
  await page.getByLabel('Note').fill('kept behind the overlay')
  await page.getByRole('button', { name: 'Simulate a rendering error' }).click()

  const overlay = page.getByRole('alertdialog', {
    name: 'Something went wrong',
  })
  await expect(overlay).toBeVisible()
  await expect(
    page
      .getByTestId('error-snapshot')
      .locator('input[value="kept behind the overlay"]')
  ).toBeDisabled()
  await overlay.getByRole('button', { name: 'View Details' }).click()
  await expect(
    overlay.getByText('Simulated rendering error from /test-route', {
      exact: true,
    })
  ).toBeVisible()

  await overlay.getByRole('button', { name: 'Close' }).click()
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'Page is not working' })
  await expect(banner).toBeVisible()
  await expect(overlay).toBeHidden()
  await banner.getByRole('button', { name: 'Details' }).click()
  await expect(overlay).toBeVisible()
})

test('[ROUTING]: unknown pages say Not Found', async ({ page }) => {
  await signUp(page)
  await page.goto('/no/such/page')
  await expect(page.getByText('Not Found')).toBeVisible()
})

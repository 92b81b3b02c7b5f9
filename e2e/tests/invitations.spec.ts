import { expect, test, type Page } from '@playwright/test'

const PASSWORD = 'correct horse battery'
const ADMIN = 'admin@kiln.test'

const uniqueEmail = () =>
  `e2e-inv-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kiln.test`

async function signUp(page: Page, email = uniqueEmail()) {
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/home$/)
  return email
}

/** The admin account may exist already (one server for all specs). */
async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/auth/signup', {
    data: { email: ADMIN, password: PASSWORD },
  })
  expect([201, 409]).toContain(res.status())
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/home$/)
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

test('[INVITATIONS]: a user off the allow-list lands on /home with the message', async ({
  page,
}) => {
  await signUp(page)
  await page.goto('/invitation')
  await expect(page).toHaveURL(/\/home$/)
  await expect(
    page.getByText(
      "You don't have permission to access invitation code management. Please contact your administrator."
    )
  ).toBeVisible()
})

test('[INVITATIONS]: the admin generates a code, another user redeems it, the admin grants credits', async ({
  page,
}) => {
  await signInAdmin(page)
  await page.goto('/invitation/generate')
  await page.getByLabel('Credits per redemption').fill('25')
  await page.getByRole('button', { name: 'Generate codes' }).click()
  const shown = page.getByRole('region', { name: 'Generated codes' })
  const code = (await shown.locator('code').first().textContent())!.trim()
  expect(code).toMatch(/^KILN-[A-Z2-7]{32}$/)
  await page.goto('/invitation?view=manage')
  await expect(page.getByRole('cell', { name: code.slice(-4) })).toBeVisible()
  await signOut(page)

  const guest = await signUp(page)
  await page.goto('/invitation/redeem')
  await page.getByLabel('Invitation code').fill(code)
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Code redeemed. 25 credits were added to this cycle.'
  )
  await page.goto('/admin/credits')
  await expect(
    page.getByText('You need administrator access to view this page.')
  ).toBeVisible()
  await signOut(page)

  await signInAdmin(page)
  await page.goto('/admin/credits')
  await page.getByLabel('User e-mail').fill(guest)
  await page.getByRole('button', { name: 'Find user' }).click()
  await expect(page.getByTestId('admin-credits')).toContainText(
    '125 available of 125'
  )
  await page.getByLabel('Credits (+ grant, − remove)').fill('10')
  await page.getByLabel('Reason').fill('E2E thank you')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('admin-credits')).toContainText(
    '135 available of 135'
  )
  const ledger = page.getByRole('table', { name: 'Credit ledger' })
  await expect(ledger).toContainText('E2E thank you')
  await expect(ledger).toContainText(ADMIN)
})

import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const MCP_PORT = Number(process.env.E2E_MCP_PORT ?? 3102)
const MCP_URL = `http://127.0.0.1:${MCP_PORT}/mcp`
let everything: ChildProcess | undefined

/** The real @modelcontextprotocol/server-everything on loopback. */
test.beforeAll(async () => {
  const entry = path.join(
    path.dirname(
      require.resolve('@modelcontextprotocol/server-everything/package.json', {
        paths: [path.resolve(import.meta.dirname, '../../apps/server')],
      })
    ),
    'dist',
    'index.js'
  )
  const child = spawn(process.execPath, [entry, 'streamableHttp'], {
    env: { ...process.env, PORT: String(MCP_PORT) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  everything = child
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no MCP server')), 20_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`on port ${MCP_PORT}`)) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`MCP exited ${code}`)))
  })
})

test.afterAll(() => {
  everything?.kill('SIGTERM')
})

async function signUp(page: Page) {
  const email = `e2e-int-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@kiln.test`
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('correct horse battery')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/home$/)
}

async function openIntegrations(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Integrations' }).click()
  await expect(page).toHaveURL(/\/integrations$/)
  await expect(
    page.getByRole('heading', { name: 'Integrations', exact: true })
  ).toBeVisible()
}

test('[INTEGRATIONS]: add an MCP server through the side panel', async ({
  page,
}) => {
  await signUp(page)
  await openIntegrations(page)
  await page.getByRole('button', { name: 'Add MCP Server' }).click()
  const panel = page.getByRole('dialog', { name: 'Add MCP Server' })
  const create = panel.getByRole('button', { name: 'Create Server' })
  const testButton = panel.getByRole('button', { name: 'Test Connection' })
  await expect(testButton).toBeDisabled()

  await panel.getByLabel('Name').fill('Everything')
  await panel.getByLabel('URL').fill('ftp://nope')
  await expect(
    panel.getByText('Server URL must start with http:// or https://')
  ).toBeVisible()
  await expect(create).toBeDisabled()
  await panel.getByLabel('URL').fill('http://')
  await expect(
    panel.getByText('Please enter a valid Server URL.')
  ).toBeVisible()

  await panel.getByLabel('URL').fill(MCP_URL)
  await testButton.click()
  const tools = panel.getByRole('list', { name: 'Tools' })
  await expect(tools.getByText('echo', { exact: true })).toBeVisible()
  await create.click()
  await expect(panel).toBeHidden()

  const card = page.getByRole('article', { name: 'Everything' })
  await expect(card.getByText('Online')).toBeVisible()
  await expect(card.getByRole('link', { name: MCP_URL })).toBeVisible()

  await page.getByRole('button', { name: 'Add MCP Server' }).click()
  const again = page.getByRole('dialog', { name: 'Add MCP Server' })
  await again.getByLabel('Name').fill('everything')
  await expect(
    again.getByText('A server with this name already exists.')
  ).toBeVisible()
  await again.getByRole('button', { name: 'Close', exact: true }).click()

  await page.reload()
  await expect(page.getByRole('article', { name: 'Everything' })).toBeVisible()
})

test('[INTEGRATIONS]: save a Figma key in the Integrations dialog', async ({
  page,
}) => {
  await signUp(page)
  await openIntegrations(page)
  await page.getByRole('button', { name: 'Service Keys' }).click()
  const dialog = page.getByRole('dialog', { name: 'Integrations' })
  const figma = dialog.getByRole('region', { name: 'Figma' })
  const save = figma.getByRole('button', { name: 'Save API Key' })
  await expect(save).toBeDisabled()
  await figma.getByLabel('Personal Access Token').fill('   ')
  await expect(save).toBeDisabled()
  await figma.getByLabel('Key Name (optional)').fill('  E2E key  ')
  await figma.getByLabel('Personal Access Token').fill('figd_e2e_token_1234')
  await save.click()
  // No real Figma here: the key is saved and its validation warns.
  await expect(page.getByText(/^Figma API key saved but/)).toBeVisible()
  await expect(figma.getByText('E2E key')).toBeVisible()
  await expect(figma.getByText('Active')).toBeVisible()
  await expect(figma.getByText(/1234$/)).toBeVisible()

  await figma.getByRole('button', { name: 'Disable' }).click()
  await expect(page.getByText('Figma API key disabled!')).toBeVisible()
  await expect(figma.getByText('Inactive')).toBeVisible()

  await figma.getByRole('button', { name: 'Delete Figma API key' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Figma API Key' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(
    page.getByText('Figma API key deleted successfully!')
  ).toBeVisible()
  await expect(figma.getByLabel('Personal Access Token')).toBeVisible()
})

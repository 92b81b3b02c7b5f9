import { expect, test } from '@playwright/test'
import { strToU8, zipSync } from 'fflate'
import { signUp, uniqueEmail } from './support/session'

/** A Vite + React app as a builder exports it: one top folder, node_modules and a lockfile inside. */
function exportedZip() {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'lantern-notes',
      private: true,
      type: 'module',
      dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
      devDependencies: { vite: '^6.0.0' },
    }),
    'index.html':
      '<!doctype html><html><head><title>Lantern notes</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    'src/main.tsx':
      "import { createRoot } from 'react-dom/client'\nimport App from './App'\n\ncreateRoot(document.getElementById('root')!).render(<App />)\n",
    'src/App.tsx':
      'export default function App() {\n  return <h1>Lantern notes, imported</h1>\n}\n',
    'node_modules/react/index.js': 'module.exports = {}',
    'package-lock.json': '{}',
  }
  return Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([path, text]) => [
          `lantern-notes-main/${path}`,
          strToU8(text),
        ])
      )
    )
  )
}

test('[IMPORT]: a zip exported by another builder opens in the studio and renders in the preview', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page, uniqueEmail('import'))
  await page.getByRole('main').getByRole('button', { name: 'Import' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a project' })
  await dialog.getByLabel('Zip file to import').setInputFiles({
    name: 'lantern-notes-main.zip',
    mimeType: 'application/zip',
    buffer: exportedZip(),
  })
  await expect(page).toHaveURL(/\/build-studio\?.*taskId=/)
  const header = page.locator('header').filter({ hasText: 'v1' })
  await expect(header.getByText('Completed')).toBeVisible({ timeout: 60_000 })
  await expect(
    page
      .frameLocator('iframe[title^="Preview of"]')
      .getByRole('heading', { name: 'Lantern notes, imported' })
  ).toBeVisible()
  await expect(page.getByText('Lantern notes').first()).toBeVisible()
})

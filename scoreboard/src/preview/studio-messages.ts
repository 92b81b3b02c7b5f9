import { setTimeout as sleep } from 'node:timers/promises'
import type { Frame, Page } from 'playwright-core'
import type { ProbeContext } from '../probe'
import { buttons, closePopups, type Escapes } from './attack-session'

/**
 * Forged messages first (none may reach the studio's error panel), then the
 * app's own error as a control (it must show, as text only).
 */
export async function recordMessages(
  ctx: ProbeContext,
  page: Page,
  frame: Frame,
  escapes: Escapes,
  marker: string,
  taskId: string
) {
  const dismiss = page.getByRole('button', { name: 'Dismiss error' })
  const alerts = () =>
    page
      .getByRole('alert')
      .filter({ hasText: 'runtime error' })
      .allTextContents()
  const messages = (await buttons(frame, 'message')).filter(
    (name) => name !== 'own-error'
  )
  for (const name of messages) {
    if (await dismiss.isVisible()) await dismiss.click()
    const url = page.url()
    await frame.locator(`button[data-attack="message:${name}"]`).click()
    await sleep(name.includes('other-origin') ? 3000 : 1200)
    const shown = (await alerts()).join(' | ')
    escapes.record(
      !shown.includes('FORGED'),
      `message ${name}: the studio showed ${shown.slice(0, 200)}`
    )
    escapes.record(
      page.url() === url,
      `message ${name}: the studio went to ${page.url()}`
    )
    await closePopups(page.context(), page)
  }

  // Another origin (here the studio's own) posting as the bridge.
  if (await dismiss.isVisible()) await dismiss.click()
  await page.evaluate(
    ([text, taskId]) =>
      window.postMessage(
        { type: 'kiln:preview-error', kind: 'error', message: text, taskId },
        '*'
      ),
    [`FORGED from another origin ${marker}`, taskId] as const
  )
  await sleep(1000)
  const forged = (await alerts()).join(' | ')
  escapes.record(
    !forged.includes('FORGED'),
    `message from another origin: the studio showed ${forged.slice(0, 200)}`
  )

  if (await dismiss.isVisible()) await dismiss.click()
  await frame.locator('button[data-attack="message:own-error"]').click()
  await sleep(1200)
  const shown = (await alerts()).join(' | ')
  ctx.log(`preview-escapes control own-error: ${shown.slice(0, 200)}`)
  if (!shown.includes(`OWN error`) || !shown.includes(marker)) {
    escapes.fail(
      `control: the app's own error did not reach the studio (${shown})`
    )
  }
  escapes.record(
    (await page.locator('#kiln-xss').count()) === 0,
    'message own-error: its HTML was rendered in the studio'
  )
}

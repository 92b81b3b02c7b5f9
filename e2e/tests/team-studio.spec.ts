import { expect, test, type Browser, type Page } from '@playwright/test'
import { openSidebar, signUp, uniqueEmail } from './support/session'
import { waitForBuild } from './support/studio'

/** A second browser: its own context, cookies and session. */
async function newBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
  })
  return context.newPage()
}

/** Invites `email` with `role` from /workspace-members; the copyable link (no SMTP_URL). */
async function invite(page: Page, email: string, role: 'editor' | 'viewer') {
  const form = page.getByRole('form', { name: 'Invite' })
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Role').selectOption(role)
  await form.getByRole('button', { name: 'Invite' }).click()
  const link = form.getByLabel('Copy this link to the invited person:')
  await expect(link).toHaveValue(/#token=/)
  await expect(
    page.getByRole('list', { name: 'Open invitations' })
  ).toContainText(email)
  return link.inputValue()
}

/** Signs up with the invited address and accepts the link. */
async function accept(page: Page, email: string, link: string) {
  await signUp(page, email)
  await page.goto(link)
  await expect(page.getByText('You joined Kiln crew.')).toBeVisible()
}

test('[TEAM]: an owner invites an editor and a viewer; the editor builds, the owner sees it live, the viewer cannot prompt', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(240_000)
  const ownerEmail = uniqueEmail('e2e-team-owner')
  const editorEmail = uniqueEmail('e2e-team-editor')
  const viewerEmail = uniqueEmail('e2e-team-viewer')

  await signUp(owner, ownerEmail)
  const sidebar = await openSidebar(owner)
  await sidebar.getByRole('button', { name: 'Workspace: Personal' }).click()
  await owner.getByRole('menuitem', { name: 'New workspace' }).click()
  await owner.getByLabel('Workspace name').fill('Kiln crew')
  await owner.getByLabel('Workspace name').press('Enter')
  await expect(
    sidebar.getByRole('button', { name: 'Workspace: Kiln crew' })
  ).toBeVisible()

  await owner.goto('/workspace-members')
  const editorLink = await invite(owner, editorEmail, 'editor')
  const viewerLink = await invite(owner, viewerEmail, 'viewer')

  await owner.goto('/home')
  const prompt = owner.getByRole('textbox', { name: 'Describe your app' })
  await prompt.fill('A team board called Crewboard')
  await prompt.press('Enter')
  await expect(owner).toHaveURL(/\/build-studio\?.*taskId=/)
  await waitForBuild(owner, 1)
  const studioUrl = owner.url()

  const editor = await newBrowser(browser)
  await accept(editor, editorEmail, editorLink)
  await editor.goto(studioUrl)
  await waitForBuild(editor, 1)

  // The owner, studio open, sees the editor there.
  const here = owner.getByRole('list', { name: 'Also here' })
  await expect(here.getByLabel(editorEmail)).toBeVisible()
  // Initials: the first and last word of the name (here the address).
  await expect(here.getByLabel(editorEmail)).toHaveText(/^E[A-Z0-9]$/)

  const followUp = editor
    .getByRole('region', { name: 'Chat' })
    .getByRole('textbox', { name: 'Follow-up prompt' })
  await followUp.fill('call it Crewboard Pro')
  await followUp.press('Enter')

  // ...and the editor's build streams into the owner's studio, no reload.
  const ownerChat = owner.getByRole('region', { name: 'Chat' })
  await expect(ownerChat.getByText('call it Crewboard Pro')).toBeVisible({
    timeout: 30_000,
  })
  await waitForBuild(owner, 2)
  await waitForBuild(editor, 2)

  const viewer = await newBrowser(browser)
  await accept(viewer, viewerEmail, viewerLink)
  await viewer.goto(studioUrl.replace(/taskId=[^&]+&?/, ''))
  await waitForBuild(viewer, 2)
  const viewerChat = viewer.getByRole('region', { name: 'Chat' })
  await expect(viewerChat.getByText('call it Crewboard Pro')).toBeVisible()
  await expect(
    viewerChat.getByText(/You are a viewer in this workspace/)
  ).toBeVisible()
  await expect(
    viewer.getByRole('textbox', { name: 'Follow-up prompt' })
  ).toHaveCount(0)
  await viewer.getByRole('button', { name: 'Versions' }).click()
  const versions = viewer.getByRole('region', { name: 'Versions' })
  await expect(
    versions.getByRole('listitem', { name: 'Version 1' })
  ).toBeVisible()
  await expect(versions.getByRole('button', { name: 'Restore' })).toHaveCount(0)
  await expect(here.getByLabel(viewerEmail)).toBeVisible()

  await editor.context().close()
  await viewer.context().close()
  // Once they leave, their avatars go.
  await expect(here).toBeHidden({ timeout: 15_000 })
})

import { makeTask } from '@/testing/build-task-fixtures'
import { stubViewportWidth } from '@/testing/media-query'
import { server } from '@/testing/msw-server'
import { renderApp, signIn } from '@/testing/render-app'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'

const alpha = makeTask({ _id: 't-a', projectId: 'p-a', name: 'Alpha' })

beforeEach(() => {
  server.use(http.get('/api/new_build', () => HttpResponse.json([alpha])))
})

describe('sidebar on a phone (375 px)', () => {
  beforeEach(() => stubViewportWidth(375))

  it('has no icon rail; the top bar opens the full sidebar with the projects', async () => {
    signIn()
    const { router } = renderApp('/home')
    const open = await screen.findByRole('button', { name: 'Open sidebar' })
    expect(
      screen.queryByRole('complementary', { name: 'Sidebar' })
    ).not.toBeInTheDocument()

    await userEvent.click(open)
    const sheet = await screen.findByRole('dialog', { name: 'Menu' })
    const projects = await within(sheet).findByRole('navigation', {
      name: 'Projects',
    })
    expect(
      within(projects).getByRole('button', { name: 'Alpha' })
    ).toBeVisible()
    expect(
      within(sheet).getByRole('button', { name: 'User menu' })
    ).toBeVisible()

    await userEvent.click(
      within(sheet).getByRole('link', { name: 'All projects' })
    )
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/build-home')
    )
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Menu' })
      ).not.toBeInTheDocument()
    )
    expect(
      await screen.findByRole('heading', { name: 'Your projects' })
    ).toBeInTheDocument()
  })

  it('closes the sheet with its close button', async () => {
    signIn()
    renderApp('/home')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Open sidebar' })
    )
    const sheet = await screen.findByRole('dialog', { name: 'Menu' })
    await userEvent.click(
      within(sheet).getByRole('button', { name: 'Close panel' })
    )
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Menu' })
      ).not.toBeInTheDocument()
    )
  })
})

describe('sidebar on a tablet (800 px)', () => {
  beforeEach(() => stubViewportWidth(800))

  it('stays an icon rail; Expand sidebar opens the full sidebar as a sheet', async () => {
    signIn()
    renderApp('/home')
    const rail = await screen.findByRole('complementary', { name: 'Sidebar' })
    expect(rail).toHaveAttribute('data-collapsed', 'true')
    expect(
      within(rail).queryByRole('navigation', { name: 'Projects' })
    ).not.toBeInTheDocument()
    expect(
      within(rail).getByRole('link', { name: 'All projects' })
    ).toHaveAttribute('href', '/build-home')

    await userEvent.click(
      within(rail).getByRole('button', { name: 'Expand sidebar' })
    )
    const sheet = await screen.findByRole('dialog', { name: 'Menu' })
    expect(
      await within(sheet).findByRole('button', { name: 'Alpha' })
    ).toBeVisible()
    expect(rail).toHaveAttribute('data-collapsed', 'true')
  })
})

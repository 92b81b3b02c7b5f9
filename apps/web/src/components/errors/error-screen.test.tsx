import {
  postErrorToParent,
  rememberComponentStack,
  setRenderErrorReporter,
} from '@/lib/error-reporting'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { describe, expect, it, vi } from 'vitest'
import { ErrorScreen } from './error-screen'
import { SNAPSHOT_ROOT_ATTR } from './page-snapshot'

function Bomb(): never {
  throw new Error('Boom in render')
}

function Page() {
  const [broken, setBroken] = useState(false)
  return (
    <div>
      <label htmlFor="name">Name</label>
      <input id="name" />
      <button onClick={() => setBroken(true)}>Break</button>
      {broken && <Bomb />}
    </div>
  )
}

function renderScreen(reload = vi.fn()) {
  render(
    <div {...{ [SNAPSHOT_ROOT_ATTR]: '' }}>
      <ErrorBoundary
        fallbackRender={({ error }) => (
          <ErrorScreen error={error} reload={reload} />
        )}
        onError={(error, info) =>
          rememberComponentStack(error, info.componentStack)
        }
      >
        <Page />
      </ErrorBoundary>
    </div>
  )
  return { reload }
}

async function breakPage() {
  const user = userEvent.setup()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  await user.type(screen.getByLabelText('Name'), 'Ada')
  await user.click(screen.getByRole('button', { name: 'Break' }))
  return user
}

describe('ErrorScreen', () => {
  it('shows the overlay over the last good page, greyed and read-only', async () => {
    renderScreen()
    await breakPage()
    const dialog = screen.getByRole('alertdialog', {
      name: 'Something went wrong',
    })
    expect(dialog).toHaveTextContent(
      'We are sorry for the inconvenience. Please reload and try again.'
    )
    const snapshot = screen.getByTestId('error-snapshot')
    expect(snapshot).toHaveAttribute('inert')
    const input = within(snapshot).getByDisplayValue('Ada')
    expect(input).toBeDisabled()
    expect(input).toHaveAttribute('readonly')
  })

  it('shows the message and the component stack under View Details', async () => {
    renderScreen()
    const user = await breakPage()
    expect(screen.queryByText('Boom in render')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'View Details' }))
    expect(screen.getByText('Boom in render')).toBeInTheDocument()
    expect(screen.getByText(/at Bomb|Bomb/)).toBeInTheDocument()
  })

  it('reloads with Reload', async () => {
    const { reload } = renderScreen()
    const user = await breakPage()
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('folds into a banner with Close, and Details reopens the overlay', async () => {
    renderScreen()
    const user = await breakPage()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    const banner = screen.getByRole('alert')
    expect(banner).toHaveTextContent('Page is not working')
    expect(banner).toHaveTextContent('Boom in render')
    // It comes before the greyed page instead of lying over its first lines.
    expect(
      banner.compareDocumentPosition(screen.getByTestId('error-snapshot')) &
        Node.DOCUMENT_POSITION_FOLLOWING
    ).toBeTruthy()
    await user.click(within(banner).getByRole('button', { name: 'Details' }))
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('reports the error to the analytics hook with its component stack', async () => {
    const reporter = vi.fn()
    setRenderErrorReporter(reporter)
    renderScreen()
    await breakPage()
    expect(reporter).toHaveBeenCalledWith({
      source: 'errorBoundary',
      message: 'Boom in render',
      stack: expect.stringContaining('Boom in render'),
      componentStack: expect.stringContaining('Bomb'),
    })
    setRenderErrorReporter(() => {})
  })
})

describe('postErrorToParent', () => {
  it('posts {type: error, message} to the parent window when embedded', () => {
    const postMessage = vi.fn()
    const framed = { parent: { postMessage } } as unknown as Window
    postErrorToParent('Boom', framed)
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'error', message: 'Boom' },
      '*'
    )
  })

  it('posts nothing when not embedded', () => {
    const postMessage = vi.fn()
    const top = { postMessage } as unknown as Window & { parent: Window }
    top.parent = top
    postErrorToParent('Boom', top)
    expect(postMessage).not.toHaveBeenCalled()
  })
})

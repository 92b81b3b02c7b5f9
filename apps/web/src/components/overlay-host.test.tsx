import {
  createOverlayRegistry,
  type OverlayControlProps,
} from '@/lib/overlay-registry'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OverlayHost } from './overlay-host'

function Confirm({
  open,
  onDismiss,
  question,
}: OverlayControlProps<boolean> & { question: string }) {
  return (
    <div role="dialog" aria-label={question} data-open={open}>
      <button onClick={() => onDismiss(true)}>Yes</button>
    </div>
  )
}

describe('OverlayHost', () => {
  afterEach(() => vi.useRealTimers())

  it('renders shown overlays and removes them 300 ms after dismissal', async () => {
    const registry = createOverlayRegistry()
    render(<OverlayHost registry={registry} />)
    let answer: Promise<boolean | undefined> | undefined
    act(() => {
      answer = registry.show(Confirm, { question: 'Delete it?' })
    })
    const dialog = screen.getByRole('dialog', { name: 'Delete it?' })
    expect(dialog).toHaveAttribute('data-open', 'true')

    vi.useFakeTimers()
    act(() => screen.getByRole('button', { name: 'Yes' }).click())
    await expect(answer).resolves.toBe(true)
    expect(dialog).toHaveAttribute('data-open', 'false')
    act(() => vi.advanceTimersByTime(300))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

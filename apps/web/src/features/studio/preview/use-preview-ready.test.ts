import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREVIEW_READY_MS, usePreviewSilent } from './use-preview-ready'

const URL = 'http://v-task-1.localhost:3001/'

function post(origin: string) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      data: { type: 'kiln:preview-ready', taskId: 'task-1' },
    })
  )
}

describe('a preview that never says it is alive', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is silent after the wait, unless its own origin said it is ready', () => {
    const silent = renderHook(() => usePreviewSilent(URL, 'load-1'))
    act(() => post('http://evil.localhost:3001'))
    act(() => vi.advanceTimersByTime(PREVIEW_READY_MS))
    expect(silent.result.current).toBe(true)

    const alive = renderHook(() => usePreviewSilent(URL, 'load-2'))
    act(() => post('http://v-task-1.localhost:3001'))
    act(() => vi.advanceTimersByTime(PREVIEW_READY_MS))
    expect(alive.result.current).toBe(false)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOverlayRegistry } from './overlay-registry'

const Dummy = () => null

describe('overlay registry', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens an overlay and resolves its promise on dismiss', async () => {
    const registry = createOverlayRegistry()
    const promise = registry.show<{ title: string }, string>(Dummy, {
      title: 'Hi',
    })
    const [entry] = registry.getEntries()
    expect(entry).toMatchObject({ open: true, props: { title: 'Hi' } })

    registry.dismiss(entry!.id, 'confirmed')
    await expect(promise).resolves.toBe('confirmed')
    expect(registry.getEntries()[0]?.open).toBe(false)
  })

  it('removes a dismissed overlay 300 ms later', () => {
    const registry = createOverlayRegistry()
    void registry.show(Dummy, {})
    const id = registry.getEntries()[0]!.id
    registry.dismiss(id)
    vi.advanceTimersByTime(299)
    expect(registry.getEntries()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(registry.getEntries()).toHaveLength(0)
  })

  it('ignores a second dismiss and unknown ids', async () => {
    const registry = createOverlayRegistry()
    const promise = registry.show(Dummy, {})
    const id = registry.getEntries()[0]!.id
    registry.dismiss(id, 'first')
    registry.dismiss(id, 'second')
    registry.dismiss('nope')
    await expect(promise).resolves.toBe('first')
  })

  it('notifies subscribers', () => {
    const registry = createOverlayRegistry()
    const listener = vi.fn()
    registry.subscribe(listener)
    void registry.show(Dummy, {})
    registry.dismiss(registry.getEntries()[0]!.id)
    vi.runAllTimers()
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('closes every overlay at once, resolving the open ones as dismissed', async () => {
    const registry = createOverlayRegistry()
    const first = registry.show(Dummy, {})
    const second = registry.show(Dummy, {})
    registry.dismiss(registry.getEntries()[1]!.id, 'kept')
    registry.closeAll()
    expect(registry.getEntries()).toEqual([])
    await expect(first).resolves.toBeUndefined()
    await expect(second).resolves.toBe('kept')
  })
})

import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createDataLayer } from './data-layer'

describe('createDataLayer', () => {
  it('creates one client for every load and tells subscribers when it is there', async () => {
    const create = vi.fn(() => Promise.resolve(new QueryClient()))
    const data = createDataLayer(create)
    const listener = vi.fn()
    data.subscribe(listener)
    expect(data.current()).toBeUndefined()
    const [first, second] = await Promise.all([data.load(), data.load()])
    expect(first).toBe(second)
    expect(await data.load()).toBe(first)
    expect(data.current()).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load (a chunk that did not arrive)', async () => {
    const client = new QueryClient()
    const create = vi
      .fn<() => Promise<QueryClient>>()
      .mockRejectedValueOnce(
        new Error('Failed to fetch dynamically imported module')
      )
      .mockResolvedValueOnce(client)
    const data = createDataLayer(create)
    await expect(data.load()).rejects.toThrow('Failed to fetch')
    expect(await data.load()).toBe(client)
  })

  it('clears the cached answers of a loaded client, and is a no-op before', async () => {
    const client = new QueryClient()
    const data = createDataLayer(() => Promise.resolve(client))
    expect(() => data.clear()).not.toThrow()
    await data.load()
    client.setQueryData(['profile'], { name: 'Ada' })
    data.clear()
    expect(client.getQueryData(['profile'])).toBeUndefined()
  })

  it('loads the app query client by default, with its retry rules', async () => {
    const client = await createDataLayer().load()
    expect(client.getDefaultOptions().mutations?.retry).toBe(false)
  })
})

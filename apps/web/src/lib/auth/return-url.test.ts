import { describe, expect, it } from 'vitest'
import { consumeReturnUrl, RETURN_URL_KEY, saveReturnUrl } from './return-url'

const origin = 'https://kiln.example'

describe('return URL', () => {
  it('is used once, then removed', () => {
    saveReturnUrl('/integrations?tab=mcp#top')
    expect(consumeReturnUrl(sessionStorage, origin)).toBe(
      '/integrations?tab=mcp#top'
    )
    expect(sessionStorage.getItem(RETURN_URL_KEY)).toBeNull()
    expect(consumeReturnUrl(sessionStorage, origin)).toBeNull()
  })

  it('is resolved against the origin: only path, query and hash are kept', () => {
    saveReturnUrl('https://evil.example/home?x=1#y')
    expect(consumeReturnUrl(sessionStorage, origin)).toBe('/home?x=1#y')
    saveReturnUrl('pricing?plan=pro')
    expect(consumeReturnUrl(sessionStorage, origin)).toBe('/pricing?plan=pro')
  })

  it('gives back an unparseable value raw', () => {
    saveReturnUrl('http://[not-a-host/path')
    expect(consumeReturnUrl(sessionStorage, origin)).toBe(
      'http://[not-a-host/path'
    )
  })

  it('keeps the page the user was on when asked to remember a sign-in page', () => {
    saveReturnUrl('/home?x=1')
    saveReturnUrl('/login')
    saveReturnUrl('/signup?next=1')
    expect(consumeReturnUrl(sessionStorage, origin)).toBe('/home?x=1')
  })
})

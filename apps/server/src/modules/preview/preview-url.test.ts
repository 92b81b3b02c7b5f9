import { describe, expect, it } from 'vitest'
import { testEnv } from '../../test/helper'
import { createHostMatcher, previewOrigin, previewUrl } from './preview-url'

describe('preview urls', () => {
  it('uses the default template with PREVIEW_PORT', () => {
    const env = testEnv({ PREVIEW_PORT: '3101' })
    expect(previewOrigin(env, 'p1')).toBe('http://p1.localhost:3101')
    expect(previewUrl(env, 'p1', 't1')).toBe('http://p1.localhost:3101/v/t1/')
    const match = createHostMatcher(env)
    expect(match('P1.localhost:3101')).toBe('p1')
    expect(match('p1.localhost:3000')).toBeUndefined()
    expect(match('localhost:3101')).toBeUndefined()
    expect(match('a.b.localhost:3101')).toBeUndefined()
    expect(match(undefined)).toBeUndefined()
  })

  it('follows PREVIEW_ORIGIN_TEMPLATE', () => {
    const env = testEnv({
      PREVIEW_ORIGIN_TEMPLATE: 'https://{projectId}.apps.example.com',
    })
    expect(previewUrl(env, 'abc', 't')).toBe(
      'https://abc.apps.example.com/v/t/'
    )
    const match = createHostMatcher(env)
    expect(match('abc.apps.example.com')).toBe('abc')
    expect(match('abc.appsxexample.com')).toBeUndefined()
  })

  it('rejects a template without {projectId}', () => {
    expect(() =>
      testEnv({ PREVIEW_ORIGIN_TEMPLATE: 'http://preview.localhost' })
    ).toThrow(/PREVIEW_ORIGIN_TEMPLATE/)
  })
})

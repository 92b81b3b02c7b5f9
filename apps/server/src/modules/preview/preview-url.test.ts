import { describe, expect, it } from 'vitest'
import { testEnv } from '../../test/helper'
import {
  createHostMatcher,
  previewOrigin,
  previewUrl,
  publishedUrl,
  shareUrl,
} from './preview-url'

describe('preview urls', () => {
  it('uses the default template with PREVIEW_PORT', () => {
    const env = testEnv({ PREVIEW_PORT: '3101' })
    expect(previewOrigin(env, 'x1')).toBe('http://x1.localhost:3101')
    expect(previewUrl(env, 'T1')).toBe('http://v-t1.localhost:3101/')
    expect(publishedUrl(env, 'p1')).toBe('http://p-p1.localhost:3101/')
    expect(shareUrl(env, 's1')).toBe('http://s-s1.localhost:3101/')
    const match = createHostMatcher(env)
    expect(match('V-T1.localhost:3101')).toEqual({
      kind: 'version',
      taskId: 't1',
    })
    expect(match('p-p1.localhost:3101')).toEqual({
      kind: 'published',
      slug: 'p1',
    })
    expect(match('s-s1.localhost:3101')).toEqual({
      kind: 'share',
      shareId: 's1',
    })
    expect(match('p1.localhost:3101')).toEqual({
      kind: 'legacy',
      projectId: 'p1',
    })
    expect(match('v-t1.localhost:3000')).toBeUndefined()
    expect(match('v-.localhost:3101')).toBeUndefined()
    expect(match('localhost:3101')).toBeUndefined()
    expect(match('a.b.localhost:3101')).toBeUndefined()
    expect(match(undefined)).toBeUndefined()
  })

  it('follows PREVIEW_ORIGIN_TEMPLATE', () => {
    const env = testEnv({
      PREVIEW_ORIGIN_TEMPLATE: 'https://{label}.apps.example.com',
    })
    expect(previewUrl(env, 't')).toBe('https://v-t.apps.example.com/')
    const match = createHostMatcher(env)
    expect(match('v-abc.apps.example.com')).toEqual({
      kind: 'version',
      taskId: 'abc',
    })
    expect(match('v-abc.appsxexample.com')).toBeUndefined()
  })

  it('still reads the old {projectId} placeholder as the label', () => {
    const env = testEnv({
      PREVIEW_ORIGIN_TEMPLATE: 'https://{projectId}.apps.example.com',
    })
    expect(publishedUrl(env, 'abc')).toBe('https://p-abc.apps.example.com/')
    expect(createHostMatcher(env)('p-abc.apps.example.com')).toEqual({
      kind: 'published',
      slug: 'abc',
    })
  })

  it('rejects a template without {label}', () => {
    expect(() =>
      testEnv({ PREVIEW_ORIGIN_TEMPLATE: 'http://preview.localhost' })
    ).toThrow(/PREVIEW_ORIGIN_TEMPLATE/)
  })
})

import { describe, expect, it } from 'vitest'
import { previewSiteWarning } from './preview-site'

describe('previewSiteWarning', () => {
  it('accepts the localhost default, IPs and previews on a site of their own', () => {
    expect(
      previewSiteWarning(
        'http://localhost:3000',
        'http://{projectId}.localhost:{port}'
      )
    ).toBeNull()
    expect(
      previewSiteWarning(
        'http://127.0.0.1:3000',
        'http://{projectId}.localhost:{port}'
      )
    ).toBeNull()
    expect(
      previewSiteWarning(
        'https://kiln.example.com',
        'https://{projectId}.kiln-previews.net'
      )
    ).toBeNull()
  })

  it('warns when a preview could set cookies that reach Kiln', () => {
    expect(
      previewSiteWarning(
        'https://kiln.example.com',
        'https://{projectId}.kiln.example.com'
      )
    ).toContain('share the parent domain kiln.example.com')
    expect(
      previewSiteWarning(
        'https://kiln.example.com',
        'https://{projectId}.previews.example.com'
      )
    ).toContain('share the parent domain example.com')
  })
})

import { describe, expect, it } from 'vitest'
import { studioSearchSchema } from '../studio-search'
import { readStartRequest } from './start-request'

const search = (input: Record<string, unknown>) =>
  studioSearchSchema.parse(input)
const hashOf = (value: object) =>
  `#prefill=${encodeURIComponent(JSON.stringify(value))}`

describe('readStartRequest', () => {
  it('reads a new project with its prompt and integrations', () => {
    expect(
      readStartRequest(
        search({
          isNewProject: 'true',
          prompt: ' Todo ',
          preselectedApiIds: 'a',
        }),
        ''
      )
    ).toEqual({
      kind: 'build',
      prompt: 'Todo',
      preselectedMcpIds: undefined,
      preselectedApiIds: ['a'],
    })
  })

  it('asks for nothing without isNewProject, a prompt, or with a task', () => {
    expect(readStartRequest(search({ prompt: 'Todo' }), '')).toBeNull()
    expect(
      readStartRequest(search({ isNewProject: true, prompt: ' ' }), '')
    ).toBeNull()
    expect(
      readStartRequest(
        search({ isNewProject: true, prompt: 'x', taskId: 't' }),
        ''
      )
    ).toBeNull()
  })

  it('reads a clone from an auto-clone prefill only', () => {
    expect(
      readStartRequest(
        search({}),
        hashOf({ mode: 'auto-clone', shareLink: 'l' })
      )
    ).toEqual({ kind: 'clone', shareLink: 'l' })
    expect(
      readStartRequest(search({}), hashOf({ mode: 'auto-clone' }))
    ).toBeNull()
    expect(
      readStartRequest(
        search({}),
        hashOf({ mode: 'auto-fill', prompt: 'x', shareLink: 'l' })
      )
    ).toBeNull()
  })
})

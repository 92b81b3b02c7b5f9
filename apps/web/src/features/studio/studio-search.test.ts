import { describe, expect, it } from 'vitest'
import { studioSearchSchema } from './studio-search'

const parse = (input: Record<string, unknown>) =>
  studioSearchSchema.parse(input)

describe('studioSearchSchema', () => {
  it('defaults view to preview and tab to overview', () => {
    expect(parse({})).toEqual({
      view: 'preview',
      tab: 'overview',
      taskId: undefined,
      projectId: undefined,
      prompt: undefined,
      preselectedMcpIds: undefined,
      preselectedApiIds: undefined,
      isNewProject: undefined,
    })
  })

  it('keeps valid views and tabs', () => {
    expect(parse({ view: 'workspace', tab: 'data_schema' })).toMatchObject({
      view: 'workspace',
      tab: 'data_schema',
    })
  })

  it('falls back to the defaults for unknown values', () => {
    expect(parse({ view: 'split', tab: 'files' })).toMatchObject({
      view: 'preview',
      tab: 'overview',
    })
  })

  it('maps the tab meta_info to overview', () => {
    expect(parse({ tab: 'meta_info' }).tab).toBe('overview')
  })

  it.each([
    ['true', true],
    [true, true],
    ['false', false],
    [false, false],
    ['yes', false],
    [1, false],
  ])('reads isNewProject %j as %j', (value, expected) => {
    expect(parse({ isNewProject: value }).isNewProject).toBe(expected)
  })

  it('keeps ids and prompt as strings and drops other types', () => {
    expect(
      parse({
        taskId: 't1',
        projectId: 123,
        prompt: 'a todo app',
        preselectedMcpIds: 'a,b',
        preselectedApiIds: { x: 1 },
      })
    ).toMatchObject({
      taskId: 't1',
      projectId: '123',
      prompt: 'a todo app',
      preselectedMcpIds: 'a,b',
      preselectedApiIds: undefined,
    })
  })
})

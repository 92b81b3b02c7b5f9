import { errorBodySchema } from '@kiln/contract/errors'
import { describe, expect, it } from 'vitest'
import { errorResponses } from './error-responses'

describe('errorResponses', () => {
  it('maps each status to the contract error body, in ascending order', () => {
    const responses = errorResponses(404, 400, 401)
    expect(Object.keys(responses)).toEqual(['400', '401', '404'])
    for (const schema of Object.values(responses)) {
      expect(schema).toBe(errorBodySchema)
    }
  })
})

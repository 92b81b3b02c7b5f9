import { ApiError } from '@/lib/api-error'
import { errorBody, makeProfile, testUser } from '@/testing/fixtures'
import { server } from '@/testing/msw-server'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getProfile, isUserNotFound } from './get-profile'

describe('getProfile', () => {
  it('reads the profile', async () => {
    await expect(getProfile(testUser)).resolves.toEqual(makeProfile())
  })

  it('creates the user when the profile is not found, then re-reads it', async () => {
    const calls: string[] = []
    let created = false
    server.use(
      http.get('/api/users/:userId/profile', ({ params }) => {
        calls.push(`GET ${String(params.userId)}`)
        return created
          ? HttpResponse.json({ success: true, user: makeProfile() })
          : HttpResponse.json(errorBody('USR_NOT_FOUND_USER', 'No profile.'), {
              status: 404,
            })
      }),
      http.post('/api/users', async ({ request }) => {
        calls.push(`POST ${JSON.stringify(await request.json())}`)
        created = true
        return HttpResponse.json({ success: true }, { status: 201 })
      })
    )
    await expect(getProfile(testUser)).resolves.toEqual(makeProfile())
    expect(calls).toEqual([
      'GET user-1',
      `POST {"userId":"user-1","email":"ada@example.com"}`,
      'GET user-1',
    ])
  })

  it('passes other errors on', async () => {
    server.use(
      http.get('/api/users/:userId/profile', () =>
        HttpResponse.json(errorBody('VALIDATION_FAILED', 'Bad id.'), {
          status: 400,
        })
      )
    )
    await expect(getProfile(testUser)).rejects.toBeInstanceOf(ApiError)
  })
})

describe('isUserNotFound', () => {
  const apiError = (status: number, code?: string) =>
    new ApiError({
      status,
      statusText: '',
      data: code ? errorBody(code, 'x') : null,
      headers: new Headers(),
    })

  it('matches USR_NOT_FOUND_USER, any NOT_FOUND code, or a 404', () => {
    expect(isUserNotFound(apiError(400, 'USR_NOT_FOUND_USER'))).toBe(true)
    expect(isUserNotFound(apiError(410, 'PROFILE_NOT_FOUND'))).toBe(true)
    expect(isUserNotFound(apiError(404))).toBe(true)
    expect(isUserNotFound(apiError(500, 'INTERNAL'))).toBe(false)
    expect(isUserNotFound(new Error('x'))).toBe(false)
  })
})

import argon2 from 'argon2'

export type PasswordHashingParams = {
  memoryCost: number
  timeCost: number
  parallelism: number
}

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
export const OWASP_ARGON2ID: PasswordHashingParams = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export function createPasswordHasher(
  params: PasswordHashingParams = OWASP_ARGON2ID
) {
  const options = { type: argon2.argon2id, ...params }
  let dummyHash: Promise<string> | undefined

  return {
    hash: (password: string) => argon2.hash(password, options),

    verify: async (hash: string, password: string) => {
      try {
        return await argon2.verify(hash, password)
      } catch {
        return false
      }
    },

    /** Spends the same time as a real check, for unknown accounts. */
    verifyDummy: async (password: string) => {
      dummyHash ??= argon2.hash('kiln-dummy-password', options)
      await argon2.verify(await dummyHash, password).catch(() => false)
      return false as const
    },
  }
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>

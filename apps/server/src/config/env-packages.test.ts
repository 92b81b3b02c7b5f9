import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

describe('package store settings', () => {
  it('defaults: any package, 48 h minimum age, 100 MB per package, 50 packages and 100 MB per build, online', () => {
    const env = parseEnv({})
    expect(env.packages).toEqual({
      policy: {
        mode: 'any',
        allow: [],
        deny: [],
        minAgeHours: 48,
        maxUnpackedBytes: 100 * 1024 * 1024,
        maxNewPackagesPerBuild: 50,
        maxNewBytesPerBuild: 100 * 1024 * 1024,
        offline: false,
        registryUrl: 'https://registry.npmjs.org',
      },
      storeDir: './data/packages',
      storeMaxBytes: 4096 * 1024 * 1024,
    })
  })

  it('reads lists, offline mode and the registry', () => {
    const env = parseEnv({
      PACKAGE_POLICY: 'allow',
      PACKAGE_ALLOW: 'react, @radix-ui/*,',
      PACKAGE_MIN_AGE_HOURS: '0',
      PACKAGE_OFFLINE: '1',
      NPM_REGISTRY_URL: 'http://127.0.0.1:4873/',
      PACKAGE_STORE_DIR: '/var/kiln/packages',
      PACKAGE_BUILD_MAX_PACKAGES: '10',
      PACKAGE_BUILD_MAX_MB: '20',
    })
    expect(env.packages.policy).toMatchObject({
      maxNewPackagesPerBuild: 10,
      maxNewBytesPerBuild: 20 * 1024 * 1024,
      mode: 'allow',
      allow: ['react', '@radix-ui/*'],
      minAgeHours: 0,
      offline: true,
      registryUrl: 'http://127.0.0.1:4873',
    })
    expect(env.packages.storeDir).toBe('/var/kiln/packages')
  })

  it('refuses a policy it does not know', () => {
    expect(() => parseEnv({ PACKAGE_POLICY: 'some' })).toThrow(/PACKAGE_POLICY/)
  })
})

import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tally } from '../figure'
import { assetUrls, previewRequest } from '../preview-fetch'
import type { Probe } from '../probe'
import { signUp, waitForTask } from '../users'

/** From a package's folder in the store (DATA_DIR/packages/v1/<entry>/node_modules/<name>) up to DATA_DIR. */
const UP = '../../../../..'

/**
 * Server files through the dependency layer: free code-editor saves whose
 * imports name a template package and climb out of its folder in the store
 * (`react-router-dom/../../../../../keys/vault.json`) by a JS import, a
 * dynamic import, `?raw`, `?url`, an asset import and a stylesheet @import.
 * Each must fail to build, and neither the build's answer nor any page or
 * dependency layer the version serves may hold the vault key or a planted
 * file's content.
 */
export const probe: Probe = {
  name: 'package-escape',
  order: 45,
  async run(ctx) {
    const figure = tally(
      'package-escape.leaked',
      'security',
      'Package imports that read server files'
    )
    const { client, instance } = ctx
    const planted = `kiln-planted-${randomBytes(8).toString('hex')}`
    for (const ext of ['json', 'css', 'txt', 'png'])
      writeFileSync(
        join(instance.dataDir, `escape-canary.${ext}`),
        ext === 'json' ? JSON.stringify({ planted }) : planted
      )
    const needles = [planted]
    const vaultFile = join(instance.dataDir, 'keys', 'vault.json')
    if (existsSync(vaultFile)) {
      const saved = JSON.parse(readFileSync(vaultFile, 'utf8')) as {
        keys?: Record<string, string>
      }
      needles.push(...Object.values(saved.keys ?? {}))
    }
    const leakIn = (text: string) =>
      needles.find(
        (needle) =>
          text.includes(needle) ||
          text.includes(Buffer.from(needle).toString('base64').slice(0, 16))
      )

    const user = await signUp(client)
    const call = (method: string, path: string, body?: unknown) =>
      client.ok(method, path, { token: user.token, body })
    const started = await call('POST', '/build_task', {
      prompt: 'A todo app',
      model: 'offline',
    })
    const first = await waitForTask(client, user.token, started._id)
    if (first.status !== 'COMPLETED')
      throw new Error(`the offline build ended ${first.status}`)

    const pkg = 'react-router-dom'
    const attacks: Record<string, Record<string, string>> = {
      'vault key, JS import': {
        'src/Leak.ts': `import v from '${pkg}/${UP}/keys/vault.json'\nexport const leak = JSON.stringify(v)\n`,
      },
      'JS import': {
        'src/Leak.ts': `import v from '${pkg}/${UP}/escape-canary.json'\nexport const leak = JSON.stringify(v)\n`,
      },
      'dynamic import': {
        'src/Leak.ts': `export const leak = import('${pkg}/${UP}/escape-canary.json').then(String)\n`,
      },
      '?raw': {
        'src/Leak.ts': `import v from '${pkg}/${UP}/escape-canary.txt?raw'\nexport const leak = v\n`,
      },
      '?url': {
        'src/Leak.ts': `import v from '${pkg}/${UP}/escape-canary.json?url'\nexport const leak = v\n`,
      },
      'asset import': {
        'src/Leak.ts': `import v from '${pkg}/${UP}/escape-canary.png'\nexport const leak = v\n`,
      },
      'stylesheet @import': {
        'src/Leak.ts': `import './leak.css'\nexport const leak = 1\n`,
        'src/leak.css': `@import "${pkg}/${UP}/escape-canary.css";\n`,
      },
      'stylesheet import from JS': {
        'src/Leak.ts': `import '${pkg}/${UP}/escape-canary.css'\nexport const leak = 1\n`,
      },
    }
    for (const [label, files] of Object.entries(attacks)) {
      const edit = await call('POST', `/build_task/${first._id}/edit`, {
        files: {
          ...files,
          'src/main.tsx': `import { leak } from './Leak'\ndocument.body.textContent = String(leak)\n`,
        },
      })
      const done = await waitForTask(client, user.token, edit._id)
      const places: { where: string; text: string }[] = [
        { where: 'task', text: JSON.stringify(done) },
        {
          where: 'thread',
          text: JSON.stringify(
            await call('GET', `/build_task/${done._id}/thread`)
          ),
        },
      ]
      if (typeof done.previewUrl === 'string' && done.previewUrl) {
        const page = await previewRequest(done.previewUrl)
        places.push({ where: 'index.html', text: page.body })
        for (const url of assetUrls(page.body, done.previewUrl)) {
          places.push({ where: url, text: (await previewRequest(url)).body })
          if (url.endsWith('/deps.js')) {
            // the layer's own chunks
            const body = places.at(-1)!.text
            for (const chunk of body.matchAll(
              /["'](\.\/chunk-[\w-]+\.js)["']/g
            ))
              places.push({
                where: chunk[1]!,
                text: (await previewRequest(new URL(chunk[1]!, url).toString()))
                  .body,
              })
          }
        }
      }
      const found = places.find((place) => leakIn(place.text))
      figure.record(
        !found && done.status === 'FAILED',
        found
          ? `${label}: server file content in ${found.where}`
          : `${label}: the build ended ${done.status} instead of failing`
      )
    }
    ctx.log(
      `package-escape: ${figure.figure.tried} saves, ${needles.length} needles`
    )
    return [figure.figure]
  },
}

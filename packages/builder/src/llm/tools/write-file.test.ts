import { describe, expect, it } from 'vitest'
import type { ToolContext } from '../../build-types.ts'
import { writeFile } from './write-file.ts'

async function write(path: string, content: string) {
  const ctx: ToolContext = { files: {} }
  const tool = writeFile.create(ctx)
  try {
    await tool.execute!({ path, content }, { toolCallId: 'w', messages: [] })
    return { ok: true, files: ctx.files }
  } catch (error) {
    return { ok: false, message: (error as Error).message }
  }
}

const jpeg = (bytes: number) =>
  `data:image/jpeg;base64,${Buffer.alloc(bytes, 7).toString('base64')}`

describe('writeFile sizes', () => {
  it("takes a project's image of a few hundred KB and a 300 KB data file, as a user's upload and edit would", async () => {
    const image = await write('src/assets/hero.jpg', jpeg(300_000))
    expect(image).toMatchObject({ ok: true })
    const data = await write(
      'src/data/cities.json',
      JSON.stringify(Array.from({ length: 12_000 }, (_, i) => `city-${i}`))
    )
    expect(data).toMatchObject({ ok: true })
  })

  it('refuses a file over the limits of an upload (5 MB) or a text file (1 MB), saying so', async () => {
    expect(await write('public/video.jpg', jpeg(6 * 1024 * 1024))).toEqual({
      ok: false,
      message: expect.stringMatching(/public\/video\.jpg is over 5 MB/),
    })
    expect(await write('src/big.ts', 'x'.repeat(1024 * 1024 + 1))).toEqual({
      ok: false,
      message: expect.stringMatching(/src\/big\.ts is over 1 MB of text/),
    })
  })
})

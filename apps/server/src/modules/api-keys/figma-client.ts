import { OutboundError, readText, type GuardedFetch } from '../outbound'

export type FigmaFileSummary = {
  name: string
  pages: { name: string; frames: string[] }[]
}

type FigmaNode = { name?: string; type?: string; children?: FigmaNode[] }

/** Figma's REST API through the outbound guard (X-Figma-Token). */
export function createFigmaClient(fetch: GuardedFetch, baseUrl: string) {
  const get = (token: string, path: string) =>
    fetch(`${baseUrl}${path}`, {
      headers: { 'x-figma-token': token, accept: 'application/json' },
    })

  return {
    /** true/false when Figma answered about the token; throws otherwise. */
    async isValidToken(token: string): Promise<boolean> {
      const res = await get(token, '/v1/me')
      await res.body?.cancel().catch(() => {})
      if (res.ok) return true
      if (res.status === 401 || res.status === 403) return false
      throw new OutboundError('HTTP_ERROR', res.status)
    },

    /**
     * The file's name, pages and top-level frames: depth=2 (pages and their
     * top objects), or depth=1 (pages only) when that is too large.
     */
    async fileSummary(
      token: string,
      fileKey: string
    ): Promise<FigmaFileSummary> {
      const path = `/v1/files/${encodeURIComponent(fileKey)}?depth=`
      const read = async (depth: number) => {
        const res = await get(token, path + depth)
        return { res, text: await readText(res) }
      }
      const { res, text } = await read(2).catch((error: unknown) => {
        if (error instanceof OutboundError && error.category === 'TOO_LARGE') {
          return read(1)
        }
        throw error
      })
      if (!res.ok) throw new OutboundError('HTTP_ERROR', res.status)
      const body = JSON.parse(text) as { name?: string; document?: FigmaNode }
      const pages = (body.document?.children ?? [])
        .slice(0, 20)
        .map((page) => ({
          name: String(page.name ?? 'Page'),
          frames: (page.children ?? [])
            .filter((node) => node.type === 'FRAME' || node.type === 'SECTION')
            .slice(0, 30)
            .map((node) => String(node.name ?? 'Frame')),
        }))
      return { name: String(body.name ?? 'Untitled'), pages }
    },
  }
}

/** The key of a Figma file link (figma.com/file/<key> or /design/<key>). */
export function findFigmaFileKey(text: string): string | undefined {
  const match =
    /https?:\/\/(?:www\.)?figma\.com\/(?:file|design)\/([A-Za-z0-9]{10,64})/.exec(
      text
    )
  return match?.[1]
}

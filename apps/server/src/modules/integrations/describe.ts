import type { ApiRow, StoredTool } from '../../db/schema'
import type { FigmaFileSummary } from '../api-keys'

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…` : text

export function describeServer(
  name: string,
  description: string,
  tools: StoredTool[]
) {
  const lines = tools.slice(0, 40).map((tool) => {
    const params = Object.keys(tool.input_schema.properties).join(', ')
    return `- ${tool.name}(${params}): ${clip(tool.description, 200)}`
  })
  return [`MCP server "${name}": ${clip(description, 300)}`, ...lines].join(
    '\n'
  )
}

export function describeApi(api: ApiRow) {
  const ops = (api.openapiOperations ?? [])
    .slice(0, 40)
    .map(
      (op) =>
        `- ${op.method} ${op.path}${op.summary ? `: ${clip(op.summary, 150)}` : ''}`
    )
  return [
    `Custom API "${api.name}" at ${api.baseUrl}: ${clip(api.description, 300)}`,
    `Call it from the app with callApi('${api.id}', '/path?query', { method, body }) from '@kiln/data' (paths are relative to ${api.baseUrl}).`,
    api.authType === 'none'
      ? ''
      : '(Kiln adds its credential on the server; never put it in app code)',
    ...ops,
  ]
    .filter(Boolean)
    .join('\n')
}

export function describeFigma(file: FigmaFileSummary) {
  const pages = file.pages.map(
    (page) =>
      `- Page "${page.name}"${page.frames.length ? `: frames ${page.frames.map((f) => `"${f}"`).join(', ')}` : ''}`
  )
  return [
    `Figma design "${file.name}" to follow for layout and screens:`,
    ...pages,
  ].join('\n')
}

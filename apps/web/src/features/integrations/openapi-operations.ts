import type { OpenapiOperation } from '@kiln/contract/apis'

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options']

/** The operations of an OpenAPI JSON document, or an error message. */
export function readOpenapiOperations(
  text: string
): { operations: OpenapiOperation[] } | { error: string } {
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch {
    return { error: 'The OpenAPI document is not valid JSON.' }
  }
  const paths = (document as { paths?: unknown } | null)?.paths
  if (!paths || typeof paths !== 'object') {
    return { error: 'The OpenAPI document has no paths.' }
  }
  const operations: OpenapiOperation[] = []
  for (const [path, item] of Object.entries(paths)) {
    if (!item || typeof item !== 'object') continue
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue
      const summary = (operation as { summary?: unknown } | null)?.summary
      operations.push({
        method: method.toUpperCase(),
        path,
        ...(typeof summary === 'string' ? { summary } : {}),
      })
    }
  }
  return { operations }
}

import type { OpenapiOperation } from '@kiln/contract/apis'

/** The operations of an API's OpenAPI document. */
export function OperationList({
  operations,
}: {
  operations: readonly OpenapiOperation[]
}) {
  if (operations.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        The document lists no operations.
      </p>
    )
  }
  return (
    <ul aria-label="Operations" className="flex flex-col gap-1 text-xs">
      {operations.map((op) => (
        <li key={`${op.method} ${op.path}`} className="flex gap-2">
          <span className="w-14 shrink-0 font-mono font-semibold">
            {op.method}
          </span>
          <span className="font-mono">{op.path}</span>
          {op.summary && (
            <span className="text-muted-foreground">{op.summary}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

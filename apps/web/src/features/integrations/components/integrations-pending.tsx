import { LoaderCircle } from 'lucide-react'

/** The /integrations loading screen (docs/product.md §2). */
export function IntegrationsPending() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-2 text-center"
    >
      <LoaderCircle className="text-muted-foreground size-6 animate-spin" />
      <p className="font-medium">Loading MCP Servers &amp; APIs...</p>
      <p className="text-muted-foreground text-sm">Please wait a moment</p>
    </div>
  )
}

import { Plug } from 'lucide-react'

/** One call of an integration tool: "Server › tool → short result" (text from outside Kiln, shown as text). */
export function ToolCallLine({ content }: { content: string }) {
  return (
    <p
      aria-label="Integration tool call"
      className="text-muted-foreground bg-muted/50 max-w-[95%] truncate rounded-md px-2 py-1 font-mono text-xs"
      title={content}
    >
      <Plug className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
      {content}
    </p>
  )
}

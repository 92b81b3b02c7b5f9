import { runCheckScreenshotQueryOptions } from '@/api/build-tasks/get-run-check-screenshot'
import { cn } from '@/lib/utils'
import type { ThreadMessage } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'
import { MonitorCheck, MonitorX } from 'lucide-react'

/**
 * The run check's line: which routes were opened in a browser and what it
 * found, with a thumbnail of the root route (a skipped check has none).
 */
export function RunCheckLine({ message }: { message: ThreadMessage }) {
  const [title = '', ...errors] = message.content.split('\n')
  const opened = title.startsWith('Opened the app')
  const failed = errors.length > 0
  const screenshot = useQuery({
    ...runCheckScreenshotQueryOptions(message.taskId),
    enabled: opened,
  })
  const url = screenshot.data
  const Icon = failed ? MonitorX : MonitorCheck
  return (
    <figure
      aria-label="Run check"
      className="bg-muted/50 max-w-[95%] space-y-2 rounded-md p-2 text-xs"
    >
      <figcaption
        className={cn(
          'whitespace-pre-wrap',
          failed ? 'text-destructive' : 'text-muted-foreground'
        )}
      >
        <Icon className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
        {title}
        {failed && (
          <span className="mt-1 block font-mono">{errors.join('\n')}</span>
        )}
      </figcaption>
      {url && (
        <img
          src={url}
          alt="The app's first page as the run check saw it"
          className="w-40 rounded border"
        />
      )}
    </figure>
  )
}

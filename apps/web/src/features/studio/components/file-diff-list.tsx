import { cn } from '@/lib/utils'
import { diffLines } from 'diff'
import { useMemo } from 'react'
import type { FileChange } from '../file-changes'

const KIND_STYLES: Record<FileChange['kind'], string> = {
  added: 'text-emerald-600 dark:text-emerald-400',
  changed: 'text-amber-600 dark:text-amber-400',
  removed: 'text-destructive',
}

/** Changed files, each opening to its line diff. */
export function FileDiffList({ changes }: { changes: FileChange[] }) {
  if (changes.length === 0) {
    return <p className="text-muted-foreground text-sm">No file changes.</p>
  }
  return (
    <ul className="space-y-2">
      {changes.map((change) => (
        <li key={change.path} className="rounded-lg border">
          <details>
            <summary className="hover:bg-accent/50 flex cursor-pointer items-center gap-2 px-3 py-2 text-sm">
              <span
                className={cn(
                  'w-16 text-xs font-medium',
                  KIND_STYLES[change.kind]
                )}
              >
                {change.kind}
              </span>
              <span className="min-w-0 flex-1 truncate font-mono text-xs">
                {change.path}
              </span>
              <span className="text-xs text-emerald-600 dark:text-emerald-400">
                +{change.added}
              </span>
              <span className="text-destructive text-xs">
                -{change.removed}
              </span>
            </summary>
            <LineDiff before={change.before} after={change.after} />
          </details>
        </li>
      ))}
    </ul>
  )
}

function LineDiff({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => diffLines(before, after), [before, after])
  return (
    <pre className="max-h-96 overflow-auto border-t font-mono text-xs leading-5">
      {parts.map((part, i) => {
        const sign = part.added ? '+' : part.removed ? '-' : ' '
        const lines = part.value.replace(/\n$/, '').split('\n')
        const shown =
          !part.added && !part.removed && lines.length > 6
            ? [...lines.slice(0, 3), '⋯', ...lines.slice(-3)]
            : lines
        return (
          <div
            key={i}
            className={cn(
              part.added && 'bg-emerald-500/10',
              part.removed && 'bg-destructive/10'
            )}
          >
            {shown.map((line, j) => (
              <div key={j} className="px-3 whitespace-pre">
                <span aria-hidden className="mr-2 opacity-50 select-none">
                  {sign}
                </span>
                {part.added && <span className="sr-only">added: </span>}
                {part.removed && <span className="sr-only">removed: </span>}
                {line}
              </div>
            ))}
          </div>
        )
      })}
    </pre>
  )
}

import { cn } from '@/lib/utils'

const lineStyle = (line: string) =>
  line.startsWith('@@')
    ? 'text-muted-foreground'
    : line.startsWith('+')
      ? 'bg-emerald-500/10'
      : line.startsWith('-')
        ? 'bg-destructive/10'
        : ''

/** One file change as its summary ("Edited src/App.tsx (+1 -1)") opening to its short diff. */
export function EditDiff({ title, diff }: { title: string; diff?: string }) {
  if (!diff) {
    return <p className="text-muted-foreground font-mono text-xs">{title}</p>
  }
  return (
    <details className="rounded-md border text-xs">
      <summary className="hover:bg-accent/50 cursor-pointer px-2 py-1 font-mono">
        {title}
      </summary>
      <pre
        aria-label={`Diff of ${title}`}
        className="max-h-64 overflow-auto border-t font-mono leading-5"
      >
        {diff
          .replace(/\n$/, '')
          .split('\n')
          .map((line, i) => (
            <div key={i} className={cn('px-2 whitespace-pre', lineStyle(line))}>
              {line}
            </div>
          ))}
      </pre>
    </details>
  )
}

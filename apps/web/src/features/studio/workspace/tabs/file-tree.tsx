import { cn } from '@/lib/utils'
import { FileText, Folder } from 'lucide-react'

type Row = { kind: 'dir' | 'file'; path: string; name: string; depth: number }

/** Sorted paths as folder and file rows, folders first at each level. */
export function toTreeRows(paths: string[]): Row[] {
  const rows: Row[] = []
  const seen = new Set<string>()
  const sorted = [...paths].sort((a, b) => {
    const [x, y] = [a.split('/'), b.split('/')]
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const isDirX = i < x.length - 1
      const isDirY = i < y.length - 1
      if (x[i] !== y[i]) {
        if (isDirX !== isDirY) return isDirX ? -1 : 1
        return (x[i] ?? '').localeCompare(y[i] ?? '')
      }
    }
    return x.length - y.length
  })
  for (const path of sorted) {
    const parts = path.split('/')
    parts.slice(0, -1).forEach((name, depth) => {
      const dir = parts.slice(0, depth + 1).join('/')
      if (!seen.has(dir)) {
        seen.add(dir)
        rows.push({ kind: 'dir', path: dir, name, depth })
      }
    })
    rows.push({
      kind: 'file',
      path,
      name: parts.at(-1) ?? path,
      depth: parts.length - 1,
    })
  }
  return rows
}

export function FileTree({
  paths,
  selected,
  onSelect,
}: {
  paths: string[]
  selected: string | undefined
  onSelect: (path: string) => void
}) {
  return (
    <ul aria-label="Files" className="py-2 text-sm">
      {toTreeRows(paths).map((row) => {
        const Icon = row.kind === 'dir' ? Folder : FileText
        const style = { paddingLeft: `${row.depth * 12 + 8}px` }
        return (
          <li key={`${row.kind}:${row.path}`}>
            {row.kind === 'dir' ? (
              <span
                style={style}
                className="text-muted-foreground flex items-center gap-1.5 py-1"
              >
                <Icon className="size-3.5" aria-hidden />
                {row.name}
              </span>
            ) : (
              <button
                type="button"
                style={style}
                aria-current={selected === row.path ? 'true' : undefined}
                onClick={() => onSelect(row.path)}
                className={cn(
                  'hover:bg-accent focus-visible:ring-ring/50 flex w-full items-center gap-1.5 truncate py-1 pr-2 text-left outline-none focus-visible:ring-[3px]',
                  selected === row.path && 'bg-accent font-medium'
                )}
              >
                <Icon className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">{row.name}</span>
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}

import type { SharedVersion } from '@kiln/contract/share'
import { useState } from 'react'

/** The version's files: a list and the selected file's source. */
export function SharedFiles({ files }: { files: SharedVersion['files'] }) {
  const [selected, setSelected] = useState(
    () =>
      files.find((file) => file.path === 'src/App.tsx')?.path ?? files[0]?.path
  )
  const current = files.find((file) => file.path === selected)
  return (
    <div className="flex h-full min-h-0 border-t">
      <ul
        aria-label="Files"
        className="w-56 shrink-0 overflow-auto border-r p-2 text-sm"
      >
        {files.map((file) => (
          <li key={file.path}>
            <button
              type="button"
              aria-current={file.path === selected}
              onClick={() => setSelected(file.path)}
              className="hover:bg-accent aria-[current=true]:bg-accent w-full truncate rounded px-2 py-1 text-left font-mono text-xs"
            >
              {file.path}
            </button>
          </li>
        ))}
      </ul>
      <pre
        aria-label={current ? `Source of ${current.path}` : 'Source'}
        className="min-w-0 flex-1 overflow-auto p-3 font-mono text-xs"
      >
        {current?.content ?? 'No files.'}
      </pre>
    </div>
  )
}

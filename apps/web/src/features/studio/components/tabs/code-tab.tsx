import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-error'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { downloadExport } from '../../api/download-export'
import { taskFilesQueryOptions } from '../../api/get-task-files'
import { CodeView } from './code-view'
import { FileTree } from './file-tree'
import { TabNote } from './tab-state'

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'project'

/** The version's source: a file tree, the highlighted file, a zip export. */
export function CodeTab({ task }: { task: BuildTask }) {
  const files = useQuery(taskFilesQueryOptions(task._id))
  const [chosen, setChosen] = useState<string>()
  const download = useMutation({
    mutationFn: () =>
      downloadExport(task._id, `${slug(task.name)}-v${task.versionNumber}.zip`),
    meta: { errorToast: false },
  })
  if (files.isPending) return <TabNote role="status">Loading files...</TabNote>
  if (files.isError)
    return <TabNote role="alert">The files could not be loaded.</TabNote>
  if (files.data.length === 0)
    return <TabNote>This version has no files yet.</TabNote>
  const paths = files.data.map((f) => f.path)
  const path =
    chosen && paths.includes(chosen)
      ? chosen
      : (paths.find((p) => /(^|\/)App\.tsx$/.test(p)) ?? paths[0])
  const file = files.data.find((f) => f.path === path)
  return (
    <div className="flex h-full min-h-0 flex-col md:flex-row">
      <aside className="max-h-48 shrink-0 overflow-auto border-b md:max-h-none md:w-60 md:border-r md:border-b-0">
        <div className="p-2">
          <Button
            size="sm"
            variant="outline"
            className="w-full"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            <Download />
            {download.isPending ? 'Preparing...' : 'Download as zip'}
          </Button>
          {download.isError && (
            <p role="alert" className="text-destructive mt-1 text-xs">
              {getErrorMessage(download.error, 'The download failed.')}
            </p>
          )}
        </div>
        <FileTree paths={paths} selected={path} onSelect={setChosen} />
      </aside>
      <div className="min-h-0 min-w-0 flex-1 overflow-auto">
        {file && <CodeView path={file.path} code={file.content} />}
      </div>
    </div>
  )
}

import { downloadExport } from '@/api/build-tasks/download-export'
import { useEditVersion } from '@/api/build-tasks/edit-version'
import { taskFilesQueryOptions } from '@/api/build-tasks/get-task-files'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { isInProgress } from '@kiln/contract/build-tasks'
import { UPLOAD_TYPES } from '@kiln/contract/file-edits'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Download, Save, Trash2, Undo2, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { useStudioCan } from '../../studio-role'
import { uploadPath, useCodeDrafts } from './code-drafts'
import { CodeEditor } from './code-editor'
import { FileTree } from './file-tree'
import { TabNote } from './tab-state'

const route = getRouteApi('/_app/build-studio')

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'project'

const ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((ext) => `.${ext}`)
  .join(',')

/** The version's source: a file tree, an editor, uploads, save as a new version. */
export function CodeTab({ task }: { task: BuildTask }) {
  const files = useQuery(taskFilesQueryOptions(task._id))
  if (files.isPending) return <TabNote role="status">Loading files...</TabNote>
  if (files.isError)
    return <TabNote role="alert">The files could not be loaded.</TabNote>
  if (files.data.length === 0)
    return <TabNote>This version has no files yet.</TabNote>
  const saved = Object.fromEntries(files.data.map((f) => [f.path, f.content]))
  return <CodeWorkspace key={task._id} task={task} saved={saved} />
}

function CodeWorkspace({
  task,
  saved,
}: {
  task: BuildTask
  saved: Record<string, string>
}) {
  const navigate = route.useNavigate()
  const drafts = useCodeDrafts(saved)
  const save = useEditVersion(task._id)
  const uploadInput = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<string>()
  const [problems, setProblems] = useState<string[]>([])
  const download = useMutation({
    mutationFn: () =>
      downloadExport(task._id, `${slug(task.name)}-v${task.versionNumber}.zip`),
    meta: { errorToast: false },
  })
  const canEdit = useStudioCan('edit')
  const readOnly = isInProgress(task.status) || !canEdit

  const paths = [
    ...new Set([...Object.keys(saved), ...Object.keys(drafts.drafts)]),
  ]
    .filter((path) => drafts.contentOf(path) !== null)
    .sort()
  const path =
    chosen && paths.includes(chosen)
      ? chosen
      : (paths.find((p) => /(^|\/)App\.tsx$/.test(p)) ?? paths[0])
  const content = path ? drafts.contentOf(path) : null

  function saveVersion() {
    save.mutate(
      { files: drafts.body() },
      {
        onSuccess: (next) => {
          toast.success(`Saved as version ${next.versionNumber}`)
          void navigate({
            search: (prev) => ({
              ...prev,
              taskId: next._id,
              projectId: next.projectId,
            }),
          })
        },
      }
    )
  }

  return (
    <div className="flex h-full min-h-0 flex-col md:flex-row">
      <aside className="max-h-56 shrink-0 overflow-auto border-b md:max-h-none md:w-60 md:border-r md:border-b-0">
        <div className="space-y-2 p-2">
          <Button
            size="sm"
            variant="outline"
            className="w-full"
            disabled={readOnly}
            onClick={() => uploadInput.current?.click()}
          >
            <Upload />
            Upload files
          </Button>
          <input
            ref={uploadInput}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Files to upload"
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])]
              event.target.value = ''
              void drafts.upload(picked).then((refused) => {
                setProblems(refused)
                const first = picked[0]
                if (first && refused.length < picked.length)
                  setChosen(uploadPath(first.name))
              })
            }}
          />
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
            <p role="alert" className="text-destructive text-xs">
              {getErrorMessage(download.error, 'The download failed.')}
            </p>
          )}
          {problems.map((problem) => (
            <p key={problem} role="alert" className="text-destructive text-xs">
              {problem}
            </p>
          ))}
        </div>
        <FileTree paths={paths} selected={path} onSelect={setChosen} />
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-2 border-b px-3 py-2 text-xs">
          <span className="min-w-40 flex-1 truncate font-mono" title={path}>
            {path}
            {path && drafts.changed.includes(path) && (
              <span className="text-muted-foreground"> (edited)</span>
            )}
          </span>
          {readOnly ? (
            <span className="text-muted-foreground">
              {canEdit
                ? 'Editing opens when the build has finished.'
                : 'Your role in this workspace can read the code, not change it.'}
            </span>
          ) : (
            <>
              {path && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${path}`}
                  onClick={() => drafts.edit(path, null)}
                >
                  <Trash2 />
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                disabled={drafts.changed.length === 0 || save.isPending}
                onClick={drafts.discard}
              >
                <Undo2 />
                Discard
              </Button>
              <Button
                size="sm"
                disabled={drafts.changed.length === 0 || save.isPending}
                onClick={saveVersion}
              >
                <Save />
                {save.isPending
                  ? 'Saving...'
                  : drafts.changed.length > 0
                    ? `Save as new version (${drafts.changed.length})`
                    : 'Save as new version'}
              </Button>
            </>
          )}
        </div>
        {save.isError && (
          <p role="alert" className="text-destructive px-3 py-1 text-xs">
            {getErrorMessage(save.error, 'Your changes could not be saved.')}
          </p>
        )}
        <div className="min-h-0 flex-1 overflow-auto">
          {path && content !== null && content.startsWith('data:') ? (
            <BinaryPreview path={path} content={content} />
          ) : path && content !== null ? (
            <CodeEditor
              path={path}
              value={content}
              readOnly={readOnly}
              onChange={(next) => drafts.edit(path, next)}
            />
          ) : (
            <TabNote>No file left. Discard to bring the files back.</TabNote>
          )}
        </div>
      </div>
    </div>
  )
}

function BinaryPreview({ path, content }: { path: string; content: string }) {
  const isImage = content.startsWith('data:image/')
  return (
    <div className="space-y-2 p-4 text-sm">
      <p className="text-muted-foreground">
        {path.startsWith('public/')
          ? `Served at /${path.slice('public/'.length)}.`
          : 'A binary file.'}
      </p>
      {isImage && (
        <img
          src={content}
          alt={path}
          className="max-h-80 max-w-full rounded border"
        />
      )}
    </div>
  )
}

import { buildTaskQueryOptions } from '@/api/build-tasks/get-build-task'
import { getErrorMessage } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { isInProgress, type BuildTask } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useRef, useState } from 'react'
import { useApplyVisualEdit } from '../visual-edit/use-apply-visual-edit'
import { useElementSelection } from '../visual-edit/use-element-selection'
import { useHeldPreview } from '../visual-edit/use-held-preview'
import { VisualEditPanel } from '../visual-edit/visual-edit-panel'
import { describeFailedBuild, FailedBuildBanner } from './failed-build-banner'
import { describePreviewErrors, PreviewErrors } from './preview-errors'
import { DEVICES, PreviewToolbar, type Device } from './preview-toolbar'
import { usePreviewErrors } from './use-preview-errors'
import { usePreviewSilent } from './use-preview-ready'

type PreviewPanelProps = {
  task: BuildTask
  isFullscreen: boolean
  onToggleFullscreen: () => void
  /** Starts a "Try to fix" of the version `fixOf`. */
  onFix: (prompt: string, fixOf: string) => void
  canFix: boolean
  /** Prefills the prompt box (visual edits' "Ask the agent"). */
  onAsk: (prompt: string) => void
}

/**
 * The version's live app in a sandboxed frame on its own origin. A version
 * that did not build shows the last one that did (the version it was built
 * on), under a banner saying so. "Select" picks an element for a visual edit.
 */
export function PreviewPanel({ task: version, ...props }: PreviewPanelProps) {
  const [device, setDevice] = useState<Device>('desktop')
  const [reloads, setReloads] = useState(0)
  const failed = version.status === 'FAILED'
  const lastGood = useQuery({
    ...buildTaskQueryOptions(version.parentTaskId ?? ''),
    enabled: failed && version.parentTaskId !== null,
  })
  const task = failed && lastGood.data?.previewUrl ? lastGood.data : version
  const width = DEVICES[device].width
  const frame = useRef<HTMLIFrameElement>(null)
  const [isSelecting, setSelecting] = useState(false)
  const held = useHeldPreview(task, isSelecting)
  const previewUrl = held.shown
  const [errors, clearErrors] = usePreviewErrors(previewUrl, task._id)
  const frameKey = `${previewUrl}#${reloads}`
  const silent = usePreviewSilent(previewUrl, frameKey)
  const inline = useApplyVisualEdit(task)
  const selection = useElementSelection(
    frame,
    previewUrl,
    isSelecting,
    (edit) =>
      inline.apply(edit, {
        // the frame shows what was typed: back to the version as it is
        onError: (error) => {
          toast.error(getErrorMessage(error, 'The change could not be saved.'))
          setReloads((n) => n + 1)
        },
      })
  )

  return (
    <div className="bg-muted/40 flex h-full min-h-0 flex-col">
      <PreviewToolbar
        device={device}
        onDeviceChange={setDevice}
        previewUrl={previewUrl}
        onReload={() => {
          clearErrors()
          setReloads((n) => n + 1)
        }}
        isFullscreen={props.isFullscreen}
        onToggleFullscreen={props.onToggleFullscreen}
        isSelecting={isSelecting}
        onToggleSelect={() => {
          setSelecting((on) => !on)
          selection.clear()
        }}
      />
      {failed && (
        <FailedBuildBanner
          task={version}
          shownVersion={task === version ? null : task.versionNumber}
          canFix={props.canFix}
          onFix={() => props.onFix(describeFailedBuild(version), version._id)}
        />
      )}
      <div className="flex min-h-0 flex-1">
        <div className="relative flex min-h-0 min-w-0 flex-1 justify-center overflow-auto">
          {previewUrl ? (
            [previewUrl, held.next].map(
              (url) =>
                url && (
                  // keyed by URL: the next frame, once loaded, stays as it is
                  <iframe
                    ref={url === previewUrl ? frame : undefined}
                    key={`${url}#${reloads}`}
                    title={
                      url === previewUrl
                        ? `Preview of ${task.name}, version ${task.versionNumber}`
                        : 'Next version of the preview, loading'
                    }
                    src={url}
                    sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
                    aria-hidden={url === previewUrl ? undefined : true}
                    tabIndex={url === previewUrl ? undefined : -1}
                    onLoad={url === previewUrl ? undefined : held.promote}
                    className={cn(
                      'bg-background h-full border-0 shadow-sm transition-[width] duration-200',
                      url !== previewUrl && 'invisible absolute inset-y-0'
                    )}
                    style={{ width: width ?? '100%', maxWidth: '100%' }}
                  />
                )
            )
          ) : (
            <EmptyPreview task={task} />
          )}
          {silent && errors.length === 0 && (
            <p
              role="status"
              className="bg-background text-muted-foreground absolute inset-x-3 bottom-3 rounded-lg border p-3 text-sm shadow-lg"
            >
              The preview has not answered yet. It may still be loading; if it
              stays blank, reload it. Previews show only inside Kiln at its own
              address (the server's PUBLIC_URL).
            </p>
          )}
          <PreviewErrors
            errors={errors}
            canFix={props.canFix}
            onDismiss={clearErrors}
            onFix={() => {
              props.onFix(describePreviewErrors(errors), task._id)
              clearErrors()
            }}
          />
        </div>
        {isSelecting && (
          <VisualEditPanel
            task={task}
            loc={selection.loc}
            onAsk={props.onAsk}
            onPatch={selection.patch}
            onClose={() => {
              setSelecting(false)
              selection.clear()
            }}
          />
        )}
      </div>
    </div>
  )
}

function EmptyPreview({ task }: { task: BuildTask }) {
  const isBuilding = isInProgress(task.status)
  return (
    <div className="text-muted-foreground m-auto flex flex-col items-center gap-2 p-6 text-center text-sm">
      {isBuilding && (
        <LoaderCircle className="size-6 animate-spin" aria-hidden />
      )}
      <p>
        {isBuilding
          ? 'The preview appears here when the build is done.'
          : 'This version has no preview.'}
      </p>
    </div>
  )
}

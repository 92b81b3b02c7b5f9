import { buildTaskQueryOptions } from '@/api/build-tasks/get-build-task'
import { isInProgress, type BuildTask } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
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
}

/**
 * The version's live app in a sandboxed frame on its own origin. A version
 * that did not build shows the last one that did (the version it was built
 * on), under a banner saying so.
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
  const [errors, clearErrors] = usePreviewErrors(task.previewUrl, task._id)
  const frameKey = `${task.previewUrl}#${reloads}`
  const silent = usePreviewSilent(task.previewUrl, frameKey)
  const width = DEVICES[device].width

  return (
    <div className="bg-muted/40 flex h-full min-h-0 flex-col">
      <PreviewToolbar
        device={device}
        onDeviceChange={setDevice}
        previewUrl={task.previewUrl}
        onReload={() => {
          clearErrors()
          setReloads((n) => n + 1)
        }}
        isFullscreen={props.isFullscreen}
        onToggleFullscreen={props.onToggleFullscreen}
      />
      {failed && (
        <FailedBuildBanner
          task={version}
          shownVersion={task === version ? null : task.versionNumber}
          canFix={props.canFix}
          onFix={() => props.onFix(describeFailedBuild(version), version._id)}
        />
      )}
      <div className="relative flex min-h-0 flex-1 justify-center overflow-auto">
        {task.previewUrl ? (
          <iframe
            key={frameKey}
            title={`Preview of ${task.name}, version ${task.versionNumber}`}
            src={task.previewUrl}
            sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
            className="bg-background h-full border-0 shadow-sm transition-[width] duration-200"
            style={{ width: width ?? '100%', maxWidth: '100%' }}
          />
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

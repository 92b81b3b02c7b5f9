import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { AppWindow, History, LayoutGrid, MessageSquare } from 'lucide-react'
import type { StudioView } from '../studio-search'
import { STATUS_LABELS } from '../task-status'

export type MobilePane = 'chat' | 'main'

type StudioHeaderProps = {
  task: BuildTask
  isPreviewingOld: boolean
  onBackToCurrent: () => void
  view: StudioView
  onViewChange: (view: StudioView) => void
  isVersionsOpen: boolean
  onToggleVersions: () => void
  mobilePane: MobilePane
  onMobilePaneChange: (pane: MobilePane) => void
  /** Who else has the project open (avatars). */
  others?: React.ReactNode
}

/** Project name, version, and the studio's view switches. */
export function StudioHeader(props: StudioHeaderProps) {
  const { task, view, mobilePane } = props
  return (
    <header className="flex flex-wrap items-center gap-2 border-b px-3 py-2">
      <div className="flex min-w-0 flex-1 basis-full items-center gap-2 sm:basis-0">
        <h1 className="truncate text-sm font-semibold" title={task.name}>
          {task.name}
        </h1>
        <Badge variant="outline">v{task.versionNumber}</Badge>
        <Badge variant="secondary" className="hidden sm:inline-flex">
          {STATUS_LABELS[task.status]}
        </Badge>
        {props.isPreviewingOld && (
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={props.onBackToCurrent}
          >
            Back to current
          </Button>
        )}
      </div>
      {props.others}
      <div
        role="group"
        aria-label="Pane"
        className="flex rounded-md border md:hidden"
      >
        <Toggle
          isOn={mobilePane === 'chat'}
          onClick={() => props.onMobilePaneChange('chat')}
          label="Chat"
        >
          <MessageSquare />
        </Toggle>
        <Toggle
          isOn={mobilePane === 'main'}
          onClick={() => props.onMobilePaneChange('main')}
          label="App"
        >
          <AppWindow />
        </Toggle>
      </div>
      <div role="group" aria-label="View" className="flex rounded-md border">
        <Toggle
          isOn={view === 'preview'}
          onClick={() => props.onViewChange('preview')}
          label="Preview"
        >
          <AppWindow />
        </Toggle>
        <Toggle
          isOn={view === 'workspace'}
          onClick={() => props.onViewChange('workspace')}
          label="Workspace"
        >
          <LayoutGrid />
        </Toggle>
      </div>
      <Button
        variant={props.isVersionsOpen ? 'secondary' : 'outline'}
        size="sm"
        aria-expanded={props.isVersionsOpen}
        onClick={props.onToggleVersions}
      >
        <History />
        <span className="sr-only sm:not-sr-only">Versions</span>
      </Button>
    </header>
  )
}

function Toggle({
  isOn,
  onClick,
  label,
  children,
}: {
  isOn: boolean
  onClick: () => void
  label: string
  children: React.ReactNode
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={isOn}
      onClick={onClick}
      className={cn(
        'rounded-none first:rounded-l-md last:rounded-r-md',
        isOn && 'bg-accent'
      )}
    >
      {children}
      <span className="sr-only lg:not-sr-only">{label}</span>
    </Button>
  )
}

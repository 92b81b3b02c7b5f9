import { taskThreadQueryOptions } from '@/api/build-tasks/get-task-thread'
import { historyQueryOptions } from '@/api/build-tasks/list-history'
import { cn } from '@/lib/utils'
import type { PromptMode } from '@kiln/contract/build-estimate'
import { isInProgress, type BuildTask } from '@kiln/contract/build-tasks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ChatPanel } from './chat/chat-panel'
import { useTaskEvents } from './chat/use-task-events'
import { NewerVersionNote } from './components/newer-version-note'
import { StudioHeader, type MobilePane } from './components/studio-header'
import { PresenceAvatars } from './presence/presence-avatars'
import { useFollowProjectBuilds } from './presence/use-follow-project-builds'
import { usePresence } from './presence/use-presence'
import { PreviewPanel } from './preview/preview-panel'
import { useInitialDraft } from './start/use-initial-draft'
import { StudioRoleProvider } from './studio-role'
import { useStudioActions } from './use-studio-actions'
import { VersionsPanel } from './versions/versions-panel'
import { WorkspacePanel } from './workspace/workspace-panel'

const route = getRouteApi('/_app/build-studio')

/** Chat, preview or workspace, and versions of one task's project. */
export function Studio({ task }: { task: BuildTask }) {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const history = useSuspenseQuery(historyQueryOptions(task.projectId)).data
  const thread = useSuspenseQuery(taskThreadQueryOptions(task._id)).data
  const live = useTaskEvents(task)
  const presence = usePresence(task.projectId)
  useFollowProjectBuilds(task, history, presence?.build ?? null)
  const canEdit = history.role !== 'viewer'
  const actions = useStudioActions(task)
  const [draft, setDraft] = useInitialDraft()
  const [previewId, setPreviewId] = useState<string>()
  const [isFullscreen, setFullscreen] = useState(false)
  const [isVersionsOpen, setVersionsOpen] = useState(false)
  // Phones show one pane: the chat, or the app when the link names a tab.
  const [mobilePane, setMobilePane] = useState<MobilePane>(
    search.view === 'workspace' ? 'main' : 'chat'
  )
  // Follow-ups build with the model the user picks, the task's by default.
  const [model, setModel] = useState<string>()
  const [mode, setMode] = useState<PromptMode>('build')
  const previewed = history.tasksHistory.find(
    (e) => e.buildTask._id === previewId && previewId !== task._id
  )
  const shown = previewed?.buildTask ?? task
  const isBuilding = isInProgress(task.status)

  useEffect(() => {
    if (!isFullscreen) return
    const onKey = (e: KeyboardEvent) =>
      e.key === 'Escape' && setFullscreen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [isFullscreen])

  /** A prompt as a build or (plan mode) a plan; `fixOf` names the version a "Try to fix" repairs. */
  async function send(prompt: string, as: PromptMode = mode, fixOf?: string) {
    if (!prompt) return
    if (as === 'plan') await actions.plan(prompt, model ?? task.model.id)
    else await actions.send(prompt, model ?? task.model.id, fixOf)
    setDraft('')
    setPreviewId(undefined)
  }

  return (
    <StudioRoleProvider value={history.role}>
      <div className="flex h-full min-h-0 flex-col">
        <StudioHeader
          task={shown}
          isPreviewingOld={shown._id !== task._id}
          onBackToCurrent={() => setPreviewId(undefined)}
          view={search.view}
          onViewChange={(view) => {
            setMobilePane('main')
            void navigate({ search: (prev) => ({ ...prev, view }) })
          }}
          isVersionsOpen={isVersionsOpen}
          onToggleVersions={() => setVersionsOpen((open) => !open)}
          mobilePane={mobilePane}
          onMobilePaneChange={setMobilePane}
          others={<PresenceAvatars others={presence?.others ?? []} />}
        />
        <NewerVersionNote task={task} history={history} />
        <div className="relative flex min-h-0 flex-1">
          <div
            className={cn(
              'w-full shrink-0 border-r md:w-80 lg:w-96',
              mobilePane !== 'chat' && 'hidden md:block'
            )}
          >
            <ChatPanel
              task={task}
              messages={thread}
              live={live}
              draft={draft}
              onDraftChange={setDraft}
              onSend={(prompt) => void send(prompt)}
              model={model ?? task.model.id}
              onModelChange={setModel}
              isSending={actions.isSending}
              onCancel={actions.cancel}
              isCancelling={actions.isCancelling}
              mode={mode}
              onModeChange={setMode}
              onBuildPlan={(plan) => void send(plan, 'build')}
              canEdit={canEdit}
            />
          </div>
          <div
            className={cn(
              'min-w-0 flex-1',
              mobilePane !== 'main' && 'hidden md:block',
              isFullscreen && 'bg-background fixed inset-0 z-40 block'
            )}
          >
            {search.view === 'preview' || isFullscreen ? (
              <PreviewPanel
                task={shown}
                isFullscreen={isFullscreen}
                onToggleFullscreen={() => setFullscreen((on) => !on)}
                canFix={canEdit && !isBuilding && !actions.isSending}
                onFix={(prompt, fixOf) => {
                  setFullscreen(false)
                  void send(prompt, 'build', fixOf)
                }}
                onAsk={(prompt) => {
                  setFullscreen(false)
                  setDraft(prompt)
                  setMobilePane('chat')
                }}
              />
            ) : (
              <WorkspacePanel
                task={shown}
                history={history}
                tab={search.tab}
                onTabChange={(tab) =>
                  void navigate({
                    search: (prev) => ({ ...prev, tab, view: 'workspace' }),
                  })
                }
              />
            )}
          </div>
          {isVersionsOpen && (
            <div className="absolute inset-y-0 right-0 z-30 w-full max-w-sm">
              <VersionsPanel
                history={history}
                shownTaskId={shown._id}
                isBuilding={isBuilding}
                onPreview={(version) => {
                  setPreviewId(
                    version._id === task._id ? undefined : version._id
                  )
                  setMobilePane('main')
                }}
                onRestore={actions.restore}
                restoringId={actions.restoringId}
                onClose={() => setVersionsOpen(false)}
              />
            </div>
          )}
        </div>
      </div>
    </StudioRoleProvider>
  )
}

import { useInTeamWorkspace } from '@/api/workspaces/get-workspaces'
import { ModelPicker } from '@/components/model-picker'
import { PromptBox } from '@/components/prompt-box'
import { Button } from '@/components/ui/button'
import type { PromptMode } from '@kiln/contract/build-estimate'
import {
  isInProgress,
  type BuildTask,
  type ThreadMessage as Message,
} from '@kiln/contract/build-tasks'
import { Square } from 'lucide-react'
import { CostEstimate } from './cost-estimate'
import { FailedNotice } from './failed-notice'
import { LiveProgress } from './live-progress'
import { PlanToggle } from './plan-toggle'
import { ThreadMessage } from './thread-message'
import { useStickToBottom } from './use-stick-to-bottom'
import type { LiveTask } from './use-task-events'

type ChatPanelProps = {
  task: BuildTask
  messages: Message[] | undefined
  live: LiveTask
  draft: string
  onDraftChange: (value: string) => void
  onSend: (prompt: string) => void
  model: string
  onModelChange: (model: string) => void
  isSending: boolean
  onCancel: () => void
  isCancelling: boolean
  /** Build (a version) or plan (a plan in the thread, no file written). */
  mode: PromptMode
  onModeChange: (mode: PromptMode) => void
  /** Sends a plan-mode answer, edited or not, as a build. */
  onBuildPlan: (plan: string) => void
}

/** The project's conversation, the live build and the follow-up box. */
export function ChatPanel(props: ChatPanelProps) {
  const { task, messages, live, draft, isSending } = props
  const isBuilding = isInProgress(task.status)
  const hasOwnReply = messages?.some(
    (m) => m.taskId === task._id && (m.kind === 'reply' || m.kind === 'error')
  )
  const showLive = isBuilding || (!hasOwnReply && live.reply !== '')
  const scrollRef = useStickToBottom([messages, live])
  const inTeam = useInTeamWorkspace()

  return (
    <section aria-label="Chat" className="flex h-full min-h-0 flex-col">
      <div
        ref={scrollRef}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4 [overflow-anchor:auto]"
      >
        {messages === undefined ? (
          <p role="status" className="text-muted-foreground text-sm">
            Loading conversation...
          </p>
        ) : (
          messages.map((m) => (
            <ThreadMessage
              key={m._id}
              message={m}
              onBuildPlan={props.onBuildPlan}
              canBuildPlan={!isBuilding && !isSending}
              showAuthor={inTeam}
            />
          ))
        )}
        {showLive && (
          <div className="min-h-40">
            <LiveProgress task={task} live={live} />
          </div>
        )}
        {(task.status === 'FAILED' || task.status === 'CANCELLED') && (
          <FailedNotice
            task={task}
            isRetrying={isSending}
            onRetry={() => props.onSend(task.prompt)}
          />
        )}
      </div>
      <div className="border-t p-3">
        {isBuilding && (
          <Button
            variant="outline"
            size="sm"
            className="mb-2 w-full"
            onClick={props.onCancel}
            disabled={props.isCancelling}
          >
            <Square />
            {props.isCancelling ? 'Cancelling...' : 'Cancel build'}
          </Button>
        )}
        <PromptBox
          label="Follow-up prompt"
          placeholder={
            isBuilding
              ? 'Wait for this build to finish...'
              : props.mode === 'plan'
                ? 'Describe a change to plan...'
                : 'Ask for a change...'
          }
          value={draft}
          onChange={props.onDraftChange}
          onSubmit={() => props.onSend(draft.trim())}
          isPending={isSending || isBuilding}
          toolbar={
            <>
              <ModelPicker value={props.model} onChange={props.onModelChange} />
              <PlanToggle mode={props.mode} onChange={props.onModeChange} />
              <CostEstimate
                projectId={task.projectId}
                prompt={draft}
                model={props.model}
                mode={props.mode}
              />
            </>
          }
        />
      </div>
    </section>
  )
}

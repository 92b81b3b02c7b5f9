import { cn } from '@/lib/utils'
import type { ThreadMessage as Message } from '@kiln/contract/build-tasks'
import { AlertTriangle, Wrench } from 'lucide-react'
import { EditDiff } from './edit-diff'
import { ProposalMessage } from './proposal-message'
import { RunCheckLine } from './run-check-line'
import { ToolCallLine } from './tool-call-line'

/** What a prompt cost, under it: "Cost: 2 credits", "Cost: free". */
export function costText(credits: number) {
  return credits === 0
    ? 'Cost: free'
    : `Cost: ${credits} credit${credits === 1 ? '' : 's'}`
}

/** One message of the chat thread, styled by who said it and what it is. */
export function ThreadMessage({
  message,
  onBuildPlan,
  canBuildPlan = false,
  showAuthor = false,
}: {
  message: Message
  /** Sends an edited plan-mode answer as a build's prompt. */
  onBuildPlan?: (plan: string) => void
  canBuildPlan?: boolean
  /** Names who sent a prompt (team workspaces). */
  showAuthor?: boolean
}) {
  if (message.role === 'user') {
    return (
      <div className="ml-auto flex max-w-[85%] flex-col items-end gap-1">
        {showAuthor && message.authorName && (
          <span className="text-muted-foreground text-xs font-medium">
            {message.authorName}
          </span>
        )}
        {message.kind === 'proposal' && (
          <span className="text-muted-foreground text-xs">Plan request</span>
        )}
        <div className="bg-primary text-primary-foreground rounded-2xl rounded-br-sm px-3 py-2 text-sm whitespace-pre-wrap">
          {message.content}
        </div>
        {message.credits !== null && (
          <span className="text-muted-foreground text-xs">
            {costText(message.credits)}
          </span>
        )}
      </div>
    )
  }
  if (message.kind === 'proposal') {
    return (
      <ProposalMessage
        message={message}
        onBuild={onBuildPlan}
        canBuild={canBuildPlan}
      />
    )
  }
  if (message.kind === 'edit') {
    const [title = '', ...diff] = message.content.split('\n')
    return <EditDiff title={title} diff={diff.join('\n')} />
  }
  if (message.kind === 'tool') return <ToolCallLine content={message.content} />
  if (message.kind === 'check') return <RunCheckLine message={message} />
  if (message.kind === 'status') {
    return <p className="text-muted-foreground text-xs">{message.content}</p>
  }
  const isError = message.kind === 'error'
  const Icon = isError ? AlertTriangle : Wrench
  return (
    <div
      className={cn(
        'max-w-[95%] text-sm whitespace-pre-wrap',
        message.kind === 'plan' && 'bg-muted rounded-lg p-3',
        isError && 'text-destructive',
        message.kind === 'repair' && 'text-muted-foreground text-xs'
      )}
    >
      {(isError || message.kind === 'repair') && (
        <Icon className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
      )}
      {message.kind === 'plan' && (
        <span className="text-muted-foreground mb-1 block text-xs font-medium">
          Plan
        </span>
      )}
      {message.content}
    </div>
  )
}

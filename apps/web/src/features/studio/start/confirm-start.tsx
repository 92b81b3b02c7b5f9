import { sharedVersionQueryOptions } from '@/api/share/get-shared-version'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { getErrorMessage } from '@/lib/api-error'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Copy, Sparkles } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import type { StartRequest } from './start-request'

type Props = {
  request: StartRequest
  onConfirm: () => void
}

/**
 * A studio link opened from outside Kiln starts nothing on its own: this
 * card shows what it asks for and starts it only on the user's click.
 */
export function ConfirmStart({ request, onConfirm }: Props) {
  return request.kind === 'clone' ? (
    <ConfirmClone shareLink={request.shareLink} onConfirm={onConfirm} />
  ) : (
    <StartCard
      title="Start this project?"
      description="A link opened the studio with this prompt. Kiln builds it only if you start it, and the build uses your credits."
      action={
        <Button onClick={onConfirm}>
          <Sparkles />
          Start building
        </Button>
      }
    >
      <Quote label="Prompt">{request.prompt}</Quote>
      <Integrations request={request} />
    </StartCard>
  )
}

function ConfirmClone({
  shareLink,
  onConfirm,
}: {
  shareLink: string
  onConfirm: () => void
}) {
  const version = useQuery(sharedVersionQueryOptions(shareLink))
  return (
    <StartCard
      title="Clone this shared project?"
      description="A link asks to copy a shared version into a new project of yours. Kiln copies it only if you confirm."
      action={
        version.data && (
          <Button onClick={onConfirm}>
            <Copy />
            Clone to my projects
          </Button>
        )
      }
    >
      {version.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(version.error)}
        </p>
      ) : version.data ? (
        <>
          <p className="text-sm font-medium break-words">
            {version.data.name} · version {version.data.versionNumber}
          </p>
          <Quote label="Prompt">{version.data.prompt}</Quote>
        </>
      ) : (
        <p role="status" className="text-muted-foreground text-sm">
          Loading the shared version...
        </p>
      )}
    </StartCard>
  )
}

function StartCard({
  title,
  description,
  action,
  children,
}: {
  title: string
  description: string
  action: ReactNode
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <div className="flex h-full items-center justify-center overflow-auto p-4 sm:p-6">
      <Card role="region" aria-labelledby={titleId} className="w-full max-w-lg">
        <CardHeader>
          <CardTitle>
            <h1 id={titleId} className="text-lg">
              {title}
            </h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">{children}</CardContent>
        <div className="flex flex-wrap justify-end gap-2 px-6">
          <Button asChild variant="outline">
            <Link to="/home">Back to home</Link>
          </Button>
          {action}
        </div>
      </Card>
    </div>
  )
}

function Quote({ label, children }: { label: string; children: ReactNode }) {
  return (
    <blockquote
      aria-label={label}
      className="bg-muted max-h-60 overflow-auto rounded-md p-3 text-sm break-words whitespace-pre-wrap"
    >
      {children}
    </blockquote>
  )
}

function Integrations({
  request,
}: {
  request: Extract<StartRequest, { kind: 'build' }>
}) {
  const mcp = request.preselectedMcpIds?.length ?? 0
  const apis = request.preselectedApiIds?.length ?? 0
  if (!mcp && !apis) return null
  const parts = [
    mcp && `${mcp} MCP server${mcp === 1 ? '' : 's'}`,
    apis && `${apis} API${apis === 1 ? '' : 's'}`,
  ].filter(Boolean)
  return (
    <p className="text-muted-foreground text-sm">
      With your integrations: {parts.join(' and ')}.
    </p>
  )
}

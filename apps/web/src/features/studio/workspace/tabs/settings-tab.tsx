import { useProjectActions } from '@/components/projects/use-project-actions'
import { Button } from '@/components/ui/button'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useStudioCan } from '../../studio-role'
import { ApiAccessSection } from './api-access-section'
import { EnvVarsSection } from './env-vars-section'
import { GitSection } from './git-section'
import { KnowledgeSection } from './knowledge-section'
import { PublishSection } from './publish-section'
import { ShareSection } from './share-section'

/** Project settings: name, model, publishing, sharing, Git, variables, knowledge and deletion. */
export function SettingsTab({ task }: { task: BuildTask }) {
  const actions = useProjectActions()
  const canEdit = useStudioCan('edit')
  const canPublish = useStudioCan('publish')
  const canDelete = useStudioCan('deleteProject')
  return (
    <div className="mx-auto max-w-2xl space-y-4 p-4 sm:p-6">
      <Row title="Name" description={task.name}>
        {canEdit && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void actions.rename(task)}
          >
            <Pencil />
            Rename
          </Button>
        )}
      </Row>
      <Row title="Model" description={task.model.label} />
      {canPublish && <PublishSection task={task} />}
      {canEdit && (
        <>
          <ShareSection task={task} />
          <GitSection task={task} />
          <ApiAccessSection task={task} />
          <EnvVarsSection task={task} />
          <KnowledgeSection
            target={{ scope: 'project', projectId: task.projectId }}
          />
          <KnowledgeSection target={{ scope: 'user' }} />
        </>
      )}
      {!canEdit && (
        <Row
          title="Your role"
          description="You are a viewer in this workspace: you can open the preview, the versions and the code, but not change the project."
        />
      )}
      {canDelete && (
        <Row
          title="Delete project"
          description="Permanently deletes the project, every version and its data."
          isDanger
        >
          <Button
            variant="destructive"
            size="sm"
            onClick={() => void actions.remove(task)}
          >
            <Trash2 />
            Delete
          </Button>
        </Row>
      )}
    </div>
  )
}

function Row({
  title,
  description,
  isDanger = false,
  children,
}: {
  title: string
  description: string
  isDanger?: boolean
  children?: ReactNode
}) {
  return (
    <section
      aria-label={title}
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 ${isDanger ? 'border-destructive/40' : ''}`}
    >
      <div className="min-w-0 space-y-1">
        <h3 className="text-sm font-medium">{title}</h3>
        <p className="text-muted-foreground text-sm break-words">
          {description}
        </p>
      </div>
      {children}
    </section>
  )
}

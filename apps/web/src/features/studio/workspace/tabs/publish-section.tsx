import { publicationQueryOptions, usePublish } from '@/api/publish/publication'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { overlays } from '@/lib/overlay-registry'
import { toast } from '@/lib/toast'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'
import { Copy, ExternalLink, Globe, Undo2 } from 'lucide-react'
import { PublishReviewDialog } from './publish-review-dialog'

/**
 * Publishing: the project's stable URL serves one chosen version until the
 * owner publishes another (the version open in the studio) or unpublishes.
 */
export function PublishSection({ task }: { task: BuildTask }) {
  const publication = useQuery(publicationQueryOptions(task.projectId))
  const { publish, unpublish } = usePublish()
  const published = publication.data
  const isThisVersion = published?.taskId === task._id
  const canPublish = task.status === 'COMPLETED' && !isThisVersion
  const vars = { projectId: task.projectId, taskId: task._id }

  // Publishing waits for the owner to see the review and confirm.
  const reviewAndPublish = async () => {
    const choice = await overlays.show(PublishReviewDialog, {
      projectId: task.projectId,
      taskId: task._id,
      versionNumber: task.versionNumber,
    })
    if (!choice) return
    publish.mutate(
      { ...vars, copyData: choice.copyData },
      {
        onSuccess: () =>
          toast.success(`Published version ${task.versionNumber}`),
        onError: (error) => toast.error(error.message),
      }
    )
  }

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Published URL copied')
    } catch {
      toast.error('Could not copy. Select the URL and copy it.')
    }
  }

  const description = published
    ? `Version ${published.versionNumber} is live at this address until you publish another version or unpublish.`
    : task.status === 'COMPLETED'
      ? `Publish version ${task.versionNumber} at a stable address that stays the same for later versions.`
      : 'A version can be published once it has finished building.'

  return (
    <section aria-label="Publish" className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="text-sm font-medium">Publish</h3>
          <p className="text-muted-foreground text-sm">{description}</p>
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={!canPublish || publish.isPending}
            onClick={() => void reviewAndPublish()}
          >
            <Globe />
            {publish.isPending
              ? 'Publishing...'
              : published && !isThisVersion
                ? `Publish version ${task.versionNumber} instead`
                : `Publish version ${task.versionNumber}`}
          </Button>
          {published && (
            <Button
              variant="outline"
              size="sm"
              disabled={unpublish.isPending}
              onClick={() =>
                unpublish.mutate(vars, {
                  onSuccess: () => toast.success('Unpublished'),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              <Undo2 />
              Unpublish
            </Button>
          )}
        </div>
      </div>
      {published && (
        <div className="flex gap-2">
          <Input
            readOnly
            aria-label="Published URL"
            value={published.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" onClick={() => void copy(published.url)}>
            <Copy />
            Copy URL
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={published.url} target="_blank" rel="noreferrer">
              <ExternalLink />
              Open
            </a>
          </Button>
        </div>
      )}
    </section>
  )
}

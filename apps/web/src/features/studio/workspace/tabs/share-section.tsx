import {
  shareLinksQueryOptions,
  useCreateShareLink,
  useRevokeShareLink,
} from '@/api/share/share-links'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import type { BuildTask } from '@kiln/contract/build-tasks'
import { useQuery } from '@tanstack/react-query'
import { Copy, Link2, Trash2 } from 'lucide-react'
import { useState } from 'react'

/**
 * Share links of the project: create one for this version (its URL is shown
 * once, only a hash is kept), copy it, list and revoke the active ones.
 */
export function ShareSection({ task }: { task: BuildTask }) {
  const links = useQuery(shareLinksQueryOptions(task.projectId))
  const [createdUrl, setCreatedUrl] = useState<string | null>(null)
  const create = useCreateShareLink({
    onSuccess: (created) => setCreatedUrl(created.url),
  })
  const revoke = useRevokeShareLink()
  const canShare = task.status === 'COMPLETED'

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Share link copied')
    } catch {
      toast.error('Could not copy. Select the link and copy it.')
    }
  }

  return (
    <section
      aria-label="Share link"
      className="space-y-3 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="text-sm font-medium">Share link</h3>
          <p className="text-muted-foreground text-sm">
            {canShare
              ? `Anyone signed in with the link can view version ${task.versionNumber} and clone it.`
              : 'A version can be shared once it has finished building.'}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={!canShare || create.isPending}
          onClick={() =>
            create.mutate({ projectId: task.projectId, taskId: task._id })
          }
        >
          <Link2 />
          {create.isPending ? 'Creating...' : 'Create share link'}
        </Button>
      </div>
      {createdUrl && (
        <div className="flex gap-2">
          <Input
            readOnly
            aria-label="New share link"
            value={createdUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" onClick={() => void copy(createdUrl)}>
            <Copy />
            Copy link
          </Button>
        </div>
      )}
      {links.data && links.data.length > 0 && (
        <ul aria-label="Active share links" className="divide-y text-sm">
          {links.data.map((link) => (
            <li
              key={link.id}
              className="flex items-center justify-between gap-2 py-2"
            >
              <span>
                Version {link.versionNumber} · …{link.hint} ·{' '}
                {new Date(link.createdAt).toLocaleDateString()}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Revoke link …${link.hint}`}
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(
                    { projectId: task.projectId, id: link.id },
                    { onSuccess: () => toast.success('Share link revoked') }
                  )
                }
              >
                <Trash2 />
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import type { Api } from '@kiln/contract/integrations'
import { Globe } from 'lucide-react'
import { toast } from 'sonner'
import { useDeleteApi } from '../api/delete-api'
import { useTestApi } from '../api/test-api'
import { formatUpdatedDate } from '../format-updated-date'
import { ApiPanel } from './api-panel'
import { CardLabels } from './card-labels'
import { DeleteCardButton } from './delete-card-button'
import { DESCRIPTION_TOOLTIP_LIMIT, NAME_TOOLTIP_LIMIT } from './limits'
import { StatusBadge } from './status-badge'
import { TruncatedText } from './truncated-text'

/** A custom API: labels API / Customize, edit, test and delete. */
export function ApiCard({ api }: { api: Api }) {
  const remove = useDeleteApi()
  const test = useTestApi()
  async function confirmDelete() {
    const confirmed = await overlays.show(ConfirmDialog, {
      title: 'Delete API',
      description: `Are you sure you want to delete "${api.name}"? This cannot be undone.`,
      confirmLabel: 'Delete',
    })
    if (confirmed) remove.mutate(api._id)
  }
  function runTest() {
    test.mutate(api._id, {
      onSuccess: ({ result }) =>
        result.ok ? toast.success(result.message) : toast.error(result.message),
    })
  }

  return (
    <article
      aria-label={api.name}
      className="group bg-card relative flex flex-col gap-3 rounded-xl border p-4 shadow-sm"
    >
      <div className="flex items-start gap-3 pr-8">
        <Globe
          className="bg-muted size-10 shrink-0 rounded-md p-2"
          aria-hidden
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">
            <TruncatedText text={api.name} limit={NAME_TOOLTIP_LIMIT} />
          </h3>
          <CardLabels isOfficial={false} />
        </div>
      </div>
      {api.description && (
        <p className="text-muted-foreground text-sm">
          <TruncatedText
            text={api.description}
            limit={DESCRIPTION_TOOLTIP_LIMIT}
          />
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <StatusBadge status={api.connectionStatus} />
        <a
          href={api.baseUrl}
          target="_blank"
          rel="noreferrer"
          className="text-primary min-w-0 truncate underline-offset-4 hover:underline"
        >
          {api.baseUrl}
        </a>
      </div>
      <p className="text-muted-foreground text-xs">
        Updated {formatUpdatedDate(api.updatedAt)}
      </p>
      <div className="mt-auto flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void overlays.show(ApiPanel, { api })}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={test.isPending}
          onClick={runTest}
        >
          {test.isPending ? 'Testing...' : 'Test'}
        </Button>
      </div>
      <DeleteCardButton
        name={api.name}
        isPending={remove.isPending}
        onDelete={() => void confirmDelete()}
      />
    </article>
  )
}

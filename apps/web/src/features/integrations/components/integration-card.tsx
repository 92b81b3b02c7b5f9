import { ConfirmDialog } from '@/components/confirm-dialog'
import { overlays } from '@/lib/overlay-registry'
import type { ConnectionStatus } from '@kiln/contract/integrations-common'
import type { ReactNode } from 'react'
import { formatUpdatedDate } from '../format-updated-date'
import { CardLabels } from './card-labels'
import { DeleteCardButton } from './delete-card-button'
import { DESCRIPTION_TOOLTIP_LIMIT, NAME_TOOLTIP_LIMIT } from './limits'
import { StatusBadge } from './status-badge'
import { TruncatedText } from './truncated-text'

export type IntegrationCardProps = {
  name: string
  description: string
  icon: ReactNode
  isOfficial: boolean
  status: ConnectionStatus
  /** The address shown as a link (none for official servers). */
  url?: string
  updatedAt: string
  /** Buttons at the bottom: Edit or Details, Test, Authenticate. */
  actions: ReactNode
  /** Deletable cards: the confirmation's title, e.g. "Delete API". */
  deleteTitle?: string
  onDelete?: () => void
  isDeleting?: boolean
}

/** An MCP server's or an API's card on /integrations. */
export function IntegrationCard(props: IntegrationCardProps) {
  const { name, description, deleteTitle, onDelete } = props
  async function confirmDelete() {
    const confirmed = await overlays.show(ConfirmDialog, {
      title: deleteTitle ?? `Delete ${name}`,
      description: `Are you sure you want to delete "${name}"? This cannot be undone.`,
      confirmLabel: 'Delete',
    })
    if (confirmed) onDelete?.()
  }

  return (
    <article
      aria-label={name}
      className="group bg-card relative flex min-w-0 flex-col gap-3 rounded-xl border p-4 shadow-sm"
    >
      <div className="flex items-start gap-3 pr-8">
        {props.icon}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold wrap-anywhere">
            <TruncatedText text={name} limit={NAME_TOOLTIP_LIMIT} />
          </h3>
          <CardLabels isOfficial={props.isOfficial} />
        </div>
      </div>
      {description && (
        // A long unbroken word (a URL, a token) wraps inside the card.
        <p className="text-muted-foreground min-w-0 text-sm wrap-anywhere">
          <TruncatedText text={description} limit={DESCRIPTION_TOOLTIP_LIMIT} />
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <StatusBadge status={props.status} />
        {props.url && (
          <a
            href={props.url}
            target="_blank"
            rel="noreferrer"
            className="text-primary min-w-0 truncate underline-offset-4 hover:underline"
          >
            {props.url}
          </a>
        )}
      </div>
      <p className="text-muted-foreground text-xs">
        Updated {formatUpdatedDate(props.updatedAt)}
      </p>
      <div className="mt-auto flex gap-2">{props.actions}</div>
      {onDelete && (
        <DeleteCardButton
          name={name}
          isPending={props.isDeleting}
          onDelete={() => void confirmDelete()}
        />
      )}
    </article>
  )
}

/** The square icon of a card without a picture. */
export const cardIconClass = 'bg-muted size-10 shrink-0 rounded-md p-2'

import { ConfirmDialog } from '@/components/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import { toast } from '@/lib/toast'
import { API_KEY_MESSAGES, type ApiKey } from '@kiln/contract/api-keys'
import { Trash2 } from 'lucide-react'
import { useDeleteApiKey } from '../api/delete-api-key'
import { useUpdateApiKeyStatus } from '../api/update-api-key-status'
import { formatUpdatedDate } from '../format-updated-date'

/** A stored Figma key: masked, last used, status, enable/disable, delete. */
export function FigmaKeyDetails({ apiKey }: { apiKey: ApiKey }) {
  const updateStatus = useUpdateApiKeyStatus()
  const remove = useDeleteApiKey()
  const isActive = apiKey.status === 'active'

  function toggle() {
    const status = isActive ? 'inactive' : 'active'
    updateStatus.mutate(
      { service: apiKey.service, status },
      {
        onSuccess: () =>
          toast.success(
            status === 'active'
              ? API_KEY_MESSAGES.enabled
              : API_KEY_MESSAGES.disabled
          ),
        onError: () => toast.error(API_KEY_MESSAGES.statusFailed),
      }
    )
  }

  async function deleteKey() {
    const confirmed = await overlays.show(ConfirmDialog, {
      title: 'Delete Figma API Key',
      description:
        'Builds will no longer be able to read your Figma designs. You can add a key again later. Delete this key?',
      confirmLabel: 'Delete',
    })
    if (!confirmed) return
    remove.mutate(apiKey.service, {
      onSuccess: () => toast.success(API_KEY_MESSAGES.deleted),
      onError: () => toast.error(API_KEY_MESSAGES.deleteFailed),
    })
  }

  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{apiKey.keyName || 'Figma API Key'}</span>
        <Badge variant={isActive ? 'default' : 'secondary'}>
          {isActive ? 'Active' : 'Inactive'}
        </Badge>
      </div>
      {apiKey.description && (
        <p className="text-muted-foreground">{apiKey.description}</p>
      )}
      <code className="bg-muted w-fit rounded px-2 py-1">
        {apiKey.maskedApiKey}
      </code>
      <p className="text-muted-foreground text-xs">
        Last used:{' '}
        {apiKey.lastUsed ? formatUpdatedDate(apiKey.lastUsed) : 'Never'}
      </p>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={updateStatus.isPending}
          onClick={toggle}
        >
          {isActive ? 'Disable' : 'Enable'}
        </Button>
        <Button
          variant="destructive"
          size="sm"
          aria-label="Delete Figma API key"
          disabled={remove.isPending}
          onClick={() => void deleteKey()}
        >
          <Trash2 />
        </Button>
      </div>
    </div>
  )
}

import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import { toast } from '@/lib/toast'
import type { Api } from '@kiln/contract/apis'
import { Globe } from 'lucide-react'
import { useDeleteApi } from '../api/delete-api'
import { useTestApi } from '../api/test-api'
import { ApiPanel } from './api-panel'
import { cardIconClass, IntegrationCard } from './integration-card'

/** A custom API: labels API / Customize, edit, test and delete. */
export function ApiCard({ api }: { api: Api }) {
  const remove = useDeleteApi()
  const test = useTestApi()
  function runTest() {
    test.mutate(api._id, {
      onSuccess: ({ result }) =>
        result.ok ? toast.success(result.message) : toast.error(result.message),
    })
  }

  return (
    <IntegrationCard
      name={api.name}
      description={api.description}
      icon={<Globe className={cardIconClass} aria-hidden />}
      isOfficial={false}
      status={api.connectionStatus}
      url={api.baseUrl}
      updatedAt={api.updatedAt}
      actions={
        <>
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
        </>
      }
      deleteTitle="Delete API"
      onDelete={() => remove.mutate(api._id)}
      isDeleting={remove.isPending}
    />
  )
}

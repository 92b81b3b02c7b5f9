import { useApis } from '@/api/integrations/search-apis'
import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import { Plus } from 'lucide-react'
import { ApiCard } from './api-card'
import { ApiPanel } from './api-panel'

/** The custom APIs of /integrations. */
export function ApisSection() {
  const apis = useApis()
  return (
    <section aria-labelledby="apis-heading" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="apis-heading" className="text-lg font-semibold">
          APIs
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void overlays.show(ApiPanel, {})}
        >
          <Plus />
          Add API
        </Button>
      </div>
      {apis.length === 0 ? (
        <p className="text-muted-foreground text-sm">No APIs yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {apis.map((api) => (
            <ApiCard key={api._id} api={api} />
          ))}
        </div>
      )}
    </section>
  )
}

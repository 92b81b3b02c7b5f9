import { SharePage } from '@/features/share/share-page'
import { shareSearchSchema } from '@/features/share/share-search'
import { requireSession } from '@/lib/auth/require-session'
import { loadDataLayer } from '@/lib/data-layer'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/share')({
  validateSearch: shareSearchSchema,
  beforeLoad: async (args) => {
    await requireSession(args)
    return loadDataLayer(args)
  },
  component: SharePage,
})

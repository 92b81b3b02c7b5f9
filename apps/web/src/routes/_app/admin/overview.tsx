import { AdminOverviewPage } from '@/features/admin/admin-overview-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/admin/overview')({
  component: AdminOverviewPage,
})

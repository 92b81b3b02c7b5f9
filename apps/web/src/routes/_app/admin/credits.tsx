import { AdminCreditsPage } from '@/features/admin/admin-credits-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/admin/credits')({
  component: AdminCreditsPage,
})

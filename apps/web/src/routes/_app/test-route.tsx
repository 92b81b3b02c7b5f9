import { TestRoutePage } from '@/features/test-route/test-route-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/test-route')({
  component: TestRoutePage,
})

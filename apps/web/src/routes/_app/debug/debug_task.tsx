import { debugTaskSearchSchema } from '@/features/debug/debug-search'
import { DebugTaskPage } from '@/features/debug/debug-task-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/debug/debug_task')({
  validateSearch: debugTaskSearchSchema,
  component: DebugTaskPage,
})

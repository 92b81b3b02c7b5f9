import { StudioError } from '@/features/studio/components/studio-error'
import { StudioPending } from '@/features/studio/components/studio-note'
import { loadStudio } from '@/features/studio/load-studio'
import { StudioPage } from '@/features/studio/studio-page'
import {
  studioSearchDefaults,
  studioSearchSchema,
} from '@/features/studio/studio-search'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/build-studio')({
  validateSearch: studioSearchSchema,
  search: { middlewares: [stripSearchParams(studioSearchDefaults)] },
  loaderDeps: ({ search: { taskId, projectId } }) => ({ taskId, projectId }),
  loader: ({ context: { queryClient }, deps }) => loadStudio(queryClient, deps),
  pendingComponent: StudioPending,
  errorComponent: StudioError,
  component: StudioPage,
})

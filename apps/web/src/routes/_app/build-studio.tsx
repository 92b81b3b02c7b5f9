import { StudioPage } from '@/features/studio/studio-page'
import {
  studioSearchDefaults,
  studioSearchSchema,
} from '@/features/studio/studio-search'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/build-studio')({
  validateSearch: studioSearchSchema,
  search: { middlewares: [stripSearchParams(studioSearchDefaults)] },
  component: StudioPage,
})

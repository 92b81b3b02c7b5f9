import { BuildHomePage } from '@/features/build-home/build-home-page'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/build-home')({
  component: BuildHomePage,
})

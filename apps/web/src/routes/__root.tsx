import { NotFound } from '@/components/errors/not-found'
import { RootLayout } from '@/components/layout/root-layout'
import type { RouterContext } from '@/router'
import { createRootRouteWithContext } from '@tanstack/react-router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})

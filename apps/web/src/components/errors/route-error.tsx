import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorScreen } from './error-screen'

/** The router's default error component: the full error screen. */
export function RouteError({ error }: ErrorComponentProps) {
  return <ErrorScreen error={error} />
}

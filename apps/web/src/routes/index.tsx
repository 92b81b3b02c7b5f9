import { LandingPage } from '@/features/landing/landing-page'
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (context.session.isSignedIn()) throw redirect({ to: '/home' })
  },
  component: LandingPage,
})

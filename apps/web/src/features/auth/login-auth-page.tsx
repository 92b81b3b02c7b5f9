import { PendingPage } from '@/components/pending-page'
import { getErrorMessage } from '@/lib/api-error'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { oidcCallback } from './api/oidc-callback'
import { AuthLayout } from './components/auth-layout'
import { useApiCall } from './use-api-call'
import { useCompleteSignIn } from './use-complete-sign-in'

const route = getRouteApi('/login-auth')

/** The OIDC callback: trades code and state for tokens, once. */
export function LoginAuthPage() {
  const { code, state, error, error_description } = route.useSearch()
  const callback = useApiCall(oidcCallback)
  const completeSignIn = useCompleteSignIn()
  const started = useRef(false)
  const canExchange = Boolean(code && state && !error)

  useEffect(() => {
    if (!canExchange || started.current || !code || !state) return
    started.current = true
    void callback.mutate({ code, state }, completeSignIn)
  }, [canExchange, code, state, callback, completeSignIn])

  const failure = !canExchange
    ? (error_description ?? error ?? 'The sign-in answer is incomplete.')
    : callback.error
      ? getErrorMessage(callback.error)
      : null

  if (!failure) return <PendingPage />
  return (
    <AuthLayout title="Sign-in failed" description="We could not sign you in.">
      <p role="alert" className="text-destructive text-sm">
        {failure}
      </p>
      <Link
        to="/login"
        className="text-primary mt-4 inline-block text-sm hover:underline"
      >
        Back to log in
      </Link>
    </AuthLayout>
  )
}

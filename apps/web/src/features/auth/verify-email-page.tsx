import { PendingPage } from '@/components/pending-page'
import { getErrorMessage } from '@/lib/api-error'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { verifyEmail } from './api/email-links'
import { AuthLayout } from './components/auth-layout'
import { useLinkToken } from './link-token'
import { useApiCall } from './use-api-call'

/** /verify-email: confirms the address of the e-mailed link, once. */
export function VerifyEmailPage() {
  const token = useLinkToken()
  const verify = useApiCall(verifyEmail)
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    void verify.mutate({ token })
  }, [token, verify])

  const message = !token
    ? 'This link is not complete. Please open the link from the e-mail again.'
    : verify.error
      ? getErrorMessage(verify.error)
      : verify.data?.message
  if (!message) return <PendingPage />
  return (
    <AuthLayout
      title={verify.data ? 'E-mail confirmed' : 'Could not confirm'}
      description="Confirming your e-mail address for Kiln."
    >
      <p role={verify.data ? 'status' : 'alert'} className="text-sm">
        {message}
      </p>
      <Link
        to="/home"
        className="text-primary mt-4 inline-block text-sm hover:underline"
      >
        Continue to Kiln
      </Link>
    </AuthLayout>
  )
}

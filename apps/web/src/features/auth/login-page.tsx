import { getErrorMessage } from '@/lib/api-error'
import type { AuthConfig } from '@kiln/contract/auth'
import { getRouteApi, Link } from '@tanstack/react-router'
import { login } from './api/login'
import { AuthForm } from './components/auth-form'
import { AuthLayout } from './components/auth-layout'
import { OidcButton } from './components/oidc-button'
import { WithAuthConfig } from './components/with-auth-config'
import { useApiCall } from './use-api-call'
import { useCompleteSignIn } from './use-complete-sign-in'

const route = getRouteApi('/login')

const loadCheckLogin = () =>
  import('./credentials-schemas').then((m) => m.checkLogin)

/** Offered when the server can send e-mail. */
function ForgotPasswordLink({ config }: { config: AuthConfig }) {
  if (!config.emailEnabled) return null
  return (
    <p className="mt-3 text-center text-sm">
      <Link to="/reset-password" className="text-primary hover:underline">
        Forgot password?
      </Link>
    </p>
  )
}

export function LoginPage() {
  const { authConfig } = route.useLoaderData()
  const logIn = useApiCall(login)
  const completeSignIn = useCompleteSignIn()
  return (
    <AuthLayout
      title="Log in to Kiln"
      description="Welcome back. Enter your e-mail and password."
      footer={
        <>
          New to Kiln?{' '}
          <Link to="/signup" className="text-primary hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <AuthForm
        loadCheck={loadCheckLogin}
        submitLabel="Log in"
        pendingLabel="Logging in..."
        passwordAutoComplete="current-password"
        isPending={logIn.isPending}
        serverError={logIn.error ? getErrorMessage(logIn.error) : null}
        onSubmit={(body) => void logIn.mutate(body, completeSignIn)}
      />
      <WithAuthConfig config={authConfig}>
        {(config) => (
          <>
            <ForgotPasswordLink config={config} />
            <OidcButton config={config} />
          </>
        )}
      </WithAuthConfig>
    </AuthLayout>
  )
}

import { useAuthConfig } from '@/api/auth/get-auth-config'
import { getErrorMessage } from '@/lib/api-error'
import { Link } from '@tanstack/react-router'
import { useLogin } from './api/login'
import { AuthForm } from './components/auth-form'
import { AuthLayout } from './components/auth-layout'
import { OidcButton } from './components/oidc-button'
import { useCompleteSignIn } from './use-complete-sign-in'

const loadCheckLogin = () =>
  import('./credentials-schemas').then((m) => m.checkLogin)

/** Offered when the server can send e-mail (GET /auth/config). */
function ForgotPasswordLink() {
  const { data: config } = useAuthConfig()
  if (!config?.emailEnabled) return null
  return (
    <p className="mt-3 text-center text-sm">
      <Link to="/reset-password" className="text-primary hover:underline">
        Forgot password?
      </Link>
    </p>
  )
}

export function LoginPage() {
  const login = useLogin()
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
        isPending={login.isPending}
        serverError={login.error ? getErrorMessage(login.error) : null}
        onSubmit={(body) =>
          login.mutate(body, { onSuccess: (tokens) => completeSignIn(tokens) })
        }
      />
      <ForgotPasswordLink />
      <OidcButton />
    </AuthLayout>
  )
}

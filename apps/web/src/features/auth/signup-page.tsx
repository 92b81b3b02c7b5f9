import { getErrorMessage } from '@/lib/api-error'
import { getRouteApi, Link } from '@tanstack/react-router'
import { signup } from './api/signup'
import { AuthForm } from './components/auth-form'
import { AuthLayout } from './components/auth-layout'
import { OidcButton } from './components/oidc-button'
import { WithAuthConfig } from './components/with-auth-config'
import { useApiCall } from './use-api-call'
import { useCompleteSignIn } from './use-complete-sign-in'

const route = getRouteApi('/signup')

const loadCheckSignup = () =>
  import('./credentials-schemas').then((m) => m.checkSignup)

export function SignupPage() {
  const { authConfig } = route.useLoaderData()
  const signUp = useApiCall(signup)
  const completeSignIn = useCompleteSignIn()
  return (
    <AuthLayout
      title="Create your Kiln account"
      description="Sign up with your e-mail and a password of 8 characters or more."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="text-primary hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <AuthForm
        loadCheck={loadCheckSignup}
        submitLabel="Sign up"
        pendingLabel="Signing up..."
        passwordAutoComplete="new-password"
        isPending={signUp.isPending}
        serverError={signUp.error ? getErrorMessage(signUp.error) : null}
        onSubmit={(body) => void signUp.mutate(body, completeSignIn)}
      />
      <WithAuthConfig config={authConfig}>
        {(config) => <OidcButton config={config} />}
      </WithAuthConfig>
    </AuthLayout>
  )
}

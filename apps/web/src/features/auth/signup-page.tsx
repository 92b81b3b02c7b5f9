import { getErrorMessage } from '@/lib/api-error'
import { Link } from '@tanstack/react-router'
import { useSignup } from './api/signup'
import { AuthForm } from './components/auth-form'
import { AuthLayout } from './components/auth-layout'
import { OidcButton } from './components/oidc-button'
import { useCompleteSignIn } from './use-complete-sign-in'

const loadCheckSignup = () =>
  import('./credentials-schemas').then((m) => m.checkSignup)

export function SignupPage() {
  const signup = useSignup()
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
        isPending={signup.isPending}
        serverError={signup.error ? getErrorMessage(signup.error) : null}
        onSubmit={(body) =>
          signup.mutate(body, { onSuccess: (tokens) => completeSignIn(tokens) })
        }
      />
      <OidcButton />
    </AuthLayout>
  )
}

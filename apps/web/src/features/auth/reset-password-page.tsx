import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import { emailSchema, passwordSchema } from '@kiln/contract/auth'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { confirmPasswordReset, requestPasswordReset } from './api/email-links'
import { AuthLayout } from './components/auth-layout'
import { FormAlert } from './components/form-alert'
import { useLinkToken } from './link-token'
import { useApiCall } from './use-api-call'

const backToLogin = (
  <Link to="/login" className="text-primary hover:underline">
    Back to log in
  </Link>
)

/**
 * /reset-password: without a token, asks for a reset link by e-mail; from
 * the e-mailed link (`#token=…`), sets the new password.
 */
export function ResetPasswordPage() {
  const token = useLinkToken()
  return token ? <ChooseNewPassword token={token} /> : <RequestResetLink />
}

function RequestResetLink() {
  const request = useApiCall(requestPasswordReset)
  const [error, setError] = useState<string>()
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail of your account and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      {request.data ? (
        <p role="status" className="text-sm">
          {request.data.message}
        </p>
      ) : (
        <OneFieldForm
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={error}
          serverError={request.error ? getErrorMessage(request.error) : null}
          submitLabel={request.isPending ? 'Sending...' : 'Send reset link'}
          disabled={request.isPending}
          onValue={(value) => {
            const parsed = emailSchema.safeParse(value)
            setError(
              parsed.success ? undefined : parsed.error.issues[0]?.message
            )
            if (parsed.success) void request.mutate({ email: parsed.data })
          }}
        />
      )}
    </AuthLayout>
  )
}

function ChooseNewPassword({ token }: { token: string }) {
  const confirm = useApiCall(confirmPasswordReset)
  const [error, setError] = useState<string>()
  return (
    <AuthLayout
      title="Choose a new password"
      description="Setting it signs your account out on every device."
      footer={backToLogin}
    >
      {confirm.data ? (
        <p role="status" className="text-sm">
          {confirm.data.message}
        </p>
      ) : (
        <OneFieldForm
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={error}
          serverError={confirm.error ? getErrorMessage(confirm.error) : null}
          submitLabel={confirm.isPending ? 'Saving...' : 'Set new password'}
          disabled={confirm.isPending}
          onValue={(value) => {
            const parsed = passwordSchema.safeParse(value)
            setError(
              parsed.success ? undefined : parsed.error.issues[0]?.message
            )
            if (parsed.success)
              void confirm.mutate({ token, newPassword: parsed.data })
          }}
        />
      )}
    </AuthLayout>
  )
}

function OneFieldForm(props: {
  label: string
  name: string
  type: 'email' | 'password'
  autoComplete: string
  error: string | undefined
  serverError: string | null
  submitLabel: ReactNode
  disabled: boolean
  onValue: (value: string) => void
}) {
  const id = useId()
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    props.onValue(String(new FormData(event.currentTarget).get(props.name)))
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <FormAlert message={props.serverError} />
      <div className="space-y-2">
        <Label htmlFor={id}>{props.label}</Label>
        <Input
          id={id}
          name={props.name}
          type={props.type}
          autoComplete={props.autoComplete}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
        />
        {props.error && (
          <p id={`${id}-error`} className="text-destructive text-sm">
            {props.error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={props.disabled}>
        {props.submitLabel}
      </Button>
    </form>
  )
}

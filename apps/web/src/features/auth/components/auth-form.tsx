import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { CredentialsBody } from '@kiln/contract/auth'
import { useId, useRef, useState, type FormEvent } from 'react'
import type {
  CredentialsCheck,
  CredentialsErrors,
} from '../credentials-schemas'
import { FormAlert } from './form-alert'

type AuthFormProps = {
  /** The zod check, loaded on demand: zod is not part of the first page. */
  loadCheck: () => Promise<(input: unknown) => CredentialsCheck>
  submitLabel: string
  pendingLabel: string
  isPending: boolean
  serverError: string | null
  passwordAutoComplete: 'current-password' | 'new-password'
  onSubmit: (body: CredentialsBody) => void
}

/**
 * E-mail and password, checked with zod before anything is sent; the check
 * loads when the form is first focused (or at the latest on submit).
 */
export function AuthForm(props: AuthFormProps) {
  const id = useId()
  const [errors, setErrors] = useState<CredentialsErrors>({})
  const check = useRef<ReturnType<AuthFormProps['loadCheck']>>(null)
  const loadCheck = () => (check.current ??= props.loadCheck())

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const result = (await loadCheck())({
      email: data.get('email'),
      password: data.get('password'),
    })
    if (result.errors) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    props.onSubmit(result.body)
  }

  return (
    <form
      noValidate
      onFocus={() => void loadCheck()}
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-4"
    >
      <FormAlert message={props.serverError} />
      <Field id={`${id}-email`} label="Email" error={errors.email}>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
      </Field>
      <Field id={`${id}-password`} label="Password" error={errors.password}>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={props.passwordAutoComplete}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            errors.password ? `${id}-password-error` : undefined
          }
        />
      </Field>
      <Button type="submit" className="w-full" disabled={props.isPending}>
        {props.isPending ? props.pendingLabel : props.submitLabel}
      </Button>
    </form>
  )
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error: string | undefined
  children: React.ReactNode
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  )
}

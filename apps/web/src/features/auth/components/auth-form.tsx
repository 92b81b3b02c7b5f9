import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { CredentialsBody } from '@kiln/contract/auth'
import { useId, useState, type FormEvent } from 'react'
import { z } from 'zod'
import type { CredentialsSchema } from '../credentials-schemas'
import { FormAlert } from './form-alert'

type FieldErrors = Partial<Record<keyof CredentialsBody, string>>

type AuthFormProps = {
  schema: CredentialsSchema
  submitLabel: string
  pendingLabel: string
  isPending: boolean
  serverError: string | null
  passwordAutoComplete: 'current-password' | 'new-password'
  onSubmit: (body: CredentialsBody) => void
}

/** E-mail and password, checked with zod before anything is sent. */
export function AuthForm(props: AuthFormProps) {
  const id = useId()
  const [errors, setErrors] = useState<FieldErrors>({})

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const parsed = props.schema.safeParse({
      email: data.get('email'),
      password: data.get('password'),
    })
    if (!parsed.success) {
      const { fieldErrors } = z.flattenError(parsed.error)
      setErrors({
        email: fieldErrors.email?.[0],
        password: fieldErrors.password?.[0],
      })
      return
    }
    setErrors({})
    props.onSubmit(parsed.data)
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
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

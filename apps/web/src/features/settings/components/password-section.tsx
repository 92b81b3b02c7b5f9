import { ListError, ListLoading } from '@/components/list-states'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { changePasswordBodySchema } from '@kiln/contract/account'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useChangePassword } from '../api/change-password'
import { accountQueryOptions } from '../api/get-account'
import { SettingsSection } from './settings-section'

/** Change the password (the current one is asked); other devices sign out. */
export function PasswordSection() {
  const account = useQuery(accountQueryOptions())
  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Changing it signs you out on every other device."
    >
      {account.isPending ? (
        <ListLoading>Loading...</ListLoading>
      ) : account.isError ? (
        <ListError onRetry={() => void account.refetch()}>
          Could not check how your account signs in.
        </ListError>
      ) : account.data.hasPassword ? (
        <PasswordForm />
      ) : (
        <p className="text-muted-foreground text-sm">
          Your account signs in through a linked provider and has no password.
        </p>
      )}
    </SettingsSection>
  )
}

function PasswordForm() {
  const change = useChangePassword()
  const [error, setError] = useState<string>()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const newPassword = String(data.get('newPassword'))
    if (newPassword !== String(data.get('confirmPassword'))) {
      setError('The new passwords do not match.')
      return
    }
    const parsed = changePasswordBodySchema.safeParse({
      currentPassword: String(data.get('currentPassword')),
      newPassword,
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    change.mutate(parsed.data, {
      onSuccess: ({ ended }) => {
        form.reset()
        toast.success(
          ended > 0
            ? `Password changed. ${ended === 1 ? 'One other device was' : `${ended} other devices were`} signed out.`
            : 'Password changed.'
        )
      },
      onError: (failure) => setError(getErrorMessage(failure)),
    })
  }

  return (
    <form onSubmit={submit} className="max-w-sm space-y-3" noValidate>
      <PasswordField
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
      />
      <PasswordField
        name="newPassword"
        label="New password"
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        label="Repeat the new password"
        autoComplete="new-password"
      />
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  )
}

function PasswordField({
  name,
  label,
  autoComplete,
}: {
  name: string
  label: string
  autoComplete: string
}) {
  const id = `settings-${name}`
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} type="password" autoComplete={autoComplete} />
    </div>
  )
}

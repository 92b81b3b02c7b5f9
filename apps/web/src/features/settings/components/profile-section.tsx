import { authConfigQueryOptions } from '@/api/auth/get-auth-config'
import { useProfile } from '@/api/users/get-profile'
import { ListError, ListLoading } from '@/components/list-states'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { updateProfileBodySchema } from '@kiln/contract/users'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { accountQueryOptions } from '../api/get-account'
import { useUpdateProfile } from '../api/update-profile'
import { SettingsSection } from './settings-section'
import { SignInMethods } from './sign-in-methods'

/** Name and e-mail, and how the account signs in. */
export function ProfileSection({ userId }: { userId: string }) {
  const profile = useProfile()
  const account = useQuery(accountQueryOptions())
  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="How you appear in Kiln and the address we write to."
    >
      {profile.isPending ? (
        <ListLoading>Loading your profile...</ListLoading>
      ) : profile.isError ? (
        <ListError onRetry={() => void profile.refetch()}>
          Your profile could not be loaded.
        </ListError>
      ) : (
        <NameForm userId={userId} name={profile.data.name} />
      )}
      {account.isPending ? (
        <ListLoading>Loading your sign-in details...</ListLoading>
      ) : account.isError ? (
        <ListError onRetry={() => void account.refetch()}>
          Your sign-in details could not be loaded.
        </ListError>
      ) : (
        <>
          <EmailRow
            email={account.data.email}
            verified={account.data.emailVerified}
          />
          <SignInMethods identities={account.data.identities} />
        </>
      )}
    </SettingsSection>
  )
}

function NameForm({ userId, name }: { userId: string; name: string | null }) {
  const update = useUpdateProfile(userId)
  const [value, setValue] = useState(name ?? '')
  const [error, setError] = useState<string>()
  const unchanged = value.trim() === (name ?? '')

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = updateProfileBodySchema.safeParse({
      name: value.trim() === '' ? null : value,
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    update.mutate(parsed.data, {
      onSuccess: () => toast.success('Your name was saved.'),
      onError: (failure) => setError(getErrorMessage(failure)),
    })
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <Label htmlFor="settings-name">Name</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="settings-name"
          name="name"
          autoComplete="name"
          placeholder="Your name"
          value={value}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'settings-name-error' : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" disabled={update.isPending || unchanged}>
          {update.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </div>
      {error && (
        <p
          id="settings-name-error"
          role="alert"
          className="text-destructive text-sm"
        >
          {error}
        </p>
      )}
    </form>
  )
}

function EmailRow({ email, verified }: { email: string; verified: boolean }) {
  const config = useQuery(authConfigQueryOptions())
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">E-mail</p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="break-all">{email}</span>
        <Badge variant={verified ? 'secondary' : 'outline'}>
          {verified ? 'Confirmed' : 'Not confirmed'}
        </Badge>
      </div>
      <p className="text-muted-foreground text-xs">
        {verified || !config.data?.emailEnabled
          ? 'Your e-mail is how you sign in; it cannot be changed here.'
          : 'Open the link we sent to confirm it. The address cannot be changed here.'}
      </p>
    </div>
  )
}

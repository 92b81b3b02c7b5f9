import { authConfigQueryOptions } from '@/api/auth/get-auth-config'
import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-error'
import type { Account } from '@kiln/contract/account'
import { useQuery } from '@tanstack/react-query'
import { useLinkSignIn, useUnlinkSignIn } from '../api/linked-sign-ins'

/** The external sign-ins linked to the account; link or unlink one. */
export function SignInMethods({
  identities,
}: {
  identities: Account['identities']
}) {
  const config = useQuery(authConfigQueryOptions())
  const link = useLinkSignIn()
  const unlink = useUnlinkSignIn()
  const provider = config.data?.oidcName ?? 'single sign-on'
  if (!config.data?.oidcEnabled && identities.length === 0) return null
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Linked sign-ins</p>
      {identities.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          None yet. Link {provider} to sign in with it too.
        </p>
      ) : (
        <ul className="divide-y rounded-md border">
          {identities.map((identity) => (
            <li
              key={identity.id}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <span>
                {identity.provider}
                {identity.email && (
                  <span className="text-muted-foreground">
                    {' '}
                    · {identity.email}
                  </span>
                )}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={unlink.isPending}
                onClick={() => unlink.mutate(identity.id)}
              >
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      )}
      {config.data?.oidcEnabled && (
        <Button
          size="sm"
          variant="outline"
          disabled={link.isPending}
          onClick={() => link.mutate()}
        >
          {link.isPending ? 'Opening...' : `Link ${provider}`}
        </Button>
      )}
      {link.error && (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(link.error)}
        </p>
      )}
    </div>
  )
}
